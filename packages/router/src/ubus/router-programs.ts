// The router's programs as the ubus platform runs them: rpcd's `file exec {command, params}` (rpcd
// file.c rpc_file_exec_run: execv of the argument array, never a shell; stdin is /dev/null) with
// an absolute path, so that the ACL's patterns (fnmatch of "<path> <params joined by spaces>")
// name exactly what runs. A program whose arguments vary (`shaped`) goes through the package's
// plugin instead (routerd.uc `exec`), which checks each argument against exec-shapes.ts's shapes
// and then has rpcd's `file exec` run it: the ACL grants only fixed command lines. rpcd answers {code, stdout, stderr}, an empty stream left out; a command
// it cannot find is ubus status NOT_FOUND; rpcd kills it after its exec timeout (-t, 120 s by
// default) and answers TIMEOUT; more than 256 KiB of output is NOT_SUPPORTED.
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { MissingPackageError, type RouterPackage } from '@rc/core/errors/missing-package-error';

interface Program {
  path: string;
  /** the optional package that installs it; undefined for base-files, BusyBox, procd, ubox */
  pkg?: RouterPackage;
  /** its command lines vary: run through routerd.uc `exec`, argument by argument (exec-shapes.ts) */
  shaped?: true;
}

export const routerPrograms = {
  ping: { path: '/bin/ping', shaped: true },
  traceroute: { path: '/usr/bin/traceroute', shaped: true },
  nslookup: { path: '/usr/bin/nslookup', shaped: true },
  ntpd: { path: '/usr/sbin/ntpd', shaped: true },
  logread: { path: '/sbin/logread' },
  sysctl: { path: '/sbin/sysctl' },
  sysupgrade: { path: '/sbin/sysupgrade' },
  firstboot: { path: '/sbin/firstboot' },
  date: { path: '/bin/date', shaped: true },
  cron: { path: '/etc/init.d/cron' },
  wg: { path: '/usr/bin/wg', pkg: 'wireguard-tools' },
  mmcli: { path: '/usr/bin/mmcli', pkg: 'modemmanager', shaped: true },
  uqmi: { path: '/sbin/uqmi', pkg: 'uqmi' },
  // Service > Disk management (router-storage.ts): fstools' block-mount, BusyBox's df, mount, umount,
  // mkdir, readlink, and each file system's mkfs
  block: { path: '/sbin/block', pkg: 'block-mount' },
  df: { path: '/bin/df', shaped: true },
  mkdir: { path: '/bin/mkdir', shaped: true },
  mount: { path: '/bin/mount', shaped: true },
  umount: { path: '/bin/umount', shaped: true },
  readlink: { path: '/usr/bin/readlink', shaped: true },
  'mkfs.ext4': { path: '/usr/sbin/mkfs.ext4', pkg: 'e2fsprogs' },
  'mkfs.fat': { path: '/usr/sbin/mkfs.fat', pkg: 'dosfstools' },
  'mkfs.exfat': { path: '/usr/sbin/mkfs.exfat', pkg: 'exfatprogs' },
  // wpad's hostapd (any variant installs /usr/sbin/hostapd)
  hostapd: { path: '/usr/sbin/hostapd' },
} as const satisfies Record<string, Program>;

export type RouterProgram = keyof typeof routerPrograms;

/** the plugin's method that runs a shaped program (routerd.uc `exec`), answering as `file exec` does */
export const shapedExec = ['routerd', 'exec'] as const;

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
    const [object, method] = (routerPrograms[program] as Program).shaped ? shapedExec : ['file', 'exec'];
    const answer = await ubus.call<Partial<ExecAnswer>>(object, method, { command: routerPrograms[program].path, params });
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
