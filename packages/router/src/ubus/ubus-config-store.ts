// The configuration store on a router: UCI through rpcd's `uci` object (rpcd uci.c). A read is
// `uci get {config}`; a transact stages the difference between its draft and what it read
// (`uci add/set/delete/order`, kept by rpcd in the session's delta folder /tmp/.uci-<session>)
// and lands it with `uci commit {config}`, after which rpcd sends procd `config.change` and the
// services reload by their procd triggers. A save that can cut the administrator off lands with
// `uci apply {rollback: true, timeout}` instead: rpcd restores the files on its own timer unless
// `uci confirm` comes first. The save path (ubus-config-save.ts) loads with the first save. Browser-safe.
import type { ConfigStore, SideFiles, UciCommitResult, UciDraft } from '@rc/core/uci/config-store';
import type { UciHistoryEntry } from '@rc/core/uci/history-entry';
import type { UciPackage } from '@rc/core/uci/uci-types';
import { NotOnRouterError } from '@rc/core/errors/not-on-router';
import { holdBatchFor } from './hold-batch';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { fromRpcdValues, type ReadPackage, type RpcdSection } from './rpcd-uci-values';
import type { ChangeHistory, Landing, SaveTarget, StagedHistory } from './ubus-save-target';
import { dropStagedChanges } from './drop-staged-changes';

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
    const run = this.turn.tail.then(async () => (await holdBatchFor(this.ubus, import('./ubus-config-save'))).saveChangeset(this.saveTarget(), op, [...new Set(pkgs)].sort(), change));
    this.turn.tail = run.catch(() => undefined);
    return run;
  }

  /**
   * Drops what rpcd put back into the session after a rollback (drop-staged-changes.ts), so
   * that the pages read the router's values again; in the changesets' turn, never inside a save.
   */
  dropStaged(): Promise<string[]> {
    const run = this.turn.tail.then(() => dropStagedChanges(this.ubus));
    this.turn.tail = run.catch(() => undefined);
    return run;
  }

  /** What the save (ubus-config-save.ts, loaded with the first one) takes of this store. */
  private saveTarget(): SaveTarget {
    return {
      ubus: this.ubus,
      sideDir: this.sideDir,
      landing: this.landing,
      load: (name) => this.load(name),
      history: this.hooks.history,
      landed: this.hooks.landed,
      appliedWithRollback: () => void (this.appliedWithRollback = true),
      staged: (history) => void (this.stagedHistory = history),
    };
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

