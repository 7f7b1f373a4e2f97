import { useQueryClient } from '@tanstack/react-query';
import { get_acl, set_acl, type AclRule } from '@rc/contract/ops/advanced/acl';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

export const aclRuleList = set_acl.input.shape.rules;
export const aclRuleItem = aclRuleList.element;

export const useAcl = () => useOp(get_acl, {});

/** Sends the whole list, then reloads it (the device answers it in priority order). */
export function useSaveAcl() {
  const queryClient = useQueryClient();
  return async (rules: AclRule[]) => {
    await callOp(set_acl, { rules });
    await queryClient.invalidateQueries({ queryKey: [get_acl.op] });
  };
}
