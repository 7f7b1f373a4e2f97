// One running diagnostics program: collects its output (stdout and stderr, as a terminal
// shows them) under a size cap and a time cap, and stops it on request.
import type { ChildProcess } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';

export type StopReason = 'stopped' | 'timeLimit' | 'outputLimit';

export interface JobLimits {
  timeLimitMs: number;
  outputLimitBytes: number;
  /** after SIGINT, how long a program may take to print its summary before SIGKILL */
  killGraceMs: number;
}

export interface JobOutput {
  /** the output from the offset asked for */
  output: string;
  /** where the next poll continues */
  offset: number;
  done: boolean;
  exitCode?: number;
  stopReason?: StopReason;
  error?: 'diagnostics.toolMissing';
}

export class DiagnosticsJob {
  private output = '';
  private bytes = 0;
  private readonly decoder = new StringDecoder('utf8');
  private done = false;
  private exitCode?: number;
  private stopReason?: StopReason;
  private error?: JobOutput['error'];
  private readonly timeLimit: NodeJS.Timeout;
  private killTimer?: NodeJS.Timeout;
  finishedAt?: number;

  constructor(
    private readonly child: ChildProcess,
    private readonly limits: JobLimits,
    private readonly onDone: () => void,
  ) {
    this.timeLimit = setTimeout(() => this.stop('timeLimit'), limits.timeLimitMs);
    child.stdout?.on('data', (chunk: Buffer) => this.collect(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.collect(chunk));
    child.on('error', (err: NodeJS.ErrnoException) => this.finish(undefined, err));
    child.on('close', (code) => this.finish(code ?? undefined));
  }

  get running(): boolean {
    return !this.done;
  }

  read(fromOffset: number): JobOutput {
    const from = Math.max(0, Math.min(Math.trunc(fromOffset) || 0, this.output.length));
    const result: JobOutput = { output: this.output.slice(from), offset: this.output.length, done: this.done };
    if (this.exitCode !== undefined) result.exitCode = this.exitCode;
    if (this.stopReason) result.stopReason = this.stopReason;
    if (this.error) result.error = this.error;
    return result;
  }

  /** SIGINT first: ping then prints its statistics, as Ctrl+C does in a terminal. */
  stop(reason: StopReason): boolean {
    if (this.done || this.stopReason) return false;
    this.stopReason = reason;
    this.child.kill('SIGINT');
    this.killTimer = setTimeout(() => this.child.kill('SIGKILL'), this.limits.killGraceMs);
    return true;
  }

  private collect(chunk: Buffer): void {
    const room = this.limits.outputLimitBytes - this.bytes;
    if (room <= 0) return;
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.bytes += kept.length;
    this.output += this.decoder.write(kept);
    if (this.bytes >= this.limits.outputLimitBytes) this.stop('outputLimit');
  }

  private finish(code: number | undefined, err?: NodeJS.ErrnoException): void {
    if (this.done) return;
    this.done = true;
    this.output += this.decoder.end();
    if (code !== undefined) this.exitCode = code;
    if (err?.code === 'ENOENT' || err?.code === 'EACCES') this.error = 'diagnostics.toolMissing';
    this.finishedAt = Date.now();
    clearTimeout(this.timeLimit);
    clearTimeout(this.killTimer);
    this.onDone();
  }
}
