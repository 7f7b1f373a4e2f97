import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { wan_detect } from '@rc/contract/ops/network/wan';

type Detection = OpOutput<typeof wan_detect>;
type Check = Detection['checks'][number];

const mark = (check: Check) => (check.skipped ? '–' : check.ok ? '✓' : '✗');

/** The connectivity check in words: a verdict naming the first failed step, then each step. */
export function WanDetection({ result }: { result: Detection }) {
  const { t } = useTranslation();
  const failed = result.checks.find((check) => !check.ok && !check.skipped);
  return (
    <div className="wan-detection">
      <p className={result.connected ? 'wan-detection__verdict wan-detection__verdict--ok' : 'wan-detection__verdict wan-detection__verdict--bad'}>
        {result.connected ? t('network-wan.detect.connected') : t(`network-wan.detect.failed.${failed?.check ?? 'link'}`)}
      </p>
      <ul className="wan-detection__steps">
        {result.checks.map((check) => (
          <li key={check.check} data-state={check.skipped ? 'skipped' : check.ok ? 'ok' : 'failed'}>
            <span aria-hidden="true" className="wan-detection__mark">{mark(check)}</span>
            <span>{t(`network-wan.detect.step.${check.check}`)}</span>
            <span className="wan-detection__result">{stepResult(check, t)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function stepResult(check: Check, t: ReturnType<typeof useTranslation>['t']): string {
  if (check.skipped) return t('network-wan.detect.skipped');
  if (!check.ok) return t('network-wan.detect.fail');
  return check.latencyMs > 0 ? t('network-wan.detect.okMs', { ms: check.latencyMs }) : t('network-wan.detect.ok');
}
