import { get_l2tp, get_l2tp_status, set_l2tp } from '@rc/contract/ops/service/l2tp';
import { PppTunnelPage } from '../../../ui/ppp-tunnel-page';

/** Service > L2TP: the L2TP client tunnel, network.l2tp. */
export function L2tpPage() {
  return <PppTunnelPage tunnel="l2tp" read={get_l2tp} save={set_l2tp} status={get_l2tp_status} title="vpn.l2tp.title" />;
}
