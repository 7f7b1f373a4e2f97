// diagnose_start / diagnose_result (API.md Utilities): runs the real ping, traceroute or
// nslookup (DESIGN: execFile-style argument array, never a shell, only after validation) and
// keeps its output for the console's log box to poll.
import { spawn as nodeSpawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ValidationKey } from '@rc/contract/datatypes';
import {
  DiagnosticsError as DiagnosticsKey,
  DiagnosticsProtocols,
  DiagnosticsTools,
  type DiagnosticsProtocol,
  type DiagnosticsTool,
} from '@rc/contract/diagnostics';
import { diagnosticsArgs } from '@rc/core/diagnostics/diagnostics-command';
import { isDiagnosticsHost } from '@rc/core/diagnostics/diagnostics-host';
import { DiagnosticsJob, type JobLimits, type JobOutput } from './diagnostics-job';
import { defaultSearchPath, resolveProgram } from './resolve-program';

export interface DiagnosticsRequest {
  host: string;
  tool: DiagnosticsTool;
  protocol: DiagnosticsProtocol;
}

// The keys live in the contract, so that the console words every refusal.
export const DiagnosticsError = {
  badHost: ValidationKey.networkHost,
  busy: DiagnosticsKey.busy,
  toolMissing: DiagnosticsKey.toolMissing,
} as const;

export type StartDiagnosticsResult =
  | { ok: true; jobId: string }
  | { ok: false; error: (typeof DiagnosticsError)[keyof typeof DiagnosticsError] };

export interface DiagnosticsRunnerOptions extends Partial<JobLimits> {
  maxConcurrent?: number;
  /** how long a finished job's output stays readable */
  keepFinishedMs?: number;
  /** finished jobs kept at most, the oldest forgotten first */
  maxFinished?: number;
  searchPath?: string;
  spawn?: typeof nodeSpawn;
}

const defaults = {
  timeLimitMs: 30_000,
  outputLimitBytes: 64 * 1024,
  killGraceMs: 1_000,
  maxConcurrent: 2,
  keepFinishedMs: 5 * 60_000,
  maxFinished: 16,
};

export class DiagnosticsRunner {
  private readonly jobs = new Map<string, DiagnosticsJob>();
  private readonly programs: Record<DiagnosticsTool, string | undefined>;
  private readonly settings: typeof defaults;
  private readonly spawn: typeof nodeSpawn;

  constructor(options: DiagnosticsRunnerOptions = {}) {
    const { searchPath = defaultSearchPath, spawn = nodeSpawn, ...limits } = options;
    this.settings = { ...defaults, ...limits };
    this.spawn = spawn;
    this.programs = {
      ping: resolveProgram('ping', searchPath),
      traceroute: resolveProgram('traceroute', searchPath),
      nslookup: resolveProgram('nslookup', searchPath),
    };
  }

  start(request: DiagnosticsRequest): StartDiagnosticsResult {
    assertKnown(request);
    if (!isDiagnosticsHost(request.host)) return { ok: false, error: DiagnosticsError.badHost };
    const program = this.programs[request.tool];
    if (!program) return { ok: false, error: DiagnosticsError.toolMissing };
    if (this.runningCount() >= this.settings.maxConcurrent) return { ok: false, error: DiagnosticsError.busy };
    const child = this.spawn(program, diagnosticsArgs(request.tool, request.protocol, request.host), {
      shell: false,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The C locale keeps the output in the English the console's log box expects.
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
    });
    const jobId = randomUUID();
    this.jobs.set(jobId, new DiagnosticsJob(child, this.settings, () => this.scheduleForget(jobId)));
    return { ok: true, jobId };
  }

  /** Output from `fromOffset` on; undefined for an unknown or forgotten job. */
  result(jobId: string, fromOffset = 0): JobOutput | undefined {
    return this.jobs.get(jobId)?.read(fromOffset);
  }

  /** False when the job is unknown or already over. */
  stop(jobId: string): boolean {
    return this.jobs.get(jobId)?.stop('stopped') ?? false;
  }

  /** Stops every job; for the daemon's shutdown. */
  stopAll(): void {
    for (const job of this.jobs.values()) job.stop('stopped');
  }

  private runningCount(): number {
    return [...this.jobs.values()].filter((job) => job.running).length;
  }

  private scheduleForget(jobId: string): void {
    setTimeout(() => this.jobs.delete(jobId), this.settings.keepFinishedMs).unref();
    const finished = [...this.jobs].filter(([, job]) => !job.running);
    for (const [id] of finished.slice(0, Math.max(0, finished.length - this.settings.maxFinished))) this.jobs.delete(id);
  }
}

// The op schema has checked these already; a caller that skipped it is a bug, not a user error.
function assertKnown(request: DiagnosticsRequest): void {
  if (!DiagnosticsTools.includes(request.tool) || !DiagnosticsProtocols.includes(request.protocol)) {
    throw new TypeError(`unknown diagnostics tool or protocol: ${String(request.tool)}/${String(request.protocol)}`);
  }
}
