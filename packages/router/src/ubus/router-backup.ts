// The configuration backup as a router makes it: OpenWrt's own `sysupgrade -b` (base-files
// sysupgrade: a gzip tar of /etc/config and every package's conffiles), written to RAM and read
// back through rpcd's file plugin as base64 (rpcd file.c rpc_file_read; at most 256 KiB, far
// above a router's configuration). Browser-safe.
import { runProgram, RouterProgramError } from './router-programs';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

/** Where sysupgrade writes the archive before the browser reads it (tmpfs on OpenWrt). */
export const routerBackupPath = '/tmp/routerd-backup.tar.gz';

export async function routerBackup(ubus: Ubus): Promise<Uint8Array> {
  await runProgram(ubus, 'sysupgrade', ['-b', routerBackupPath]);
  try {
    const answer = await ubus.call<{ data?: string }>('file', 'read', { path: routerBackupPath, base64: true });
    return fromBase64(answer.data ?? '');
  } catch (error) {
    if (error instanceof UbusCallError && error.status === UbusStatus.notSupported) throw new RouterProgramError('sysupgrade', 'backup larger than rpcd reads');
    throw error;
  } finally {
    // the archive holds every secret of the configuration: it does not stay in /tmp
    await ubus.call('file', 'remove', { path: routerBackupPath }).catch(() => undefined);
  }
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** backup-<hostname>-<date>.tar.gz, as LuCI names it, with only the letters a file name allows. */
export function routerBackupName(hostname: string, date: Date): string {
  const host = hostname.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[.-]+/, '') || 'router';
  return `backup-${host}-${date.toISOString().slice(0, 10)}.tar.gz`;
}
