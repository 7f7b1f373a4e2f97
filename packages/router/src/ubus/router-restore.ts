// System > Backup and restore on a router (issue 27): the archive is read and checked in the
// browser by the Node daemon's own code (contract backup-archive-read, system/backup/check-backup),
// its settings read by every page's get_X over the archive's files on top of rpcd's uci, and
// previewed as on the daemon. restore_apply packs exactly the checked etc/config files (the
// uplinks zoned) into a tar.gz, writes it to /tmp through rpcd's file plugin and has OpenWrt's
// `sysupgrade -r` extract it (base-files sysupgrade: `tar -C / -xzf`), then procd reboots. Like
// sysupgrade -r it only extracts: a file the archive lacks stays, another package's included.
// Nothing of the archive outside etc/config reaches the router (the preview lists it as skipped),
// nor a config file the console's session may not read (rpcd's ACL, acl.d/routerd.json: a stock
// backup's dropbear, uhttpd, rpcd, luci...): the preview could not say what it changes, so it is
// listed as skipped too and stays as it is.
// A router keeps no key of its own to sign backups with (its backups are stock `sysupgrade -b`
// archives, router-backup.ts): every archive is one made elsewhere, applied on the administrator's word.
// Browser-safe.
import { BackupArchive, BackupError } from '@rc/contract/backup-archive';
import { readBackupArchive } from '@rc/contract/backup-archive-read';
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '@rc/core/ops/op-context';
import { OpError } from '@rc/core/errors/op-error';
import { isShareOnDisk } from '@rc/core/ops/service/samba-share';
import { fileRefusal } from '@rc/core/ops/system/file-refusal';
import { checkBackupFiles, previewRestore } from '@rc/core/backup/check-backup';
import { tarArchive } from '@rc/core/backup/pack-archive';
import { assertUnchangedSincePreview, PendingRestore, previewedRestore } from '@rc/core/backup/pending-restore';
import { settingErrorsIn } from '@rc/core/backup/restored-settings-check';
import type { ConfigStore } from '@rc/core/uci/config-store';
import { exportUci } from '@rc/core/uci/uci-format';
import { parseUci } from '@rc/core/uci/uci-parse';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { NotOnRouterError } from '@rc/core/errors/not-on-router';
import { boardName, systemBoard } from './router-login';
import { runProgram } from './router-programs';
import { removeRouterUpload, writeRouterUpload, type RouterUpload } from './router-upload';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

/** Where the checked archive waits for `sysupgrade -r` (tmpfs; removed once extracted). */
export const routerRestorePath = '/tmp/routerd-restore.tar.gz';

type In<Op extends keyof Ops> = Parameters<Handler<Ops[Op]>>[0];

export function routerRestoreOps(ubus: Ubus, pending = new PendingRestore(BackupArchive.previewSeconds)) {
  return {
    restore_upload: async (_input: In<'restore_upload'>, ctx: OpContext, upload?: RouterUpload) => {
      if (!upload) throw new OpError('-2');
      if (upload.file.size > BackupArchive.maxUploadBytes) throw fileRefusal('file', BackupError.tooLarge);
      const archive = new Uint8Array(await upload.file.arrayBuffer());
      const read = await readBackupArchive(archive, boardName(await systemBoard(ubus)));
      if (!read.ok) throw fileRefusal('file', read.error);
      // The uplinks' zones read the live network and firewall (core backup/uplink-zones.ts).
      const { live, unreadable } = await liveFiles(ctx.store, [...Object.keys(read.files), 'network', 'firewall']);
      const files = Object.fromEntries(Object.entries(read.files).filter(([pkg]) => !unreadable.includes(pkg)));
      const skipped = [...read.skipped, ...unreadable.map((pkg) => `${BackupArchive.configDir}${pkg}`)];
      const restorable = await checkBackupFiles({ files, skipped }, {
        settingErrors: (restored) => settingErrorsIn(withArchive(ctx, restored)),
        shareOnDisk: (path) => isShareOnDisk(ctx, path),
      }, ctx.log);
      return previewRestore(pending, { ...restorable, origin: 'elsewhere', accounts: {}, skipped }, live, ctx.token, ctx.log);
    },
    restore_apply: async (input: In<'restore_apply'>, ctx: OpContext) => {
      const restore = previewedRestore(pending, input, ctx.token);
      const actions = ctx.platform.powerActions;
      if (!actions) throw new NotOnRouterError('reboot');
      pending.discard(restore.id);
      assertUnchangedSincePreview((await liveFiles(ctx.store, [...restore.live.keys()])).live, restore);
      await writeRouterUpload(ubus, routerRestorePath, await gzip(await configArchive(restore.files)));
      try {
        await runProgram(ubus, 'sysupgrade', ['-r', routerRestorePath]);
      } finally {
        await removeRouterUpload(ubus, routerRestorePath);
      }
      ctx.log.info('restore applied: a backup made elsewhere');
      ctx.afterAnswer(() => void actions.reboot().catch((err: unknown) => ctx.log.error('reboot after restore failed', err)));
      return {};
    },
    restore_cancel: async ({ restoreId }: In<'restore_cancel'>, ctx: OpContext) => {
      if (pending.find(restoreId, ctx.token)) pending.discard(restoreId);
      return {};
    },
  };
}

/** The live text of each package as rpcd's uci reads it (a missing one empty), and the packages the session may not read. */
async function liveFiles(store: ConfigStore, pkgs: string[]): Promise<{ live: Map<string, string>; unreadable: string[] }> {
  const live = new Map<string, string>();
  const unreadable: string[] = [];
  for (const pkg of [...new Set(pkgs)].sort()) {
    try {
      live.set(pkg, exportUci(await store.peek(pkg)));
    } catch (err) {
      // rpcd's uci plugin checks the session's `uci` ACL per config (uci.c rpc_uci_read_access).
      if (!(err instanceof UbusCallError && err.status === UbusStatus.permissionDenied)) throw err;
      unreadable.push(pkg);
    }
  }
  return { live, unreadable };
}

/**
 * The context every page's get_X reads the restored settings in: the archive's files over rpcd's
 * uci. A page this router cannot show (its OpenWrt package missing, not on a router) reads as
 * nothing, which its save's check passes as a page not set up yet.
 */
function withArchive(ctx: OpContext, files: Record<string, string>): OpContext {
  const parsed = new Map<string, ReturnType<typeof parseUci>>();
  const read = async (pkg: string) => {
    if (!Object.hasOwn(files, pkg)) return ctx.store.read(pkg);
    if (!parsed.has(pkg)) parsed.set(pkg, parseUci(files[pkg] ?? '', pkg));
    return structuredClone(parsed.get(pkg)!);
  };
  const store: ConfigStore = {
    read,
    peek: read,
    transact: () => Promise.reject(new Error('a restore check saves nothing')),
  };
  const runHandler: OpContext['runHandler'] = async (op, input, scratch) => {
    try {
      return await ctx.runHandler(op, input, scratch);
    } catch (err) {
      if (err instanceof NotOnRouterError || err instanceof MissingPackageError) return {};
      throw err;
    }
  };
  return { ...ctx, store, runHandler };
}

function configArchive(files: Record<string, string>): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const entries = Object.keys(files).sort().map((name) => ({ path: `${BackupArchive.configDir}${name}`, data: encoder.encode(files[name]) }));
  return tarArchive(entries, new Date());
}

function gzip(data: Uint8Array): Promise<Blob> {
  return new Response(new Blob([data.slice()]).stream().pipeThrough(new CompressionStream('gzip'))).blob();
}
