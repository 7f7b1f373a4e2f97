import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Timing } from '@rc/contract/constants';
import { get_wan_status } from '@rc/contract/ops/network/wan';
import { isPrivateWanAddress } from '@rc/contract/wan-reach';
import { formatDeviceTime } from '../lib/device-time';
import { refs } from '../lib/op-refs';
import { useNow } from '../lib/use-now';
import { useOp } from '../lib/use-op';
import { Link } from './link';
import './page-sections.css';

// The page-top lines below live in this module, which their pages load anyway: a module of
// their own would be a chunk more for the signed-in shell to list (DESIGN budgets: the home page).

interface PageSectionProps {
  /** translated */
  title: string;
  /** a class the tab adds for its own look of the block */
  className?: string;
  children: ReactNode;
  /** the buttons of the card, in a row under its content */
  actions?: ReactNode;
}

/** One card of a tab laid out as `page-sections` (issue 30.13: one page style), named by its heading. */
export function PageSection({ title, className, children, actions }: PageSectionProps) {
  const id = useId();
  return (
    <section className={className ? `card page-card ${className}` : 'card page-card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {actions && <div className="page-card__actions">{actions}</div>}
    </section>
  );
}

/** The WAN's address when the internet cannot reach it (private or CGNAT), else undefined. */
export function usePrivateWanAddress(): string | undefined {
  const wan = useOp(get_wan_status, {});
  const address = wan.data?.ipaddr;
  return typeof address === 'string' && isPrivateWanAddress(address) ? address : undefined;
}

interface PrivateWanNoticeProps {
  /** the locale area whose `privateWanRemedy` and `privateWanLink` the page has loaded */
  area: 'forwarding' | 'wireguard';
  /** translation key of what cannot be reached, given {{address}} */
  text: string;
}

/**
 * Port forwarding, DMZ, DDNS and WireGuard wait for connections from the internet: with the WAN
 * behind another router or the carrier's NAT none arrive, so the page says so up front.
 */
export function PrivateWanNotice({ area, text }: PrivateWanNoticeProps) {
  const { t } = useTranslation();
  const address = usePrivateWanAddress();
  if (!address) return null;
  return (
    <p className="blocked-notice" role="status" data-testid="private-wan">
      {t(text, { address })} {t(`${area}.privateWanRemedy`)} <Link to="/advanced/ddns">{t(`${area}.privateWanLink`)}</Link>
    </p>
  );
}
/**
 * The device's own clock in its time zone, ticking between polls as the footer's: schedules
 * (time settings, parental control, reboot schedule) run on it, not on the browser's clock.
 */
export function DeviceTimeLine() {
  const { t, i18n } = useTranslation();
  const { data, dataUpdatedAt } = useOp(refs.get_web_msg, {}, { refetchInterval: Timing.uptimePollMs, staleTime: 0 });
  const now = useNow(1_000);
  if (typeof data?.localtime !== 'number' || !(data.zonename || data.timezone)) return null;
  const clock = data.localtime + Math.max(0, now - dataUpdatedAt);
  const zone = typeof data.zonename === 'string' ? data.zonename : '';
  return (
    <p className="device-time-line" data-testid="device-time">
      <span className="device-time-line__label">{t('shell.footer.time')}</span>{' '}
      <time className="device-time-line__clock">{formatDeviceTime(clock, zone, typeof data.timezone === 'string' ? data.timezone : '', i18n.language)}</time>
      {zone && <span className="device-time-line__zone"> ({zone})</span>}
    </p>
  );
}
