// Utilities > Diagnostics on the router: BusyBox's ping, traceroute and nslookup through rpcd's
// file exec (asked by routerd.uc `exec` once the host is one argument of a host's shape), with the same argument arrays as the daemon's runner (diagnostics-command.ts) and
// the host checked by the same rule first, and the page's jobs (routerDiagnosticsOps). rpcd answers
// once the program has ended (within its exec timeout), so the output comes whole rather than line
// by line; Stop ends the program on the router (routerd.uc diagnostics_stop) and rpcd then answers
// with what it printed so far. Browser-safe.
import type { DiagnosticsProtocol, DiagnosticsTool } from '@rc/contract/diagnostics';
import { DiagnosticsError, DiagnosticsProtocols, DiagnosticsTools } from '@rc/contract/diagnostics';
import { diagnosticsArgs } from '@rc/core/diagnostics/diagnostics-command';
import { isDiagnosticsHost } from '@rc/core/diagnostics/diagnostics-host';
import type { Ubus } from './ubus';
import { networkHost, type ExecShape } from './exec-shapes';
import { execProgram, routerPrograms, RouterProgramError } from './router-programs';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { fieldRefusal, OpError } from '@rc/core/errors/op-error';

export interface DiagnosticsAnswer {
  /** the program's exit status: 0 when it reached the host */
  code: number;
  /** what it printed, standard output then standard error */
  output: string;
}

/** The argument array rpcd runs: the program's path, then its arguments. */
export function diagnosticsArgv(tool: DiagnosticsTool, protocol: DiagnosticsProtocol, host: string): string[] {
  if (!isDiagnosticsHost(host)) throw new RangeError('not a host diagnostics may be given');
  return [routerPrograms[tool].path, ...diagnosticsArgs(tool, protocol, host)];
}

export async function runDiagnostics(ubus: Ubus, tool: DiagnosticsTool, protocol: DiagnosticsProtocol, host: string): Promise<DiagnosticsAnswer> {
  const answer = await execProgram(ubus, tool, diagnosticsArgv(tool, protocol, host).slice(1));
  return { code: answer.code, output: answer.stdout + answer.stderr };
}

/**
 * Ends the program rpcd runs with exactly this argument array (routerd.uc diagnostics_stop: a
 * child of rpcd, one of the diagnostics programs, SIGINT). False when the plugin could not be asked.
 */
export async function stopDiagnostics(ubus: Ubus, argv: string[]): Promise<boolean> {
  const [command, ...params] = argv;
  return ubus.call('routerd', 'diagnostics_stop', { command, params }).then(
    () => true,
    () => false,
  );
}

/** Each tool's argument arrays for routerd.uc `exec` (exec-shapes.ts): the host one argument of a host's shape. */
export function diagnosticsExecShapes(): ExecShape[] {
  const hostSlot = '\0host';
  const shapes = DiagnosticsTools.flatMap((tool) =>
    DiagnosticsProtocols.map((protocol): ExecShape => ({ command: routerPrograms[tool].path, params: diagnosticsArgs(tool, protocol, hostSlot).map((arg) => (arg === hostSlot ? networkHost : arg)) })),
  );
  return shapes.filter((shape, i) => shapes.findIndex((other) => JSON.stringify(other) === JSON.stringify(shape)) === i);
}

/** As many programs at once as the daemon's runner allows (system/diagnostics/diagnostics-runner.ts). */
const maxRunning = 2;
/** Finished jobs kept for the page to read; older ones are forgotten. */
const maxFinished = 10;

interface RouterDiagnosticsJob {
  /** what rpcd runs, and so what Stop names */
  argv: string[];
  answer?: DiagnosticsAnswer;
  error?: string;
  /** Stop was asked: the output that comes is the partial one */
  stopped?: boolean;
  /** Stop could not reach the router (a package without diagnostics_stop): ended for the page only */
  abandoned?: boolean;
}

const isOver = (job: RouterDiagnosticsJob) => Boolean(job.answer || job.error || job.abandoned);

/**
 * Utilities > Diagnostics' ops on a router: a job per program, run through rpcd's file exec and
 * kept in the browser. rpcd answers only once the program has ended (ping's -c, traceroute's and
 * nslookup's own limits bound it), so a job's output comes whole. Stop ends the program on the
 * router; rpcd then answers with the output so far, which the page shows as stopped, as the
 * daemon's runner does.
 */
export function routerDiagnosticsOps(ubus: Ubus) {
  const jobs = new Map<string, RouterDiagnosticsJob>();
  const running = () => [...jobs.values()].filter((job) => !isOver(job)).length;
  const forgetOld = () => {
    const finished = [...jobs].filter(([, job]) => isOver(job));
    for (const [id] of finished.slice(0, Math.max(0, finished.length - maxFinished))) jobs.delete(id);
  };
  const known = (jobId: string) => {
    const job = jobs.get(jobId);
    if (!job) throw fieldRefusal('jobId', DiagnosticsError.unknownJob);
    return job;
  };
  return {
    async diagnose_start({ host, tool, protocol }: { host: string; tool: DiagnosticsTool; protocol: DiagnosticsProtocol }) {
      if (running() >= maxRunning) throw new OpError('-12', DiagnosticsError.busy);
      const jobId = randomUuid();
      const job: RouterDiagnosticsJob = { argv: diagnosticsArgv(tool, protocol, host) };
      jobs.set(jobId, job);
      runDiagnostics(ubus, tool, protocol, host).then(
        (answer) => (job.answer = answer),
        (error: unknown) => (job.error = isMissingProgram(error) ? DiagnosticsError.toolMissing : DiagnosticsError.failed),
      ).finally(forgetOld);
      return { jobId };
    },
    async diagnose_result({ jobId, offset }: { jobId: string; offset: number }) {
      const job = known(jobId);
      if (job.error) return { output: '', offset, done: true, error: job.error };
      if (!job.answer) return job.abandoned ? { output: '', offset, done: true, stopReason: 'stopped' as const } : { output: '', offset, done: false };
      const { output, code } = job.answer;
      const part = { output: output.slice(offset), offset: Math.max(offset, output.length), done: true };
      // rpcd's code of a program a signal ended is no exit status (file.c: WEXITSTATUS of it)
      return job.stopped ? { ...part, stopReason: 'stopped' as const } : { ...part, exitCode: code };
    },
    async diagnose_stop({ jobId }: { jobId: string }) {
      const job = known(jobId);
      if (isOver(job) || job.stopped) return {};
      job.stopped = true;
      if (!(await stopDiagnostics(ubus, job.argv))) job.abandoned = true;
      return {};
    },
  };
}

function isMissingProgram(error: unknown): boolean {
  return error instanceof MissingPackageError || (error instanceof RouterProgramError && error.reason === 'not installed');
}

/** A v4 UUID from getRandomValues: crypto.randomUUID needs a secure context, and the router is often plain http. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
