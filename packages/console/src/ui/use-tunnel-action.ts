import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { vpn_connect, vpn_disconnect } from '@rc/contract/ops/service/vpn';
import { callOp } from '../lib/api-client';
import { runOperation } from '../lib/operation';
import { toast } from '../lib/toast';

// Every view of a tunnel's state: its own tab and the VPN overview.
const stateReads = ['get_pptp_status', 'get_l2tp_status', 'get_vpn_status'];

/**
 * Connect (ifup) or disconnect (ifdown) a client tunnel. A connect the tunnel does not follow
 * says why, as the state card does; the settings stay either way.
 */
export function useTunnelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tunnel, up }: { tunnel: PppTunnel; up: boolean }) => {
      const state = await callOp(up ? vpn_connect : vpn_disconnect, { tunnel }).catch((error: unknown) => runOperation(Promise.reject(error)));
      if (up && state.up !== '1') toast.error(i18next.t('vpn.connectFailed', { reason: i18next.t(`vpn.state.reasons.${state.reason}`) }));
      else toast.success(i18next.t(up ? 'vpn.connectDone' : 'vpn.disconnectDone'));
      return state;
    },
    onSettled: () => Promise.all(stateReads.map((op) => queryClient.invalidateQueries({ queryKey: [op] }))),
  });
}
