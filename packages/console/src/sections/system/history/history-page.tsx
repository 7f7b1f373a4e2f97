import { useTranslation } from 'react-i18next';
import { history_export } from '@rc/contract/ops/system/history';
import { ApiError } from '../../../lib/api-error';
import { downloadOp } from '../../../lib/download-op';
import { runOperation } from '../../../lib/operation';
import { PageSection } from '../../../ui/page-section';
import { HistoryEntryCard } from './history-entry';
import { useHistory } from './use-history';
import './history-page.css';

/** System > History (issue 15): every saved change, newest first, with revert and restore. */
export function HistoryPage() {
  const { t } = useTranslation();
  const history = useHistory();
  const entries = Array.isArray(history.data?.entries) ? history.data.entries : [];
  if (notOnRouter(history.error)) {
    return (
      <div className="page-sections">
        <PageSection title={t('system-history.title')}>
          <p role="status">{t('system-history.notOnRouter')}</p>
        </PageSection>
      </div>
    );
  }
  return (
    <div className="page-sections">
      <PageSection title={t('system-history.title')}>
        <p className="page-sections__hint">{t('system-history.intro')}</p>
        <div className="history-page__toolbar">
          <button type="button" className="button" disabled={entries.length === 0} onClick={() => void runOperation(downloadOp(history_export), { success: 'system-history.exported' })}>
            {t('system-history.exportAll')}
          </button>
        </div>
        {history.isPending && <p role="status">{t('form.loading')}</p>}
        {history.isError && <p role="alert">{t('form.loadFailed')}</p>}
        {history.isSuccess && entries.length === 0 && <p>{t('system-history.empty')}</p>}
        <div className="history-page__list">
          {entries.map((entry, index) => (
            <HistoryEntryCard key={entry.id} entry={entry} newest={index === 0} />
          ))}
        </div>
      </PageSection>
    </div>
  );
}

/** A router's console keeps no history (rpcd records none): the page says so instead of failing to load. */
function notOnRouter(error: unknown): boolean {
  return error instanceof ApiError && error.code === '-12' && error.msg === 'router.notAvailable';
}
