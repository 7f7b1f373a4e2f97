import { isFeatureEnabled } from '@rc/contract/features';
import { useTranslation } from 'react-i18next';
import { deviceName } from '../../lib/device-name';
import { useMenuConf } from '../../lib/menu-conf';
import { useTerminalRates } from '../../lib/use-terminal-rates';
import { Bytes } from '../../ui/bytes';
import { Link } from '../../ui/link';
import { OutsideText } from '../../ui/outside-text';
import { topDevices } from './top-devices';
import { useTopTerminals } from './use-home';

const SHOWN = 5;

/** Issue 43.2: who uses the bandwidth right now, each a link to the device in the client list. */
export function TopDevicesCard() {
  const { t } = useTranslation();
  const conf = useMenuConf();
  const enabled = conf !== undefined && isFeatureEnabled(conf, 'net_clients');
  const { data, dataUpdatedAt } = useTopTerminals(enabled);
  const rates = useTerminalRates(data?.terminals, dataUpdatedAt);
  if (conf !== undefined && !enabled) return null;
  const top = topDevices(data?.terminals ?? [], rates, SHOWN);
  return (
    <section className="card" aria-labelledby="home-top-devices-title">
      <div className="card__header">
        <h2 id="home-top-devices-title">{t('home.topDevices')}</h2>
        <Link to="/network/terminal" className="top-devices__all">
          {t('home.allDevices')}
        </Link>
      </div>
      <div className="card__body">
        {top.length === 0 ? (
          <p className="card__empty">{rates.size === 0 ? t('home.measuring') : t('home.noTraffic')}</p>
        ) : (
          <ol className="top-devices">
            {top.map(({ device, rate }) => (
              <li key={device.mac} className="top-devices__item">
                <Link to={`/network/terminal?device=${encodeURIComponent(device.mac)}`} className="top-devices__name">
                  <OutsideText text={deviceName(device)} />
                </Link>
                <span className="top-devices__rates">
                  <span className="top-devices__way" title={t('home.download')}>
                    <span aria-hidden="true">↓ </span>
                    <span className="top-devices__hidden">{t('home.download')} </span>
                    <Bytes value={rate.down} rate decimals={1} />
                  </span>
                  <span className="top-devices__way" title={t('home.upload')}>
                    <span aria-hidden="true">↑ </span>
                    <span className="top-devices__hidden">{t('home.upload')} </span>
                    <Bytes value={rate.up} rate decimals={1} />
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
