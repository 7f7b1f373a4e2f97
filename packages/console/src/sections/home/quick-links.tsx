import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { Link } from '../../ui/link';
import { useDeviceNotAnswering } from '../../lib/device-reach';
import { useInternetState } from './use-home';

/** Spec 2: Terminal Device and Internet buttons, and the connected / not connected state. */
export function QuickLinks() {
  const { t } = useTranslation();
  const { data } = useInternetState();
  // Issue 30.1: a router that stopped answering is not known to be connected.
  const notAnswering = useDeviceNotAnswering();
  const state = data === undefined || notAnswering ? undefined : data.connected;
  return (
    <section className="card home-overview" aria-labelledby="home-overview-title">
      <div className="home-overview__state">
        <span className={state ? 'home-overview__globe home-overview__globe--ok' : 'home-overview__globe'} aria-hidden="true">
          <Icon name="internet" size={28} />
        </span>
        <div>
          <h2 id="home-overview-title">{t('home.internet')}</h2>
          <p className={state === undefined ? 'badge' : state ? 'badge badge--ok' : 'badge badge--bad'}>
            {state === undefined ? '--' : state ? t('home.connected') : t('home.notConnected')}
            {state && data && data.uplink !== 'none' ? ` · ${t(`home.uplink.${data.uplink}`)}` : null}
          </p>
        </div>
      </div>
      <div className="home-overview__links">
        <Link to="/network/terminal" className="button">
          <Icon name="devices" size={18} />
          {t('home.terminalDevice')}
        </Link>
        <Link to="/network/wan" className="button button--primary">
          <Icon name="internet" size={18} />
          {t('home.internetSettings')}
        </Link>
      </div>
    </section>
  );
}
