import { useTranslation } from 'react-i18next';
import { SignalBars } from '../../../ui/signal-bars';
import { useApclientStatus } from './use-scan';
import { enumLabel } from '../../../lib/enum-label';
import { OutsideText } from '../../../ui/outside-text';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

/** Spec 2 "apclient status": the uplink link, polled. The SSID is device text, shown as text. */
export function ApclientStatus() {
  const { t } = useTranslation();
  const { data, error, isError } = useApclientStatus();
  const connected = data?.state === 'connected';
  return (
    <section className="card page-card" aria-labelledby="apclient-status-title">
      <div className="wifi-page__toolbar">
        <h2 id="apclient-status-title">{t('wifi-scan.statusTitle')}</h2>
        <span className={connected ? 'badge badge--ok' : 'badge'} role="status">
          {data ? enumLabel(t, 'wifi-scan.states', data.state) : isError ? '--' : t('form.loading')}
        </span>
      </div>
      {isError && <LoadFailedAlert error={error} />}
      {connected && (
        <dl className="wifi-page__facts">
          <div>
            <dt>{t('wifi.ssid')}</dt>
            <dd><OutsideText text={data.ssid} /></dd>
          </div>
          <div>
            <dt>{t('wifi-scan.bssid')}</dt>
            <dd>{data.bssid}</dd>
          </div>
          <div>
            <dt>{t('wifi-scan.channel')}</dt>
            <dd>{data.channel}</dd>
          </div>
          <div>
            <dt>{t('wifi-scan.signal')}</dt>
            <dd className="wifi-page__signal">
              <SignalBars value={data.signalDbm} /> {t('wifi-scan.dbm', { dbm: data.signalDbm })}
            </dd>
          </div>
          <div>
            <dt>{t('wifi-scan.ipaddr')}</dt>
            <dd>{data.ipaddr || '--'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
