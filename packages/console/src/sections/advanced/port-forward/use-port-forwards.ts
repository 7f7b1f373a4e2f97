import { useQueryClient } from '@tanstack/react-query';
import { get_port_forwards, set_port_forwards, type PortForwardRule } from '@rc/contract/ops/advanced/port-forward';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export const portForwardList = set_port_forwards.input.shape.rules;
export const portForwardItem = portForwardList.element;

export const usePortForwards = () => useOp(get_port_forwards, {});

/** Sends the whole list, then reloads it. */
export function useSavePortForwards() {
  const queryClient = useQueryClient();
  return async (rules: PortForwardRule[]) => {
    await callOp(set_port_forwards, { rules });
    await queryClient.invalidateQueries({ queryKey: [get_port_forwards.op] });
  };
}
