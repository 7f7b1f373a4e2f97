// The record of committed changesets (DESIGN: history with diff and revert builds on it).
// An entry is written through the same journal as the files it describes, so a changeset
// and its record land together.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMissing, removeQuietly } from './durable-fs';
import type { JournalChange } from './uci-journal';

export interface UciHistoryFile {
  pkg: string;
  /** null: the file did not exist */
  before: string | null;
  /** null: the changeset deleted the file */
  after: string | null;
}

export interface UciHistoryEntry {
  id: string;
  /** ISO 8601 */
  time: string;
  op: string;
  files: UciHistoryFile[];
}

// <timestamp>-<seq>.json: sorting the names sorts the entries by time.
const ENTRY_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}\.json$/;

export class UciHistory {
  private seq = 0;

  constructor(
    readonly dir: string,
    private readonly limit: number,
  ) {}

  /** The entry for a changeset, as a file change to commit with it; none when keeping no history. */
  record(op: string, files: UciHistoryFile[], now = new Date()): JournalChange | undefined {
    if (this.limit <= 0) return undefined;
    this.seq = (this.seq + 1) % 1_000_000;
    const id = `${now.toISOString().replace(/[:.]/g, '-')}-${String(this.seq).padStart(6, '0')}`;
    const entry: UciHistoryEntry = { id, time: now.toISOString(), op, files };
    return { area: 'history', target: `${id}.json`, text: `${JSON.stringify(entry, null, 1)}\n` };
  }

  /** Drops the oldest entries beyond the limit. */
  async prune(): Promise<void> {
    const names = await this.entryNames();
    const excess = names.slice(0, Math.max(0, names.length - this.limit));
    for (const name of excess) await removeQuietly(path.join(this.dir, name));
  }

  /** Newest first. */
  async list(): Promise<UciHistoryEntry[]> {
    const names = (await this.entryNames()).reverse();
    const entries = await Promise.all(names.map((name) => this.readEntry(name)));
    return entries.filter((entry): entry is UciHistoryEntry => entry !== undefined);
  }

  private async readEntry(name: string): Promise<UciHistoryEntry | undefined> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as UciHistoryEntry;
    } catch (error) {
      // pruned by a concurrent changeset between listing and reading
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async entryNames(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => ENTRY_NAME.test(name)).sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
}
