import { useTranslation } from 'react-i18next';
import { formatBytes } from '@rc/contract/format';
import { ProgressBar } from '../../../ui/progress-bar';
import type { UpgradeRun } from './use-upgrade';

/** Long work shows progress (DESIGN): bytes the browser sent, then what the device reports. */
export function UpgradeStatus({ run }: { run: UpgradeRun }) {
  const { t } = useTranslation();
  if (run.phase === 'idle') return null;
  if (run.phase === 'failed') {
    return <p className="system-update__failed" role="alert">{t('system-update.failed')}: {t(run.key)}</p>;
  }
  const bar =
    run.phase === 'sending'
      ? { label: t('system-update.stage.sending'), percent: percentOf(run.sent, run.total), detail: bytesOf(t, run.sent, run.total) }
      : deviceBar(t, run.progress);
  return (
    <section className="system-update__status" role="status" aria-live="polite">
      <ProgressBar {...bar} />
      <p className="settings-field__hint">{t('system-update.doNotPowerOff')}</p>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function deviceBar(t: Translate, progress: Extract<UpgradeRun, { phase: 'device' }>['progress']) {
  if (!progress || progress.stage === 'idle' || progress.stage === 'failed') return { label: t('system-update.stage.idle'), percent: undefined };
  const label = t(`system-update.stage.${progress.stage}`);
  if (progress.stage === 'receiving' || progress.stage === 'downloading') {
    const percent = progress.totalBytes > 0 ? progress.percent : undefined;
    return { label, percent, detail: progress.totalBytes > 0 ? bytesOf(t, progress.bytes, progress.totalBytes) : formatBytes(progress.bytes) };
  }
  return { label, percent: progress.stage === 'verifying' ? undefined : progress.percent };
}

function percentOf(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
}

function bytesOf(t: Translate, done: number, total: number): string {
  return t('system-update.progressOf', { done: formatBytes(done, 1), total: formatBytes(total, 1) });
}
