// Service > File sharing: one Samba share over /etc/config/samba4 (settings/samba-settings.ts says
// what samba.init reads), who may connect as firewall4 rules (settings/samba-hosts-rules.ts), and
// the account's password in Samba's own store, never in UCI.
import { ValidationKey } from '@rc/contract/datatypes';
import { SambaKey, SambaLimits } from '@rc/contract/ops/service/samba-fields';
import type { Ops } from '@rc/contract/registry';
import type { BlockPartition } from '../../platform/platform';
import { lanAddress } from '../../settings/network-settings';
import { readSambaHosts, writeSambaHosts } from '../../settings/samba-hosts-rules';
import { readSambaShare, sambaPackage, writeSambaShare } from '../../settings/samba-settings';
import type { SambaPasswords } from '../../samba/samba-passwords';
import { listShareFolders } from '../../samba/share-folders';
import { searchShareLinks } from '../../samba/share-links';
import { draftPackage } from '../../uci/uci-draft';
import type { Handler, OpContext } from '../op-context';
import { fieldRefusal, OpError } from '../../errors/op-error';
import { isSystemPartition } from './disk';

/** Where the account's password lives: the daemon's state file, or Samba's passdb through the router's plugin. */
export type SambaPasswordsOf = (ctx: OpContext) => SambaPasswords;

const under = (dir: string, root: string) => dir === root || dir.startsWith(`${root}/`);

export const getSamba = (sambaPasswords: SambaPasswordsOf): Handler<Ops['get_samba']> => async (_input, ctx) => {
  const [samba, network, firewall] = await Promise.all([ctx.store.read(sambaPackage), ctx.store.read('network'), ctx.store.read('firewall')]);
  const share = readSambaShare(samba);
  const password = await sambaPasswords(ctx).state(share.username);
  return {
    ...share,
    password_set: password.set ? '1' : '0',
    // Spec 6: until a password is set here, the account's is the factory initial one.
    password_factory: !password.set || password.factory ? '1' : '0',
    hosts: readSambaHosts(firewall),
    server: `\\\\${lanAddress(network).ipaddr}`,
  };
};

/** The partitions a share may serve: the disks' and cards' mounted under /mnt, never the system flash. */
async function shareablePartitions(ctx: OpContext): Promise<BlockPartition[]> {
  const storage = ctx.platform.storage;
  return storage ? (await storage.partitions()).filter((p) => !isSystemPartition(p) && p.mountpoint.startsWith('/mnt/')) : [];
}

/** The folders to pick the share's directory from (breadth first, bounded; share-folders.ts). */
export const get_share_folders: Handler<Ops['get_share_folders']> = async (_input, ctx) => {
  const storage = ctx.platform.storage;
  if (!storage) return { folders: [], truncated: '0' };
  const bounds = { folders: SambaLimits.folderListMax, depth: SambaLimits.folderListDepth };
  const listed = await listShareFolders(storage, await shareablePartitions(ctx), bounds);
  return { folders: listed.folders, truncated: listed.truncated ? '1' : '0' };
};

/**
 * The directory must be on a partition mounted under /mnt, and so must what its links lead to
 * (realpath), and every link in its tree (share-links.ts): a link to /etc on the stick would
 * otherwise share the router's own files.
 */
async function checkDirectory(ctx: OpContext, dir: string): Promise<void> {
  const storage = ctx.platform.storage;
  const mounts = (await shareablePartitions(ctx)).map((p) => p.mountpoint);
  if (!storage || !mounts.some((mount) => under(dir, mount))) throw fieldRefusal('path', SambaKey.pathOutside);
  const real = await storage.realpath(dir);
  if (real === undefined) throw fieldRefusal('path', SambaKey.pathMissing);
  if (!mounts.some((mount) => under(real, mount))) throw fieldRefusal('path', SambaKey.pathOutside);
  const bounds = { directories: SambaLimits.linkSearchDirectories, depth: SambaLimits.linkSearchDepth };
  const verdict = await searchShareLinks(storage, real, mounts, bounds);
  if (verdict.kind === 'leadsOff') throw pathRefusal(SambaKey.pathLinkOutside, { link: verdict.link });
  if (verdict.kind === 'tooLarge') throw pathRefusal(SambaKey.pathTooLarge, { directories: String(bounds.directories), depth: String(bounds.depth) });
}

/**
 * Whether the File sharing page would save a share of `dir` (a restore's check,
 * backup/restorable-shares.ts); a folder no disk answers for (none mounted, the router's
 * storage methods missing) is not shared either.
 */
export async function isShareOnDisk(ctx: OpContext, dir: string): Promise<boolean> {
  return checkDirectory(ctx, dir).then(() => true, () => false);
}

function pathRefusal(key: string, params: Record<string, string>): OpError {
  return new OpError('-2', undefined, { errors: [{ field: 'path', key, params }] });
}

export const setSamba = (sambaPasswords: SambaPasswordsOf): Handler<Ops['set_samba']> => async (input, ctx) => {
  if (input.enabled === '1' && input.path === '') throw fieldRefusal('path', ValidationKey.required);
  if (input.enabled === '1') await checkDirectory(ctx, input.path);
  const passwords = sambaPasswords(ctx);
  const stored = await passwords.state(input.username);
  await ctx.store.transact('set_samba', [sambaPackage, 'firewall'], async (draft) => {
    writeSambaShare(draftPackage(draft, sambaPackage), { enabled: input.enabled, name: input.name, username: input.username, path: input.path });
    writeSambaHosts(draftPackage(draft, 'firewall'), input.hosts);
    // smbpasswd -a: a new password, or the factory initial one for an account that has none yet.
    if (input.password) await passwords.set(input.username, input.password, false);
    // A router's console knows no factory password (its own is root's): the account waits for one.
    else if (!stored.set && ctx.factory.initialPassword) await passwords.set(input.username, ctx.factory.initialPassword, true);
  });
  return {};
};
