import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clear_syslog, get_syslog } from '@rc/contract/ops/system/log';
import { callOp } from '../../../lib/api-client';
import { formatDeviceTime } from '../../../lib/device-time';
import { saveFile } from '../../../lib/download-op';
import { refs } from '../../../lib/op-refs';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LogTable } from './log-table';
import { logAsText, logEntryText, matchingEntries, type LogEntry } from './log-text';
import { useSyslog, type LogFilter } from './use-syslog';
import '../../../ui/page-sections.css';
import './log-page.css';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

const filters: readonly LogFilter[] = ['all', 'net', 'sys', 'other'];

/** System > System log (spec 2 "system log with type filter"): what the device recorded, newest first. */
export function LogPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  const [type, setType] = useState<LogFilter>('all');
  const [confirmClear, setConfirmClear] = useState(false);
  const log = useSyslog(type);
  const device = useOp(refs.get_web_msg, {});

  const zonename = device.data?.zonename ?? '';
  const timezone = device.data?.timezone ?? 'UTC0';
  const dateOf = (entry: LogEntry) => formatDeviceTime(entry.time, zonename, timezone, i18n.language);
  const shown = matchingEntries(log.data?.entries ?? [], search, (entry) => `${dateOf(entry)} ${logEntryText(t, entry)}`);
  const exportShown = () =>
    saveFile(
      logAsText(shown, (entry) => [dateOf(entry), t(`system-log.types.${entry.type}`), logEntryText(t, entry)]),
      `system-log-${new Date().toISOString().slice(0, 10)}.txt`,
    );

  const clear = () =>
    void runOperation(callOp(clear_syslog, {}))
      .then(() => queryClient.invalidateQueries({ queryKey: [get_syslog.op] }))
      .catch(() => undefined);

  return (
    <section className="card page-card system-log" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('system-log.title')}</h2>
      <div className="system-log__toolbar">
        <label className="system-log__filter" htmlFor={`${id}-type`}>
          <span>{t('system-log.filter')}</span>
          <select id={`${id}-type`} className="field__input" value={type} onChange={(event) => setType(event.currentTarget.value as LogFilter)}>
            {filters.map((filter) => (
              <option key={filter} value={filter}>{t(`system-log.types.${filter}`)}</option>
            ))}
          </select>
        </label>
        <label className="system-log__filter" htmlFor={`${id}-search`}>
          <span>{t('system-log.search')}</span>
          <input id={`${id}-search`} className="field__input" type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </label>
        <button type="button" className="button" disabled={log.isFetching} onClick={() => void log.refetch()}>{t('system-log.refresh')}</button>
        <button type="button" className="button" disabled={shown.length === 0} onClick={exportShown}>{t('system-log.export')}</button>
        <button type="button" className="button button--danger" onClick={() => setConfirmClear(true)}>{t('system-log.clear')}</button>
      </div>
      {log.isError && <LoadFailedAlert error={log.error} />}
      <LogTable
        entries={shown}
        zonename={zonename}
        timezone={timezone}
        empty={log.isPending ? t('form.loading') : search.trim() ? t('system-log.noMatch') : t('system-log.empty')}
      />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('system-log.clear')}
        message={t('system-log.clearConfirm')}
        confirmLabel={t('system-log.clear')}
        danger
        onConfirm={clear}
      />
    </section>
  );
}
