// The record of committed changesets (DESIGN: history with diff and revert builds on it).
// An entry is written through the same journal as the files it describes, so a changeset
// and its record land together.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMissing, removeQuietly, writeFileSynced } from './durable-fs';
import type { JournalChange } from './uci-journal';
import { historyEntryId, redactFile, type HistoryBounds, type UciHistoryEntry, type UciHistoryFile } from '@rc/core/uci/history-entry';

/** The address of the administrator whose request is saving, for the entries it records. */
export const changeAuthor = new AsyncLocalStorage<string>();

// <timestamp>-<seq>.json: sorting the names sorts the entries by time.
const ENTRY_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}\.json$/;

export class UciHistory {
  private seq = 0;

  constructor(
    readonly dir: string,
    private readonly bounds: HistoryBounds,
  ) {}

  /** The entry for a changeset, as a file change to commit with it; none when keeping no history. */
  record(op: string, files: UciHistoryFile[], now = new Date()): JournalChange | undefined {
    if (this.bounds.entries <= 0) return undefined;
    this.seq = (this.seq + 1) % 1_000_000;
    const id = historyEntryId(now, this.seq);
    const by = changeAuthor.getStore();
    const entry: UciHistoryEntry = { id, time: now.toISOString(), op, ...(by ? { by } : {}), files: files.map(redactFile) };
    return { area: 'history', target: `${id}.json`, text: `${JSON.stringify(entry, null, 1)}\n` };
  }

  /** Drops the oldest entries beyond the bounds, by count and by bytes (issue 12.8). */
  async prune(): Promise<void> {
    const newestFirst = (await this.entryNames()).reverse();
    let bytes = 0;
    for (const [index, name] of newestFirst.entries()) {
      bytes += await sizeOf(path.join(this.dir, name));
      if (index >= this.bounds.entries || bytes > this.bounds.bytes) await removeQuietly(path.join(this.dir, name));
    }
  }

  /**
   * Forgets every entry (a factory reset: the next owner gets no trace of the last one), leaving
   * only `marker`, an entry without files that says what emptied the history.
   */
  async clear(marker: string): Promise<void> {
    for (const name of await this.entryNames()) await removeQuietly(path.join(this.dir, name));
    const entry = this.record(marker, []);
    if (entry?.text) await writeFileSynced(path.join(this.dir, entry.target), entry.text);
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

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
}
