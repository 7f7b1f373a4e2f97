import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpOutput } from '@rc/contract/op';
import { get_history, restore_history_point, revert_history_entry } from '@rc/contract/ops/system/history';
import { callOp } from '../../../lib/api-client';
import { runOperation } from '../../../lib/operation';
import { toast } from '../../../lib/toast';
import { useOp } from '../../../lib/use-op';
import i18next from 'i18next';

export type HistoryEntry = OpOutput<typeof get_history>['entries'][number];

export const useHistory = () => useOp(get_history, {}, { staleTime: 0 });

/** Revert one entry, or restore as of it: then every page shows the settings anew. */
export function useUndo(kind: 'revert' | 'restore') {
  const queryClient = useQueryClient();
  const op = kind === 'revert' ? revert_history_entry : restore_history_point;
  return useMutation({
    mutationFn: (id: string) => runOperation(callOp(op, { id }), { success: `system-history.${kind}Done` }),
    onSuccess: ({ keptSecrets }) => {
      if (keptSecrets.length > 0) toast.info(i18next.t('system-history.keptSecrets', { names: keptSecrets.join(', ') }));
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
