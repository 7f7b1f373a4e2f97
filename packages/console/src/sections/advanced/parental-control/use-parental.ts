import { useQueryClient } from '@tanstack/react-query';
import { get_parental, get_parental_status, set_parental, type ParentalRule } from '@rc/contract/ops/advanced/parental';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

const STATUS_POLL_MS = 30_000;

export const parentalRuleList = set_parental.input.shape.rules;
export const parentalRuleItem = parentalRuleList.element;

export const useParental = () => useOp(get_parental, {});
export const useParentalStatus = () => useOp(get_parental_status, {}, { refetchInterval: STATUS_POLL_MS, staleTime: 0 });

/** Sends the whole list, then reloads it and what blocks now. */
export function useSaveParental() {
  const queryClient = useQueryClient();
  return async (rules: ParentalRule[]) => {
    await callOp(set_parental, { rules });
    await Promise.all([get_parental, get_parental_status].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] })));
  };
}
