import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpInput } from '@rc/contract/op';
import { get_cellular_alerts, get_sms_list, sms_delete, sms_mark_read, sms_send, ussd_send } from '@rc/contract/ops/network/sms';
import { callOp } from '../../../lib/api-client';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';

const INBOX_POLL_MS = 10_000;

/** The inbox, polled; a new unread count sets the header's badge at once, not at its own poll. */
export function useSmsList() {
  const list = useOp(get_sms_list, {}, { refetchInterval: INBOX_POLL_MS, staleTime: 0 });
  const queryClient = useQueryClient();
  const unread = list.data?.unread;
  useEffect(() => {
    if (unread !== undefined) void queryClient.invalidateQueries({ queryKey: [get_cellular_alerts.op] });
  }, [unread, queryClient]);
  return list;
}

/** After a change the inbox and the header's badge read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([get_sms_list, get_cellular_alerts].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] })));
}

export function useSmsSend() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: OpInput<typeof sms_send>) => runOperation(callOp(sms_send, input), { success: 'network-sms.sent' }), onSettled: refresh });
}

export function useSmsChange() {
  const refresh = useRefresh();
  const remove = useMutation({ mutationFn: (ids: string[]) => runOperation(callOp(sms_delete, { ids })), onSettled: refresh });
  const markRead = useMutation({ mutationFn: (input: OpInput<typeof sms_mark_read>) => callOp(sms_mark_read, input), onSettled: refresh });
  return { remove, markRead };
}

export const useUssd = () => useMutation({ mutationFn: (code: string) => callOp(ussd_send, { code }) });
