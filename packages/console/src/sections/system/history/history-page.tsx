import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { history_export } from '@rc/contract/ops/system/history';
import { formatDeviceTime, formatTime } from '../../../lib/device-time';
import { downloadOp } from '../../../lib/download-op';
import { refs } from '../../../lib/op-refs';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';
import { PageSection } from '../../../ui/page-section';
import { groupByDay, matchesSearch, searchText, type HistoryDay } from './history-browse';
import { HistoryEntryCard } from './history-entry';
import { HistoryFilters, type HistoryFilter } from './history-filters';
import { pageOfOp } from './history-labels';
import { sectionSentence } from './history-summary';
import { useHistory, type HistoryEntry } from './use-history';
import './history-page.css';

/**
 * System > History (issues 15, 30.5): every saved change, newest first, grouped by the device's
 * days, filtered by page and searched, with revert and restore.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const history = useHistory();
  const [filter, setFilter] = useState<HistoryFilter>({ page: '', search: '' });
  const dayOf = useDeviceDay();
  const entries = Array.isArray(history.data?.entries) ? history.data.entries : [];
  const titled = entries.map((entry) => ({ entry, page: pageOfOp(t, entry.op) }));
  const pages = [...new Set(titled.map(({ page }) => page))].sort((a, b) => a.localeCompare(b));
  const shown = titled
    .filter(({ entry, page }) => (filter.page === '' || page === filter.page) && matchesSearch(searchText(entry, [page, ...sentences(t, entry)]), filter.search))
    .map(({ entry }) => entry);
  return (
    <div className="page-sections">
      <PageSection title={t('system-history.title')}>
        <p className="page-sections__hint">{t('system-history.intro')}</p>
        <div className="history-page__toolbar">
          <HistoryFilters pages={pages} filter={filter} onChange={setFilter} />
          <button type="button" className="button" disabled={entries.length === 0} onClick={() => void runOperation(downloadOp(history_export), { success: 'system-history.exported' })}>
            {t('system-history.exportAll')}
          </button>
        </div>
        {history.isPending && <p role="status">{t('form.loading')}</p>}
        {history.isError && <p role="alert">{t('form.loadFailed')}</p>}
        {history.isSuccess && entries.length === 0 && <p>{t('system-history.empty')}</p>}
        {(filter.page !== '' || filter.search.trim() !== '') && (
          <p className="history-page__count" role="status">
            {t('system-history.shownOf', { shown: shown.length, total: entries.length })}
          </p>
        )}
        {groupByDay(shown, (entry) => dayOf.day(entry.time)).map((group) => (
          <HistoryDayGroup key={group.day} group={group} title={dayOf.title(group.day)} newestId={entries[0]?.id} />
        ))}
      </PageSection>
    </div>
  );
}

function HistoryDayGroup({ group, title, newestId }: { group: HistoryDay; title: string; newestId: string | undefined }) {
  return (
    <section className="history-page__day" aria-label={title}>
      <h3 className="history-page__day-title">{title}</h3>
      <div className="history-page__list">
        {group.entries.map((entry) => (
          <HistoryEntryCard key={entry.id} entry={entry} newest={entry.id === newestId} />
        ))}
      </div>
    </section>
  );
}

function sentences(t: ReturnType<typeof useTranslation>['t'], entry: HistoryEntry): string[] {
  return entry.files.flatMap((file) => file.sections.map((section) => sectionSentence(t, file.pkg, section)));
}

/** Days as the device counts them (its zone, its clock): "Today", "Yesterday", else the date. */
function useDeviceDay() {
  const { t, i18n } = useTranslation();
  const device = useOp(refs.get_web_msg, {});
  const zonename = typeof device.data?.zonename === 'string' ? device.data.zonename : '';
  const timezone = typeof device.data?.timezone === 'string' ? device.data.timezone : '';
  // sv-SE writes dates as ISO does (2026-11-27): a day key in the device's zone.
  const dayAt = (epochMs: number) => formatDeviceTime(epochMs, zonename, timezone, 'sv-SE').slice(0, 10);
  const now = typeof device.data?.localtime === 'number' ? device.data.localtime : Date.now();
  const today = dayAt(now);
  const yesterday = dayAt(now - 86_400_000);
  return {
    day: (time: string) => dayAt(Date.parse(time)),
    title: (day: string) => {
      if (day === today) return t('system-history.today');
      if (day === yesterday) return t('system-history.yesterday');
      const date = Date.parse(`${day}T12:00:00Z`);
      return Number.isFinite(date) ? formatTime(date, i18n.language, 'date', 'UTC') : day;
    },
  };
}
