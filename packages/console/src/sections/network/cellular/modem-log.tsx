import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeviceTime } from '../../../lib/device-time';
import { refs } from '../../../lib/op-refs';
import { useOp } from '../../../lib/use-op';
import { useCellularLog } from './use-cellular';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

/** Spec 2 "3G/4G" log: the modem's own lines as text, in device time, scrolled to the newest. */
export function ModemLog() {
  const { t, i18n } = useTranslation();
  const log = useCellularLog();
  const device = useOp(refs.get_web_msg, {});
  const box = useRef<HTMLDivElement>(null);
  const entries = log.data?.entries ?? [];
  const newest = entries.at(-1)?.time;

  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);

  const timeOf = (epochMs: number) => formatDeviceTime(epochMs, device.data?.zonename ?? '', device.data?.timezone ?? '', i18n.language);
  return (
    <section className="card page-card" aria-labelledby="modem-log-title">
      <div className="iface-page__head">
        <h2 id="modem-log-title">{t('network-net-type.log')}</h2>
        <div className="iface-page__actions">
          <button type="button" className="button" disabled={log.isFetching} onClick={() => void log.refetch()}>
            {t('network-net-type.refresh')}
          </button>
        </div>
      </div>
      {log.isError && <LoadFailedAlert error={log.error} />}
      {/* A focusable scroll box, so that the keyboard alone can read back through the log. */}
      {/* The log role goes on a box around the list: on the <ol> itself it would orphan its items (issue 19.9). */}
      <div ref={box} className="modem-log" role="log" aria-labelledby="modem-log-title" tabIndex={0}>
        <ol className="modem-log__lines">
          {entries.length === 0 && <li className="iface-page__muted">{log.isPending ? t('form.loading') : t('network-net-type.logEmpty')}</li>}
          {entries.map((entry, index) => (
            <li key={`${entry.time}-${index}`}>
              <time dateTime={new Date(entry.time).toISOString()}>{timeOf(entry.time)}</time>{' '}
              {entry.event ? t(`network-net-type.logEvents.${entry.event}`, entry.params) : entry.message}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
