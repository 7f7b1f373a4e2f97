import { useQueryClient } from '@tanstack/react-query';
import { get_traffic_dispatch, get_traffic_dispatch_status, set_traffic_dispatch, type DispatchRule } from '@rc/contract/ops/service/traffic-dispatch';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export const dispatchRuleList = set_traffic_dispatch.input.shape.rules;
export const dispatchRuleItem = dispatchRuleList.element;

export const useDispatch = () => useOp(get_traffic_dispatch, {});

/** Sends the whole list in order, then reloads it and the uplinks each rule takes. */
export function useSaveDispatch() {
  const queryClient = useQueryClient();
  return async (rules: DispatchRule[]) => {
    await callOp(set_traffic_dispatch, { rules });
    await Promise.all([get_traffic_dispatch, get_traffic_dispatch_status].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] })));
  };
}
