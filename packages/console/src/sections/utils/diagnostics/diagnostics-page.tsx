import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/operation';
import { toast } from '../../../lib/toast';
import { DiagnosticsForm, type DiagnoseInput } from './diagnostics-form';
import { useDiagnosticsJob, type JobView } from './use-diagnostics-job';
import '../../../ui/settings-form/settings-form.css';
import '../../../ui/page-sections.css';
import './diagnostics-page.css';
import { OutsideText } from '../../../ui/outside-text';

/** Utilities > Diagnostics (spec 2): ping, traceroute or nslookup on the device, its output as it comes. */
export function DiagnosticsPage() {
  const { t } = useTranslation();
  const job = useDiagnosticsJob();

  const start = (input: DiagnoseInput, setFieldError: (field: keyof DiagnoseInput, key: string) => void) => {
    job.start(input).catch((error: unknown) => {
      if (!isApiError(error) || error.handled) return;
      const placed = error.errors.filter((item): item is { field: keyof DiagnoseInput; key: string } => ['host', 'tool', 'protocol'].includes(item.field));
      placed.forEach((item) => setFieldError(item.field, item.key));
      if (placed.length === 0) toast.error(error.msg ? t(error.msg, { defaultValue: error.msg }) : resultMessage(error.code));
    });
  };

  return (
    <div className="page-sections">
      <section className="card page-card" aria-labelledby="utils-diagnostics-title">
        <h2 id="utils-diagnostics-title">{t('utils-diagnostics.title')}</h2>
        <DiagnosticsForm running={job.view?.running ?? false} onStart={start} onStop={() => void job.stop()} />
        <OutputBox view={job.view} />
      </section>
    </div>
  );
}

function OutputBox({ view }: { view: JobView | undefined }) {
  const { t } = useTranslation();
  const ending = view && !view.running ? endText(t, view) : undefined;
  return (
    <div className="utils-diagnostics__output">
      <h3 id="utils-diagnostics-log">{t('utils-diagnostics.output')}</h3>
      {/* Device output is text: React escapes it; the box scrolls by keyboard too. */}
      <pre className="utils-diagnostics__log" role="log" aria-labelledby="utils-diagnostics-log" aria-live="polite" tabIndex={0}>
        {view?.output ? <OutsideText text={view.output} /> : view?.running ? t('utils-diagnostics.waiting') : view ? '' : t('utils-diagnostics.idle')}
      </pre>
      {ending && <p className="utils-diagnostics__ending" role="status">{ending}</p>}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function endText(t: Translate, view: JobView): string {
  if (view.error) return t(view.error);
  if (view.stopReason) return t(`utils-diagnostics.ended.${view.stopReason}`);
  return t('utils-diagnostics.ended.exit', { code: view.exitCode ?? '?' });
}
