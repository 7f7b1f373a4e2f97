import { get_pptp, get_pptp_status, set_pptp } from '@rc/contract/ops/service/pptp';
import { PppTunnelPage } from '../../../ui/ppp-tunnel-page';

/** Service > PPTP: the PPTP client tunnel, network.pptp. */
export function PptpPage() {
  return <PppTunnelPage tunnel="pptp" read={get_pptp} save={set_pptp} status={get_pptp_status} title="vpn.pptp.title" />;
}
