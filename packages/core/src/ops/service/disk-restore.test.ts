import { describe, expect, it } from 'vitest';
import type { BlockPartition, Storage } from '../../platform/platform';
import { parseUci } from '../../uci/uci-parse';
import type { OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';
import { unmountRemovedMounts } from './disk';

const stick = (id: string, uuid: string, mountpoint: string): BlockPartition => ({ id, disk: 'Stick', sizeBytes: 1, fstype: 'vfat', label: '', uuid, mountpoint, usedBytes: 0, freeBytes: 1 });
const fstab = (mounts: Array<[string, string, string]>) =>
  parseUci(mounts.map(([uuid, target, enabled]) => `config mount\n\toption uuid '${uuid}'\n\toption target '${target}'\n\toption enabled '${enabled}'\n`).join('\n'), 'fstab');

function contextWith(partitions: BlockPartition[], unmount: (id: string) => Promise<void>) {
  const unmounted: string[] = [];
  const storage = { partitions: async () => partitions, unmount: async (id: string) => (await unmount(id), unmounted.push(id)) } as unknown as Storage;
  return { ctx: { platform: { storage } } as unknown as OpContext, unmounted };
}

describe('unmountRemovedMounts (issue 43.3)', () => {
  const mounted = [stick('sda1', 'AAAA-1111', '/mnt/sda1'), stick('sda2', 'BBBB-2222', '/mnt/sda2'), stick('sdb1', 'CCCC-3333', '/mnt/usb')];
  const before = fstab([['AAAA-1111', '/mnt/sda1', '1'], ['BBBB-2222', '/mnt/sda2', '1']]);

  it('unmounts only what the restore took away (gone or switched off), never a mount it did not make', async () => {
    const { ctx, unmounted } = contextWith(mounted, async () => undefined);
    await unmountRemovedMounts(ctx, before, fstab([['AAAA-1111', '/mnt/sda1', '1']]));
    expect(unmounted).toEqual(['sda2']);
    const again = contextWith(mounted, async () => undefined);
    await unmountRemovedMounts(again.ctx, before, fstab([['AAAA-1111', '/mnt/sda1', '0'], ['BBBB-2222', '/mnt/sda2', '1']]));
    expect(again.unmounted).toEqual(['sda1']);
  });

  it('says which disk could not be unmounted (in use), so that the restore is not written', async () => {
    const { ctx } = contextWith(mounted, async () => {
      throw new Error('umount: target is busy');
    });
    const refused = await unmountRemovedMounts(ctx, before, fstab([])).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpError);
    expect(refused).toMatchObject({ code: '-12', message: 'history.unmountFailed' });
  });
});
