import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpInput } from '@rc/contract/op';
import { get_cellular_alerts, get_sms_list } from '@rc/contract/ops/network/sms';
import { simulator_make_traffic, simulator_receive_sms } from '@rc/contract/ops/utils/simulator';
import { callOp } from '../../../lib/api-client';
import { runOperation } from '../../../lib/operation';

/** A text arrives; the inbox and the header's unread badge read again at once. */
export function useReceiveSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpInput<typeof simulator_receive_sms>) => runOperation(callOp(simulator_receive_sms, input), { success: 'utils-simulator.smsArrived' }),
    onSettled: () => Promise.all([get_sms_list, get_cellular_alerts].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
}

/** A download starts through the uplink that is up: the answer names it (or none: nothing flows). */
export function useMakeTraffic() {
  return useMutation({
    mutationFn: (input: OpInput<typeof simulator_make_traffic>) => runOperation(callOp(simulator_make_traffic, input), { success: 'utils-simulator.trafficAsked' }),
  });
}
