import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpOutput } from '@rc/contract/op';
import { disk_format, disk_mount, disk_unmount, get_disks } from '@rc/contract/ops/service/disk';
import { get_samba } from '@rc/contract/ops/service/samba';
import { callOp } from '../../../lib/api-client';
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

/** Starts a format; its errors are shown in the dialog, not as a toast. */
export function useDiskFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; fstype: 'ext4' | 'vfat' | 'exfat'; label: string }) => callOp(disk_format, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [get_disks.op] }),
  });
}
