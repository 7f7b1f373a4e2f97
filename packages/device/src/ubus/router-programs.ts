// The router's programs as the ubus platform runs them: rpcd's `file exec {command, params}` (rpcd
// file.c rpc_file_exec_run: execv of the argument array, never a shell; stdin is /dev/null) with
// an absolute path, so that the ACL's patterns (fnmatch of "<path> <params joined by spaces>")
// name exactly what runs. rpcd answers {code, stdout, stderr}, an empty stream left out; a command
// it cannot find is ubus status NOT_FOUND; rpcd kills it after its exec timeout (-t, 120 s by
// default) and answers TIMEOUT; more than 256 KiB of output is NOT_SUPPORTED.
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { MissingPackageError, type RouterPackage } from './missing-package-error';

interface Program {
  path: string;
  /** the optional package that installs it; undefined for base-files, BusyBox, procd, ubox */
  pkg?: RouterPackage;
}

export const routerPrograms = {
  ping: { path: '/bin/ping' },
  traceroute: { path: '/usr/bin/traceroute' },
  nslookup: { path: '/usr/bin/nslookup' },
  ntpd: { path: '/usr/sbin/ntpd' },
  logread: { path: '/sbin/logread' },
  sysctl: { path: '/sbin/sysctl' },
  sysupgrade: { path: '/sbin/sysupgrade' },
  firstboot: { path: '/sbin/firstboot' },
  date: { path: '/bin/date' },
  cron: { path: '/etc/init.d/cron' },
  wg: { path: '/usr/bin/wg', pkg: 'wireguard-tools' },
  mmcli: { path: '/usr/bin/mmcli', pkg: 'modemmanager' },
  uqmi: { path: '/sbin/uqmi', pkg: 'uqmi' },
  // Service > Disk management (router-storage.ts): fstools' block-mount, BusyBox's df, mount, umount,
  // mkdir, readlink, and each file system's mkfs
  block: { path: '/sbin/block', pkg: 'block-mount' },
  df: { path: '/bin/df' },
  mkdir: { path: '/bin/mkdir' },
  mount: { path: '/bin/mount' },
  umount: { path: '/bin/umount' },
  readlink: { path: '/usr/bin/readlink' },
  'mkfs.ext4': { path: '/usr/sbin/mkfs.ext4', pkg: 'e2fsprogs' },
  'mkfs.fat': { path: '/usr/sbin/mkfs.fat', pkg: 'dosfstools' },
  'mkfs.exfat': { path: '/usr/sbin/mkfs.exfat', pkg: 'exfatprogs' },
  // wpad's hostapd (any variant installs /usr/sbin/hostapd)
  hostapd: { path: '/usr/sbin/hostapd' },
} as const satisfies Record<string, Program>;

export type RouterProgram = keyof typeof routerPrograms;

export interface ExecAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** A program that ran and failed: its first line of stderr (or exit status), never a stack trace. */
export class RouterProgramError extends Error {
  constructor(
    readonly program: RouterProgram,
    readonly reason: string,
  ) {
    super(`${program}: ${reason}`);
    this.name = 'RouterProgramError';
  }
}

/** What a program the router lacks (ubus NOT_FOUND) is: the optional package to install, or not installed. */
export function missingProgram(program: RouterProgram): Error {
  const { pkg } = routerPrograms[program] as Program;
  return pkg ? new MissingPackageError(pkg) : new RouterProgramError(program, 'not installed');
}

/** Runs the program; a missing one of an optional package is a MissingPackageError. */
export async function execProgram(ubus: Ubus, program: RouterProgram, params: string[]): Promise<ExecAnswer> {
  try {
    const answer = await ubus.call<Partial<ExecAnswer>>('file', 'exec', { command: routerPrograms[program].path, params });
    return { code: typeof answer.code === 'number' ? answer.code : -1, stdout: answer.stdout ?? '', stderr: answer.stderr ?? '' };
  } catch (err) {
    if (err instanceof UbusCallError && err.status === UbusStatus.notFound) throw missingProgram(program);
    if (err instanceof UbusCallError && err.status === UbusStatus.timeout) throw new RouterProgramError(program, 'no answer in time');
    throw err;
  }
}

/** Runs the program and answers its stdout; exit status other than 0 is a RouterProgramError. */
export async function runProgram(ubus: Ubus, program: RouterProgram, params: string[]): Promise<string> {
  const answer = await execProgram(ubus, program, params);
  if (answer.code === 0) return answer.stdout;
  const line = answer.stderr.split('\n').find((l) => l.trim() !== '')?.trim();
  throw new RouterProgramError(program, line ? line.slice(0, 200) : `exit status ${answer.code}`);
}
