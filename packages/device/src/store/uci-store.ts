// The configuration store: OpenWrt UCI files under configDir, changed only in changesets
// that land all or nothing (uci-journal.ts) and are recorded in history (uci-history.ts).
import { statSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { makeOwnerOnly } from '../lib/file-mode';
import { isMissing, readTextOrNull } from './durable-fs';
import { KeyedMutex, type Release } from '@rc/core/uci/keyed-mutex';
import { clonePackage, packagesEqual } from '@rc/core/uci/uci-edit';
import { exportUci } from '@rc/core/uci/uci-format';
import type { HistoryBounds, UciHistoryEntry, UciHistoryFile } from '@rc/core/uci/history-entry';
import { UciHistory } from './uci-history';
import { UciJournal, type JournalChange } from './uci-journal';
import { configFileMode } from '@rc/core/uci/config-file-mode';
import { parseUci } from '@rc/core/uci/uci-parse';
import { writableText } from '@rc/core/uci/uci-writable';
import { UciTooLargeError, type UciPackage } from '@rc/core/uci/uci-types';
import { ApplyError, type ConfigStore, type SideFiles, type UciCommitResult, type UciDraft } from '@rc/core/uci/config-store';

export { ApplyError, type SideFiles, type UciCommitResult, type UciDraft } from '@rc/core/uci/config-store';

export interface UciStoreOptions {
  configDir: string;
  /** holds journal.json and history/ */
  stateDir: string;
  /** committed changesets kept in history: the newest 200 within 2 MB unless told */
  history?: Partial<HistoryBounds>;
  /**
   * The largest configuration a backup can hold: no file over `fileBytes`, all of them within
   * `totalBytes`, measured as `uci export` writes them (a later save rewrites a file so). A
   * changeset past either is refused; unbounded unless told.
   */
  bounds?: { fileBytes: number; totalBytes: number };
  /**
   * Runs after each committed changeset with the packages it changed: on OpenWrt the running
   * services take the new files (reload_config). A failure is an ApplyError; the files stay saved.
   */
  apply?: (changed: string[]) => Promise<void>;
  /**
   * A folder of files a changeset may carry beside the UCI files (OpenVPN's certificates and key,
   * /etc/openvpn on a router): written, journaled and recovered with them, never kept in history.
   */
  sideDir?: string;
}

export const defaultHistoryBounds: HistoryBounds = { entries: 200, bytes: 2 * 1024 * 1024 };

interface LoadedPackage {
  pkg: string;
  text: string | null;
  parsed: UciPackage;
}

// Stricter than uci itself: a package name becomes a file name, so it may not carry a path.
const PACKAGE_NAME = /^[a-z0-9_-]+$/;
// A side file is a plain name in its folder too (client.crt), never a temp's or a path.
const SIDE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export class UciStore implements ConfigStore {
  private readonly configDir: string;
  private readonly sideDir: string | undefined;
  private readonly bounds: { fileBytes: number; totalBytes: number };
  private readonly locks = new KeyedMutex();
  private readonly journal: UciJournal;
  private readonly history: UciHistory;
  private readonly apply: ((changed: string[]) => Promise<void>) | undefined;
  private dirsReady: Promise<unknown> | undefined;
  private readonly commitListeners: Array<(changed: string[]) => void> = [];
  /** Parsed packages by the identity of the file they were read from (fileIdentity). */
  private readonly parsed = new Map<string, { identity: string; parsed: UciPackage }>();
  private readonly identities = new Map<string, string>();

  constructor(opts: UciStoreOptions) {
    this.configDir = opts.configDir;
    this.sideDir = opts.sideDir;
    this.bounds = opts.bounds ?? { fileBytes: Infinity, totalBytes: Infinity };
    this.history = new UciHistory(path.join(opts.stateDir, 'history'), { ...defaultHistoryBounds, ...opts.history });
    this.journal = new UciJournal({ config: opts.configDir, history: this.history.dir, ...(opts.sideDir ? { side: opts.sideDir } : {}) }, opts.stateDir);
    this.apply = opts.apply;
  }

  /**
   * Call once at start-up, before serving: completes or undoes a changeset cut short by a crash,
   * and makes the files that hold credentials owner-only if an older version left them readable.
   */
  async recover(): Promise<void> {
    await this.ensureDirs();
    await this.journal.recover();
    for (const pkg of await this.listPackages()) {
      const text = await readTextOrNull(this.pathOf(pkg));
      if (text !== null && configFileMode(pkg, text) !== undefined) await makeOwnerOnly(this.pathOf(pkg));
    }
  }

  /** A missing file reads as an empty package; a malformed one throws UciParseError. */
  async read(pkg: string): Promise<UciPackage> {
    return clonePackage(await this.peek(pkg));
  }

  /**
   * What read answers, without the copy: for a caller that only looks and never changes what
   * it gets (the simulated platform's status answers read two packages for every poll).
   */
  async peek(pkg: string): Promise<Readonly<UciPackage>> {
    const file = this.pathOf(pkg);
    // The home page's polls read the same files many times a second (bench/README.md "Status op
    // under load"): a file unchanged since its last read is not read and parsed again. Taken
    // before the read, so a change in between makes the next read miss, never serve stale.
    const identity = this.identityThisTurn(pkg, file);
    const hit = this.parsed.get(pkg);
    if (hit && hit.identity === identity) return hit.parsed;
    const parsed = parseUci((await readTextOrNull(file)) ?? '', file);
    this.parsed.set(pkg, { identity, parsed });
    return parsed;
  }

  /**
   * A file's identity, looked at once per turn of the event loop: the requests that arrive
   * together (a burst of polls) share one stat, and a write finished before this turn is seen.
   */
  private identityThisTurn(pkg: string, file: string): string {
    let identity = this.identities.get(pkg);
    if (identity === undefined) {
      identity = fileIdentity(file);
      if (this.identities.size === 0) setImmediate(() => this.identities.clear());
      this.identities.set(pkg, identity);
    }
    return identity;
  }

  /** The file as it is on disk; '' if missing. */
  async readRaw(pkg: string): Promise<string> {
    return (await readTextOrNull(this.pathOf(pkg))) ?? '';
  }

  /** The packages that have a file, sorted. */
  async listPackages(): Promise<string[]> {
    try {
      const entries = await readdir(this.configDir, { withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && PACKAGE_NAME.test(entry.name)).map((entry) => entry.name).sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  /** Every config file's text as it is now (a pending apply keeps them to go back to). */
  async snapshot(): Promise<Map<string, string>> {
    const pkgs = await this.listPackages();
    return new Map(await Promise.all(pkgs.map(async (pkg) => [pkg, (await readTextOrNull(this.pathOf(pkg))) ?? ''] as const)));
  }

  /**
   * Writes the named files back as given, verbatim (null deletes one), as one changeset: the
   * rollback of a pending apply. Packages not named stay as they are.
   */
  async restoreFiles(files: ReadonlyMap<string, string | null>, op: string): Promise<UciCommitResult> {
    const pkgs = [...files.keys()];
    pkgs.forEach((pkg) => this.pathOf(pkg));
    const release = await this.locks.acquire(pkgs);
    try {
      const changes: UciHistoryFile[] = [];
      for (const [pkg, after] of files) {
        const before = await readTextOrNull(this.pathOf(pkg));
        if (before !== after) changes.push({ pkg, before, after });
      }
      return await this.commit(op, changes);
    } finally {
      release();
    }
  }

  /** Committed changesets, newest first. */
  async listHistory(): Promise<UciHistoryEntry[]> {
    return this.history.list();
  }

  /** Forgets the history (factory reset), which then holds one entry `marker` without files. */
  async clearHistory(marker: string): Promise<void> {
    await this.ensureDirs();
    await this.history.clear(marker);
  }

  /**
   * Runs `change` on copies of the packages and commits the ones it really changed, and the side
   * files it wrote, as one changeset. If `change` throws, nothing is written and the error propagates.
   */
  async transact(op: string, pkgs: string[], change: (draft: UciDraft, side: SideFiles) => void | Promise<void>): Promise<UciCommitResult> {
    const names = [...new Set(pkgs)].sort();
    names.forEach((pkg) => this.pathOf(pkg));
    const release = await this.locks.acquire(names);
    try {
      const loaded = await Promise.all(names.map((pkg) => this.load(pkg)));
      const draft: UciDraft = Object.fromEntries(loaded.map(({ pkg, parsed }) => [pkg, clonePackage(parsed)]));
      const side: JournalChange[] = [];
      await change(draft, { write: (name, text, mode) => side.push(this.sideChange(name, text, mode)) });
      assertSameKeys(op, draft, names);
      return await this.commit(op, loaded.flatMap((current) => rewrite(op, current, draft)), side);
    } finally {
      release();
    }
  }

  /**
   * Makes the config folder hold exactly `files` (package name to file text), kept verbatim;
   * packages not named are deleted. For factory reset. Every text must parse, or nothing is written.
   */
  replaceAll(files: Record<string, string>, op: string): Promise<UciCommitResult> {
    return this.writeFiles(files, op, 'deleteOthers');
  }

  /**
   * Writes `files` verbatim as one changeset and leaves every package they do not name as it is,
   * as `sysupgrade -r` only extracts its archive. For backup restore. Every text must parse, or
   * nothing is written.
   */
  extractFiles(files: Record<string, string>, op: string): Promise<UciCommitResult> {
    return this.writeFiles(files, op, 'keepOthers');
  }

  private async writeFiles(files: Record<string, string>, op: string, others: 'deleteOthers' | 'keepOthers'): Promise<UciCommitResult> {
    const wanted = new Map(Object.entries(files));
    this.assertReplaceable(files);
    const release = await this.lockEveryPackage([...wanted.keys()]);
    try {
      const present = others === 'deleteOthers' ? await this.listPackages() : [];
      const names = [...new Set([...present, ...wanted.keys()])].sort();
      const changes: UciHistoryFile[] = [];
      for (const pkg of names) {
        const before = await readTextOrNull(this.pathOf(pkg));
        const after = wanted.get(pkg) ?? null;
        if (before !== after) changes.push({ pkg, before, after });
      }
      return await this.commit(op, changes);
    } finally {
      release();
    }
  }

  /**
   * Throws what replaceAll(files) would throw before writing: a UciParseError for a text uci
   * would refuse, a UciTooLargeError for files a save would rewrite past the store's bounds.
   */
  assertReplaceable(files: Record<string, string>): void {
    const exported = new Map(Object.entries(files).map(([pkg, text]) => [pkg, exportUci(parseUci(text, this.pathOf(pkg)))]));
    this.assertWithinBounds(exported);
  }

  private assertWithinBounds(files: ReadonlyMap<string, string>): void {
    let total = 0;
    for (const [pkg, text] of files) {
      const bytes = Buffer.byteLength(text);
      if (bytes > this.bounds.fileBytes) throw new UciTooLargeError(pkg);
      total += bytes;
    }
    if (total > this.bounds.totalBytes) throw new UciTooLargeError('the configuration');
  }

  /** The files as they will be after `files` land, for the bounds. */
  private async afterCommit(files: UciHistoryFile[]): Promise<Map<string, string>> {
    const after = new Map<string, string>();
    for (const pkg of await this.listPackages()) after.set(pkg, (await readTextOrNull(this.pathOf(pkg))) ?? '');
    for (const file of files) {
      if (file.after === null) after.delete(file.pkg);
      else after.set(file.pkg, file.after);
    }
    return after;
  }

  /** Called after each committed changeset with the packages it changed (what a router then reloads). */
  onCommit(listener: (changed: string[]) => void): void {
    this.commitListeners.push(listener);
  }

  private async commit(op: string, files: UciHistoryFile[], side: JournalChange[] = []): Promise<UciCommitResult> {
    if (files.length === 0 && side.length === 0) return { changed: [] };
    this.parsed.clear();
    this.identities.clear();
    if (this.bounds.fileBytes !== Infinity) this.assertWithinBounds(await this.afterCommit(files));
    await this.ensureDirs();
    if (side.length > 0 && this.sideDir) await mkdir(this.sideDir, { recursive: true, mode: 0o700 });
    const changes: JournalChange[] = files.map(({ pkg, after }) => ({ area: 'config', target: pkg, text: after, mode: after === null ? undefined : configFileMode(pkg, after) }));
    // A side file alone (a new key, the same settings) is no configuration change to list.
    const record = files.length > 0 ? this.history.record(op, files) : undefined;
    if (record) changes.push(record);
    changes.push(...side);
    await this.journal.commit(op, changes);
    await this.history.prune();
    const changed = files.map((file) => file.pkg);
    for (const listener of this.commitListeners) listener(changed);
    await this.applyChanged(changed);
    return { changed };
  }

  private async applyChanged(changed: string[]): Promise<void> {
    if (!this.apply) return;
    try {
      await this.apply(changed);
    } catch (err) {
      throw new ApplyError(err instanceof Error ? err.message : String(err));
    }
  }

  private async load(pkg: string): Promise<LoadedPackage> {
    const file = this.pathOf(pkg);
    const text = await readTextOrNull(file);
    return { pkg, text, parsed: parseUci(text ?? '', file) };
  }

  // A file may appear between listing and locking; list again under the locks until stable.
  private async lockEveryPackage(extra: string[]): Promise<Release> {
    for (;;) {
      const keys = new Set([...(await this.listPackages()), ...extra]);
      const release = await this.locks.acquire(keys);
      if ((await this.listPackages()).every((pkg) => keys.has(pkg))) return release;
      release();
    }
  }

  private sideChange(name: string, text: string, mode: number): JournalChange {
    if (!this.sideDir || !SIDE_NAME.test(name)) throw new TypeError(`invalid side file: ${JSON.stringify(name)}`);
    return { area: 'side', target: name, text, mode };
  }

  private pathOf(pkg: string): string {
    if (!PACKAGE_NAME.test(pkg)) throw new TypeError(`invalid uci package name: ${JSON.stringify(pkg)}`);
    return path.join(this.configDir, pkg);
  }

  private ensureDirs(): Promise<unknown> {
    this.dirsReady ??= Promise.all([mkdir(this.configDir, { recursive: true }), mkdir(this.history.dir, { recursive: true })]).catch(
      (error: unknown) => {
        this.dirsReady = undefined;
        throw error;
      },
    );
    return this.dirsReady;
  }
}

/**
 * What tells one version of a file from the next: inode (uci commit and the journal replace a
 * file by rename), size, and modification and change times. A synchronous stat: one syscall
 * answered from the kernel's inode cache, where the asynchronous read it saves costs four trips
 * through libuv's thread pool.
 */
function fileIdentity(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}` : 'missing';
}

function assertSameKeys(op: string, draft: UciDraft, names: string[]): void {
  const keys = Object.keys(draft).sort();
  if (keys.join('/') !== names.join('/')) throw new Error(`${op}: the draft must hold exactly ${names.join(', ')}`);
}

/** The file change a draft asks for, if any, checked to read back as exactly the draft. */
function rewrite(op: string, current: LoadedPackage, draft: UciDraft): UciHistoryFile[] {
  const wanted: UciPackage = { name: current.pkg, sections: draft[current.pkg]?.sections ?? [] };
  if (packagesEqual(current.parsed, wanted)) return [];
  return [{ pkg: current.pkg, before: current.text, after: writableText(op, wanted) }];
}
