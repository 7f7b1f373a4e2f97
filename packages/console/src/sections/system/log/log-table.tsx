import { useTranslation } from 'react-i18next';
import { formatDeviceTime } from '../../../lib/device-time';
import { DataTable, type Column } from '../../../ui/data-table';
import { logEntryText, type LogEntry } from './log-text';

export type { LogEntry } from './log-text';

interface LogTableProps {
  entries: readonly LogEntry[];
  zonename: string;
  timezone: string;
  empty: string;
}

/**
 * Spec 3's log entry: date, type, content. Ten thousand rows scroll smoothly: the table renders
 * only the rows in view. Content is the event in the reader's language, as text only.
 */
export function LogTable({ entries, zonename, timezone, empty }: LogTableProps) {
  const { t, i18n } = useTranslation();
  const content = (entry: LogEntry) => logEntryText(t, entry);
  const columns: Column<LogEntry>[] = [
    { key: 'time', header: t('system-log.time'), cell: (entry) => formatDeviceTime(entry.time, zonename, timezone, i18n.language) },
    { key: 'type', header: t('system-log.type'), cell: (entry) => t(`system-log.types.${entry.type}`) },
    { key: 'content', header: t('system-log.content'), cell: content },
  ];
  return (
    <DataTable
      caption={t('system-log.caption', { count: entries.length })}
      columns={columns}
      rows={entries}
      rowKey={(entry, index) => `${entry.time}-${index}`}
      empty={empty}
      windowed={entries.length > 50}
    />
  );
}
