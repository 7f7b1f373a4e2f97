import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { history_export } from '@rc/contract/ops/system/history';
import { downloadOp } from '../../../lib/download-op';
import { runOperation } from '../../../lib/operation';
import { useDeviceClock } from '../../../lib/use-device-clock';
import { ConfigChangeList } from '../../../ui/config-changes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { pageOfOp } from './history-labels';
import { RawDiff } from './raw-diff';
import { useUndo, type HistoryEntry } from './use-history';

/** One saved change: when, which page, who, what it changed option by option, and its actions. */
export function HistoryEntryCard({ entry, newest }: { entry: HistoryEntry; newest: boolean }) {
  const { t } = useTranslation();
  const clock = useDeviceClock();
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
        <time dateTime={entry.time}>{when}</time>
        <strong>{page}</strong>
        <span className="history-entry__by">{entry.by ? t('system-history.by', { address: entry.by }) : t('system-history.byDevice')}</span>
      </header>
      <ConfigChangeList files={entry.files} />
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
        <button type="button" className="button" aria-expanded={showRaw} onClick={() => setShowRaw((shown) => !shown)}>
          {t(showRaw ? 'system-history.hideRaw' : 'system-history.showRaw')}
        </button>
        <button type="button" className="button" onClick={() => void runOperation(downloadOp(history_export, { id: entry.id }), { success: 'system-history.exported' })}>
          {t('system-history.export')}
        </button>
      </div>
      {showRaw && <RawDiff id={entry.id} />}
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
