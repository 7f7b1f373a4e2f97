import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get_wan_config, get_wan_status, wan_detect, wan_disconnect, wan_reconnect } from '@rc/contract/ops/network/wan';
import { callOp } from '../../../lib/api-client';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';

// The state table follows the link closely enough to see a reconnect come up.
const STATUS_POLL_MS = 3_000;

export const useWanStatus = () => useOp(get_wan_status, {}, { refetchInterval: STATUS_POLL_MS });

/** Disconnect or reconnect, with spec 8's toast, then a fresh state table and address. */
export function useLinkAction(def: typeof wan_disconnect | typeof wan_reconnect) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runOperation(callOp(def, {})),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [get_wan_status.op] });
      await queryClient.invalidateQueries({ queryKey: [get_wan_config.op] });
    },
  });
}

export function useWanDetect() {
  return useMutation({ mutationFn: () => runOperation(callOp(wan_detect, {}), { success: 'network-wan.detect.done' }) });
}
