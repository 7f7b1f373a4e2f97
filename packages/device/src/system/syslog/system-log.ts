// The system log of spec 3 ("date, type, content"), written by the daemon itself: JSON lines in
// <data>/state/syslog. A file over the size bound becomes syslog.1 (the one before it is dropped),
// so the log never grows past two files. Appends are queued: entries keep their order.
import { appendFile, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { SystemLimits } from '@rc/contract/constants';
import { isMissing } from '../../store/durable-fs';
import type { Logger } from '@rc/core/log';

export type LogType = 'net' | 'sys' | 'other';

export interface LogEntry {
  /** epoch milliseconds */
  time: number;
  type: LogType;
  /** what happened, e.g. 'login'; the console words it per language */
  event: string;
  /** the same in English, as a syslog line */
  content: string;
  params: Record<string, string>;
}

export interface SystemLogOptions {
  file: string;
  log: Logger;
  maxFileBytes?: number;
  now?: () => number;
}

const TYPES: readonly string[] = ['net', 'sys', 'other'];

export class SystemLog {
  private queue: Promise<void> = Promise.resolve();
  private readonly maxFileBytes: number;
  private readonly now: () => number;
  private tailChecked = false;
  private failing = false;

  constructor(private readonly options: SystemLogOptions) {
    this.maxFileBytes = options.maxFileBytes ?? SystemLimits.syslogFileBytes;
    this.now = options.now ?? Date.now;
  }

  private get rotated(): string {
    return `${this.options.file}.1`;
  }

  /** Records an entry; a disk failure is reported on the daemon's own log, never to the caller. */
  add(type: LogType, event: string, content: string, params: Record<string, string> = {}, time = this.now()): void {
    const line = JSON.stringify({ time, type, event, content, params } satisfies LogEntry) + '\n';
    this.enqueue(async () => {
      const prefix = this.tailChecked ? '' : await unterminatedTail(this.options.file);
      this.tailChecked = true;
      await appendFile(this.options.file, prefix + line, { mode: 0o600 });
      if ((await stat(this.options.file)).size > this.maxFileBytes) await rename(this.options.file, this.rotated);
    });
  }

  /** Newest first, at most `limit`, of one type or all. */
  async read(type: LogType | 'all', limit: number = SystemLimits.syslogMaxEntries): Promise<LogEntry[]> {
    await this.settled();
    const text = (await readOrEmpty(this.rotated)) + (await readOrEmpty(this.options.file));
    const entries: LogEntry[] = [];
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0 && entries.length < limit; i--) {
      const entry = parseEntry(lines[i] ?? '');
      if (entry && (type === 'all' || entry.type === type)) entries.push(entry);
    }
    return entries;
  }

  /** Empties the log; entries added after this call land in the new one. */
  clear(): Promise<void> {
    this.enqueue(async () => {
      await rm(this.rotated, { force: true });
      await rm(this.options.file, { force: true });
    });
    return this.settled();
  }

  /** Resolves once every entry added so far is on disk. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).then(
      () => {
        this.failing = false;
      },
      (err: unknown) => {
        // A full or read-only disk fails every write: one line about it, not one per entry.
        if (!this.failing) this.options.log.info(`system log not written: ${err instanceof Error ? err.message : String(err)}`);
        this.failing = true;
      },
    );
  }
}

// Only a crash can leave a line without its newline, so the first append of a run checks once.
async function unterminatedTail(file: string): Promise<string> {
  try {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      if (size === 0) return '';
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      return last[0] === 0x0a ? '' : '\n';
    } finally {
      await handle.close();
    }
  } catch (err) {
    if (isMissing(err)) return '';
    throw err;
  }
}

async function readOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if (isMissing(err)) return '';
    throw err;
  }
}

// A power cut during an append can leave half a line: it is skipped, not fatal.
function parseEntry(line: string): LogEntry | undefined {
  if (line === '') return undefined;
  try {
    const value = JSON.parse(line) as Partial<LogEntry>;
    if (typeof value.time !== 'number' || typeof value.event !== 'string' || typeof value.content !== 'string') return undefined;
    if (typeof value.type !== 'string' || !TYPES.includes(value.type)) return undefined;
    const params = Object.fromEntries(Object.entries(value.params ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    return { time: value.time, type: value.type as LogType, event: value.event, content: value.content, params };
  } catch {
    return undefined;
  }
}
