import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { history_export } from '@rc/contract/ops/system/history';
import { downloadOp } from '../../../lib/download-op';
import { runOperation } from '../../../lib/operation';
import { useDeviceClock } from '../../../lib/use-device-clock';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { pageOfOp } from './history-labels';
import { ChangeSummary } from './history-summary';
import { RawDiff } from './raw-diff';
import { useUndo, type HistoryEntry } from './use-history';

/**
 * One saved change: which page saved it (or "Automatic rollback"), when in its day, who, one plain
 * line a changed section, and its actions; the raw UCI diff waits behind "Details".
 */
export function HistoryEntryCard({ entry, newest }: { entry: HistoryEntry; newest: boolean }) {
  const { t } = useTranslation();
  const clock = useDeviceClock();
  const detailsId = useId();
  const [asking, setAsking] = useState<'revert' | 'restore' | null>(null);
  const [showRaw, setShowRaw] = useState(false);
  const revert = useUndo('revert');
  const restore = useUndo('restore');
  const page = pageOfOp(t, entry.op);
  const when = clock(Date.parse(entry.time), 'datetime');
  const busy = revert.isPending || restore.isPending;
  return (
    <article className="card history-entry" aria-label={t('system-history.entryLabel', { page, time: when })}>
      <header className="history-entry__head">
        <h4 className="history-entry__title">{page}</h4>
        <time dateTime={entry.time}>{clock(Date.parse(entry.time), 'clock')}</time>
        <span className="history-entry__by">{savedBy(t, entry.by)}</span>
      </header>
      <ChangeSummary files={entry.files} />
      {entry.files.length === 0 && <p>{t('system-history.cleared')}</p>}
      <div className="history-entry__actions">
        {entry.files.length > 0 && (
          <button type="button" className="button" disabled={busy} onClick={() => setAsking('revert')}>
            {t('system-history.revert')}
          </button>
        )}
        {!newest && (
          <button type="button" className="button" disabled={busy} onClick={() => setAsking('restore')}>
            {t('system-history.restore')}
          </button>
        )}
        <button type="button" className="button" aria-expanded={showRaw} aria-controls={detailsId} onClick={() => setShowRaw((shown) => !shown)}>
          {t('system-history.details')}
        </button>
        <button type="button" className="button" onClick={() => void runOperation(downloadOp(history_export, { id: entry.id }), { success: 'system-history.exported' })}>
          {t('system-history.export')}
        </button>
      </div>
      <div id={detailsId} hidden={!showRaw}>
        {showRaw && <RawDiff id={entry.id} />}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(asking === 'restore' ? 'system-history.restore' : 'system-history.revert')}
        message={t(asking === 'restore' ? 'system-history.restoreQuestion' : 'system-history.revertQuestion', { page, time: when })}
        confirmLabel={t(asking === 'restore' ? 'system-history.restore' : 'system-history.revert')}
        onConfirm={() => (asking === 'restore' ? restore : revert).mutate(entry.id)}
      />
    </article>
  );
}

/**
 * One account saves changes (the administrator's, sessions/admin-account.ts): the daemon records
 * the address it saved from, a router the rpcd account (rpcd cannot tell the browser's address).
 */
function savedBy(t: TFunction, by: string): string {
  if (!by) return t('system-history.byDevice');
  return /^[\d.]+$|:/.test(by) ? t('system-history.byAdmin', { address: by }) : t('system-history.byAccount', { account: by });
}
