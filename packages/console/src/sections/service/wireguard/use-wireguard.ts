import { useQueryClient } from '@tanstack/react-query';
import { add_wireguard_phone, get_wireguard } from '@rc/contract/ops/service/wireguard';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export const useWireguard = () => useOp(get_wireguard, {});

/** Adds the phone's peer, then reloads the peer list; answers the one copy of its configuration. */
export function useAddPhone() {
  const queryClient = useQueryClient();
  return async (description: string, endpointHost: string) => {
    const answer = await callOp(add_wireguard_phone, { description, endpointHost });
    await queryClient.invalidateQueries({ queryKey: [get_wireguard.op] });
    return answer;
  };
}
