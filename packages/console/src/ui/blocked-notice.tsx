import { useTranslation } from 'react-i18next';
import { get_wan_status } from '@rc/contract/ops/network/wan';
import { isPrivateWanAddress } from '@rc/contract/wan-reach';
import { useOp } from '../lib/use-op';
import { Link } from './link';
import './blocked-notice.css';

interface BlockedNoticeProps {
  /** translated: what is in the way */
  text: string;
  /** translated: the link to the tab where it can be turned off */
  linkText: string;
  to: string;
}

/** Says up front that a setting of another tab keeps this one from taking effect (QoS and NAT acceleration). */
export function BlockedNotice({ text, linkText, to }: BlockedNoticeProps) {
  return (
    <p className="blocked-notice" role="status">
      {text} <Link to={to}>{linkText}</Link>
    </p>
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
