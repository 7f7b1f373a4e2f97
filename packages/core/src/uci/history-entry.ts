// One history entry as both stores keep it: the daemon's (uci-history.ts, files in its data
// folder) and a router's (ubus/router-history.ts, the `routerd` plugin's folder on flash). The
// texts are `uci export` form with every credential redacted (history-redaction.ts). Browser-safe.
import { changedSecrets, redact } from './history-redaction';

export interface UciHistoryFile {
  pkg: string;
  /** null: the file did not exist */
  before: string | null;
  /** null: the changeset deleted the file */
  after: string | null;
}

/** A file as history keeps it: credentials replaced, and named when they changed. */
export interface UciHistoryRecordFile extends UciHistoryFile {
  /** `pkg.section.option` of each credential the changeset set, changed or removed */
  secretsChanged: string[];
}

export interface UciHistoryEntry {
  id: string;
  /** ISO 8601 */
  time: string;
  op: string;
  /**
   * who saved it: the signed-in administrator's address on the daemon, the rpcd account on a
   * router (the browser's address is not known there); absent for the daemon's own changes
   */
  by?: string;
  files: UciHistoryRecordFile[];
}

export interface HistoryBounds {
  /** the newest this many entries are kept */
  entries: number;
  /** and of those, as many of the newest as fit in this many bytes */
  bytes: number;
}

/** `<timestamp>-<seq>`: sorting the ids sorts the entries by time (the routerd plugin makes them alike). */
export function historyEntryId(now: Date, seq: number): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${String(seq).padStart(6, '0')}`;
}

export function redactFile(file: UciHistoryFile): UciHistoryRecordFile {
  const before = redact(file.before, file.pkg);
  const after = redact(file.after, file.pkg);
  return { pkg: file.pkg, before: before.text, after: after.text, secretsChanged: changedSecrets(before, after) };
}
