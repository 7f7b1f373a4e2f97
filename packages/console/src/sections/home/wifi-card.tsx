import { useTranslation } from 'react-i18next';
import { useWifi } from './use-home';
import { OutsideText } from '../../ui/outside-text';

/** Spec 2: both Wi-Fi bands; SSIDs are device text, rendered as text only. */
export function WifiCard() {
  const { t } = useTranslation();
  const { data } = useWifi();
  return (
    <section className="card" aria-labelledby="home-wifi-title">
      <div className="card__header">
        <h2 id="home-wifi-title">{t('home.wifi')}</h2>
      </div>
      <div className="card__body wifi-bands">
        {(data?.bands ?? []).map((band) => (
          <div key={band.band} className="wifi-band">
            <div className="wifi-band__head">
              <h3>{t(`home.band.${band.band}`)}</h3>
              <span className={band.enabled ? 'badge badge--ok' : 'badge'}>{t(band.enabled ? 'home.enabled' : 'home.disabled')}</span>
            </div>
            <dl className="facts">
              <div>
                <dt>{t('home.ssid')}</dt>
                <dd className="facts__strong">{band.ssid ? <OutsideText text={band.ssid} /> : '--'}</dd>
              </div>
              <div>
                <dt>{t('home.channel')}</dt>
                <dd>{band.channel === 'auto' || band.channel === '0' ? t('home.channelAuto') : band.channel || '--'}</dd>
              </div>
              <div>
                <dt>{t('home.encryption')}</dt>
                <dd>{t(`home.encryptions.${band.encryption}`, { defaultValue: band.encryption || '--' })}</dd>
              </div>
              <div>
                <dt>{t('home.clients')}</dt>
                <dd>{band.clients}</dd>
              </div>
            </dl>
          </div>
        ))}
        {data === undefined && <p className="card__empty">--</p>}
      </div>
    </section>
  );
}
