import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpInput, OpOutput } from '@rc/contract/op';
import { get_apclient, get_apclient_status, set_apclient, wifi_scan } from '@rc/contract/ops/wifi/scan';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export type ScannedNetwork = OpOutput<typeof wifi_scan>['networks'][number];
export type ApclientInput = OpInput<typeof set_apclient>;

const STATUS_POLL_MS = 5_000;

/** One scan when the tab opens; again only when asked (a scan takes the radio off its channel). */
export const useScan = () => useOp(wifi_scan, {}, { staleTime: Infinity, refetchOnWindowFocus: false });

export const useApclientStatus = () => useOp(get_apclient_status, {}, { refetchInterval: STATUS_POLL_MS });

export function useRefreshApclient() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([get_apclient, get_apclient_status].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] })));
}

export function useConnect() {
  const refresh = useRefreshApclient();
  return useMutation({ mutationFn: (input: ApclientInput) => callOp(set_apclient, input), onSuccess: refresh });
}
