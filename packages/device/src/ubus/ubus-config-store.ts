// The configuration store on a router: UCI through rpcd's `uci` object (rpcd uci.c). A read is
// `uci get {config}`; a transact stages the difference between its draft and what it read
// (`uci add/set/delete/order`, kept by rpcd in the session's delta folder /tmp/.uci-<session>)
// and lands it with `uci commit {config}`, after which rpcd sends procd `config.change` and the
// services reload by their procd triggers. A save that can cut the administrator off lands with
// `uci apply {rollback: true, timeout}` instead: rpcd restores the files on its own timer unless
// `uci confirm` comes first. Browser-safe.
import type { ConfigStore, SideFiles, UciCommitResult, UciDraft } from '../uci/config-store';
import type { UciHistoryEntry, UciHistoryFile } from '../uci/history-entry';
import { clonePackage, packagesEqual } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';
import { NotOnRouterError, SideFilesUnsupportedError } from './not-on-router';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { writeRouterFile } from './router-files';
import { fromRpcdValues, stagePackage, type PackageDiff, type ReadPackage, type RpcdSection } from './uci-changes';

/** How a transact lands its changes: committed, or applied with rpcd's rollback timer. */
export type Landing = { kind: 'commit' } | { kind: 'apply'; timeoutSeconds: number };

/** A changeset's history entry staged on the router until its apply is confirmed (router-history.ts). */
export interface StagedHistory {
  token: string;
  bytes: number;
}

/** Where landed changesets are recorded: the `routerd` plugin's history (router-history.ts). */
export interface ChangeHistory {
  /** a committed changeset; never throws: the change is live whether or not it was recorded */
  record(op: string, files: UciHistoryFile[]): Promise<void>;
  /** a changeset applied with rollback, to land() once confirmed; undefined when it could not be staged */
  stage(op: string, files: UciHistoryFile[]): Promise<StagedHistory | undefined>;
  land(staged: StagedHistory): Promise<void>;
  /** newest first */
  list(): Promise<UciHistoryEntry[]>;
}

/** What every store of one console shares: the listeners of a landed changeset, the history. */
interface StoreHooks {
  landed: Array<(changed: string[]) => Promise<void>>;
  /** loaded with the first save or History page: the home page does without it (DESIGN budgets) */
  history?: () => Promise<ChangeHistory>;
}

export class UbusConfigStore implements ConfigStore {
  /** a changeset of this store landed with rpcd's rollback timer (a risky op's store) */
  appliedWithRollback = false;
  /** the history entry of the changeset applied with rollback, to record if it is confirmed */
  stagedHistory: StagedHistory | undefined;

  constructor(
    private readonly ubus: Ubus,
    /** where a changeset's side files go (the OpenVPN PEMs: router-openvpn-pems.ts); none: a side file is refused */
    private readonly sideDir?: string,
    private readonly landing: Landing = { kind: 'commit' },
    // The session's delta folder is one for all of this browser's changes: one changeset at a time.
    private readonly turn: { tail: Promise<unknown> } = { tail: Promise.resolve() },
    private readonly hooks: StoreHooks = { landed: [] },
  ) {}

  /** The same store, landing its changesets with `uci apply {rollback}` (a risky op). */
  withRollback(timeoutSeconds: number): UbusConfigStore {
    return new UbusConfigStore(this.ubus, this.sideDir, { kind: 'apply', timeoutSeconds }, this.turn, this.hooks);
  }

  /**
   * Runs after each changeset rpcd committed or applied, with the packages it changed: what the
   * router reads outside UCI follows (UbusPlatform.applyConfig: the crontab, options.pptp, ...).
   */
  onLanded(listener: (changed: string[]) => Promise<void>): void {
    this.hooks.landed.push(listener);
  }

  /** Records each landed changeset in `history`: a commit at once, an apply once confirmed (router-apply.ts). */
  keepHistory(history: () => Promise<ChangeHistory>): void {
    this.hooks.history = history;
  }

  /** The recorded changesets, newest first. */
  async listHistory(): Promise<UciHistoryEntry[]> {
    if (!this.hooks.history) throw new NotOnRouterError('the configuration history');
    return (await this.hooks.history()).list();
  }

  async read(pkg: string): Promise<UciPackage> {
    return (await this.load(pkg)).pkg;
  }

  /** Every read asks rpcd: another browser or ssh may have changed the file since. */
  async peek(pkg: string): Promise<Readonly<UciPackage>> {
    return this.read(pkg);
  }

  transact(op: string, pkgs: string[], change: (draft: UciDraft, side: SideFiles) => void | Promise<void>): Promise<UciCommitResult> {
    const run = this.turn.tail.then(() => this.stageAndLand(op, [...new Set(pkgs)].sort(), change));
    this.turn.tail = run.catch(() => undefined);
    return run;
  }

  private async stageAndLand(op: string, names: string[], change: (draft: UciDraft, side: SideFiles) => void | Promise<void>): Promise<UciCommitResult> {
    const loaded = new Map(await Promise.all(names.map(async (name) => [name, await this.load(name)] as const)));
    const draft: UciDraft = Object.fromEntries([...loaded].map(([name, read]) => [name, read.pkg]));
    const before = new Map([...loaded].map(([name, read]) => [name, clonePackage(read.pkg)]));
    const sideFiles = new Map<string, { text: string; mode: number }>();
    await change(draft, { write: (name, text, mode) => void sideFiles.set(this.sidePath(op, name), { text, mode }) });
    const changed = names.filter((name) => !packagesEqual(before.get(name)!, wanted(draft, name)));
    // The UCI parser and writer load with the first save, not with the pages that only read (DESIGN budgets).
    const { writableText } = await import('../uci/uci-writable');
    const afterTexts = new Map(changed.map((name) => [name, writableText(op, wanted(draft, name))]));
    const diffs = changed.map((config) => ({ config, before: before.get(config)!, beforeNames: loaded.get(config)!.order, names: loaded.get(config)!.names, after: wanted(draft, config) }));
    if ((await this.stage(changed, diffs, sideFiles)) > 0) {
      await this.land(changed);
      await this.record(op, diffs.map(({ config, before: pkg }) => ({ pkg: config, before: pkg, after: afterTexts.get(config)! })));
      for (const listener of this.hooks.landed) await listener(changed);
    }
    return { changed };
  }

  /** A side file's path on the router: a plain name in the side folder, nothing else. */
  private sidePath(op: string, name: string): string {
    if (!this.sideDir || !/^[\w.-]+$/.test(name) || name.startsWith('.')) throw new SideFilesUnsupportedError(op);
    return `${this.sideDir}/${name}`;
  }

  /**
   * Stages the UCI changes, then writes the side files (rpcd's `file write`: created with `mode`,
   * O_TRUNC in place), before anything lands: a write that fails leaves the settings as they were,
   * and the options never point at a file of a save that failed.
   */
  private async stage(changed: string[], diffs: PackageDiff[], sideFiles: Map<string, { text: string; mode: number }>): Promise<number> {
    let calls = 0;
    try {
      for (const diff of diffs) calls += await stagePackage(this.ubus, diff);
      for (const [path, { text, mode }] of sideFiles) await writeRouterFile(this.ubus, path, text, mode);
      return calls;
    } catch (error) {
      // Nothing half-staged stays behind for the next save to commit by accident.
      await Promise.allSettled(changed.map((config) => this.ubus.call('uci', 'revert', { config })));
      throw error;
    }
  }

  private async land(changed: string[]): Promise<void> {
    if (this.landing.kind === 'apply') {
      await this.ubus.call('uci', 'apply', { rollback: true, timeout: this.landing.timeoutSeconds });
      this.appliedWithRollback = true;
      return;
    }
    for (const config of changed) await this.ubus.call('uci', 'commit', { config });
  }

  /**
   * The landed changeset's history entry, written or staged; the UCI writer made `after`, it makes
   * `before` the same way (never null: rpcd changes only files that exist, uci.c rpc_uci_add).
   */
  private async record(op: string, files: Array<{ pkg: string; before: UciPackage; after: string }>): Promise<void> {
    const history = await this.hooks.history?.().catch(() => undefined);
    if (!history) return;
    const { exportUci } = await import('../uci/uci-format');
    const texts: UciHistoryFile[] = files.map((file) => ({ ...file, before: exportUci(file.before) }));
    if (this.landing.kind === 'commit') await history.record(op, texts);
    else this.stagedHistory = await history.stage(op, texts);
  }

  private async load(name: string): Promise<ReadPackage> {
    try {
      const answer = await this.ubus.call<{ values?: Record<string, RpcdSection> }>('uci', 'get', { config: name });
      return fromRpcdValues(name, answer.values ?? {});
    } catch (error) {
      // uci_load of a file that is not there: the package reads as empty, as on the daemon.
      if (error instanceof UbusCallError && error.status === UbusStatus.notFound) return { pkg: { name, sections: [] }, names: new Map(), order: [] };
      throw error;
    }
  }
}

function wanted(draft: UciDraft, name: string): UciPackage {
  return { name, sections: draft[name]?.sections ?? [] };
}
