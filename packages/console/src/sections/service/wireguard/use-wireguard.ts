import type { OpInput } from '@rc/contract/op';
import { useQueryClient } from '@tanstack/react-query';
import { add_wireguard_phone, get_wireguard, get_wireguard_status, set_wireguard } from '@rc/contract/ops/service/wireguard';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export const peerList = set_wireguard.input.shape.peers.unwrap();
export const peerItem = peerList.element;

/** A peer as the list edits it: the stored preshared key never comes back, '' keeps it. */
export interface PeerRow {
  description: string;
  publicKey: string;
  presharedKey: string;
  allowedIps: string;
  endpointHost: string;
  endpointPort: string;
  persistentKeepalive: string;
  routeAllowedIps: '1' | '0';
  [field: string]: string;
}

export const useWireguard = () => useOp(get_wireguard, {});

// As the other tunnels' state: often enough to see a phone's handshake come in.
const STATUS_POLL_MS = 3_000;

export const useWireguardStatus = () => useOp(get_wireguard_status, {}, { refetchInterval: STATUS_POLL_MS });

/** Adds the phone's peer, then reloads the peer list; answers the one copy of its configuration. */
export function useAddPhone() {
  const queryClient = useQueryClient();
  return async (phone: OpInput<typeof add_wireguard_phone>) => {
    const answer = await callOp(add_wireguard_phone, phone);
    await queryClient.invalidateQueries({ queryKey: [get_wireguard.op] });
    return answer;
  };
}

/** Sends the whole peer list with wg0's stored settings, then reloads it. */
export function useSavePeers() {
  const queryClient = useQueryClient();
  return async (peers: PeerRow[]) => {
    const { enabled, listenPort, addresses } = await callOp(get_wireguard, {});
    await callOp(set_wireguard, { enabled, listenPort, addresses, peers });
    await queryClient.invalidateQueries({ queryKey: [get_wireguard.op] });
  };
}
