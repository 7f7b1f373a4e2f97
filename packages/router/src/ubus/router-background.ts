// Programs that outlast a request on the router (Disk management's mkfs): the package's routerd
// plugin runs each as an instance of procd's service `routerd-jobs` (routerd.uc background_start,
// _status, _forget), with the same argument array and the same ACL check as rpcd's `file exec`,
// because `file exec` answers only once its program ended and kills it after rpcd's exec timeout.
// procd keeps an exited instance listed with its exit code until it is forgotten. Browser-safe.
import { missingProgram, routerPrograms, type RouterProgram } from './router-programs';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';

/** the plugin's methods, for the ACL (platform-acl-needs.ts) */
export const backgroundMethods = ['background_start', 'background_status', 'background_forget'];

export interface BackgroundJob {
  running: boolean;
  /** once it ended: its exit status (procd: 128 + the signal for a signal death) */
  exitCode?: number;
  /** seconds since it started, by the router's uptime */
  seconds: number;
}

/** Starts the program under procd as job `name`; a missing one of an optional package is a MissingPackageError. */
export async function startBackground(ubus: Ubus, name: string, program: RouterProgram, params: string[]): Promise<void> {
  try {
    await ubus.call('routerd', 'background_start', { name, command: routerPrograms[program].path, params });
  } catch (err) {
    if (err instanceof UbusCallError && err.status === UbusStatus.notFound) throw missingProgram(program);
    throw err;
  }
}

/** The jobs procd lists, running or ended and not yet forgotten; none where the plugin cannot say. */
export async function backgroundJobs(ubus: Ubus): Promise<Map<string, BackgroundJob>> {
  type Answer = { jobs?: Record<string, BackgroundJob> };
  const answer = await ubus.call<Answer>('routerd', 'background_status', {}).catch((err: unknown): Answer => {
    if (err instanceof UbusCallError) return {};
    throw err;
  });
  return new Map(Object.entries(answer.jobs ?? {}));
}

/** Forgets an ended job (procd `service delete` of its instance); a running one stays. */
export async function forgetBackground(ubus: Ubus, name: string): Promise<void> {
  await ubus.call('routerd', 'background_forget', { name });
}
