import type { get_pptp_status } from '@rc/contract/ops/service/pptp';
import type { get_l2tp_status } from '@rc/contract/ops/service/l2tp';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { useOp } from '../lib/use-op';
import { TunnelButtons } from './tunnel-buttons';
import { TUNNEL_POLL_MS, TunnelStateCard } from './tunnel-state-card';

/** The PPTP and L2TP tabs' state card, with connect and disconnect. */
export function PppTunnelState({ read, tunnel }: { read: typeof get_pptp_status | typeof get_l2tp_status; tunnel: PppTunnel }) {
  const status = useOp(read, {}, { refetchInterval: TUNNEL_POLL_MS });
  return (
    <TunnelStateCard id={`${read.op}-title`} state={status.data} loadError={status.isError ? status.error : undefined}>
      {(state) => <TunnelButtons tunnel={tunnel} up={state.up === '1'} reason={state.reason} />}
    </TunnelStateCard>
  );
}
