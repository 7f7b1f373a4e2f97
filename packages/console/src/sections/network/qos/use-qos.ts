import { useQueryClient } from '@tanstack/react-query';
import { get_qos, get_qos_status, set_qos, type QosRule } from '@rc/contract/ops/network/qos';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export const qosRuleList = set_qos.input.shape.rules;
export const qosRuleItem = qosRuleList.element;

export const useQos = () => useOp(get_qos, {});
// NAT acceleration is set on another tab: ask again each time the page opens.
export const useQosStatus = () => useOp(get_qos_status, {}, { staleTime: 0 });

/** Saves the rules with the stored switch (set_qos takes both), then reloads. */
export function useSaveQosRules(enabled: '1' | '0') {
  const queryClient = useQueryClient();
  return async (rules: QosRule[]) => {
    await callOp(set_qos, { enabled, rules });
    await queryClient.invalidateQueries({ queryKey: [get_qos.op] });
  };
}
