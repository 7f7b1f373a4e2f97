// Every program the openwrt driver runs: an argument array (never a shell), a time limit, and
// a failure that says which program and its first line of stderr (never a stack trace).
import { execFile, type ExecFileException } from 'node:child_process';

export interface ProgramOptions {
  timeoutMs?: number;
  /** the environment; the daemon's own unless told (tests put their stubs on PATH) */
  env?: NodeJS.ProcessEnv;
}

export class ProgramError extends Error {
  constructor(
    readonly program: string,
    readonly reason: string,
  ) {
    super(`${program}: ${reason}`);
    this.name = 'ProgramError';
  }
}

const defaultTimeoutMs = 10_000;
// ubus answers and scan lists are small; a runaway program is cut off, not buffered.
const maxOutputBytes = 1024 * 1024;

export type RunProgram = (program: string, args: string[], options?: { timeoutMs?: number }) => Promise<string>;

/** A runner with the given environment: resolves with stdout, rejects with a ProgramError. */
export function programRunner(base: ProgramOptions = {}): RunProgram {
  return (program, args, options = {}) =>
    new Promise((resolve, reject) => {
      const timeout = options.timeoutMs ?? base.timeoutMs ?? defaultTimeoutMs;
      execFile(program, args, { timeout, maxBuffer: maxOutputBytes, env: base.env ?? process.env, encoding: 'utf8' }, (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        reject(new ProgramError(program, failureReason(error, stderr, timeout)));
      });
    });
}

function failureReason(error: ExecFileException, stderr: string, timeoutMs: number): string {
  if (error.code === 'ENOENT') return 'not installed';
  if (error.killed) return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  const line = stderr.split('\n').find((l) => l.trim() !== '')?.trim();
  return line ? line.slice(0, 200) : `exit status ${String(error.code)}`;
}
