import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpOutput } from '@rc/contract/op';
import { disk_format, disk_mount, disk_unmount, get_disks } from '@rc/contract/ops/service/disk';
import { get_samba, set_samba } from '@rc/contract/ops/service/samba';
import i18next from 'i18next';
import { callOp } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/result-message';
import { toast } from '../../../lib/toast';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';

export type Partition = OpOutput<typeof get_disks>['partitions'][number];

// Often while a format runs, to move its progress bar; otherwise to notice a disk plugged in.
const FORMAT_POLL_MS = 1_000;
const IDLE_POLL_MS = 10_000;

export function useDisks() {
  return useOp(get_disks, {}, {
    refetchInterval: (query) => (query.state.data?.partitions?.some((p) => p.formatting === '1') ? FORMAT_POLL_MS : IDLE_POLL_MS),
  });
}

/** Mount, unmount: spec 8's toast, then the list (and the file sharing tab, which lists mount points) again. */
export function useDiskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: 'mount' | 'unmount'; id: string }) => runOperation(callOp(action === 'mount' ? disk_mount : disk_unmount, { id })),
    onSettled: () => Promise.all([get_disks, get_samba].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
}

/**
 * Share (issue 30.10): file sharing switched on with the partition's mount point as its directory,
 * the share's name and account as they are (an empty password keeps the stored one).
 */
export function useShareMount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (partition: Partition) => {
      const samba = await callOp(get_samba, {});
      try {
        await callOp(set_samba, { enabled: '1', name: samba.name, username: samba.username, password: '', path: partition.target });
      } catch (error) {
        sayShareRefused(error);
        throw error;
      }
      toast.success(i18next.t('disk.sharedToast', { id: partition.id, share: samba.name, interpolation: { escapeValue: false } }));
    },
    onSettled: () => Promise.all([get_disks, get_samba].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
}

/**
 * A refused share in the device's own words: for its directory (a link on the disk that leads off
 * it) the field's message, which this page has no field to mark with.
 */
function sayShareRefused(error: unknown): void {
  if (!isApiError(error)) return void toast.error(i18next.t('common.operationFailed'));
  if (error.handled) return;
  const refusal = error.errors.find((item) => item.field === 'path');
  toast.error(refusal ? i18next.t(refusal.key, { ...refusal.params, interpolation: { escapeValue: false } }) : failureMessage(error));
}

/** Starts a format; its errors are shown in the dialog, not as a toast. */
export function useDiskFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; fstype: 'ext4' | 'vfat' | 'exfat'; label: string }) => callOp(disk_format, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [get_disks.op] }),
  });
}
