// What the UCI store over ubus (ubus-config-store.ts) hands its save (ubus-config-save.ts, loaded
// with the first save), apart from both so that neither imports the other's types.
import type { UciHistoryEntry, UciHistoryFile } from '@rc/core/uci/history-entry';
import type { ReadPackage } from './rpcd-uci-values';
import type { Ubus } from './ubus';

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

/** What the store hands its save: its bus and settings, its reads, and where the outcome goes. */
export interface SaveTarget {
  ubus: Ubus;
  /** where a changeset's side files go; none: a side file is refused */
  sideDir: string | undefined;
  landing: Landing;
  load(name: string): Promise<ReadPackage>;
  history: (() => Promise<ChangeHistory>) | undefined;
  landed: ReadonlyArray<(changed: string[]) => Promise<void>>;
  /** the changeset landed with rpcd's rollback timer */
  appliedWithRollback(): void;
  staged(history: StagedHistory | undefined): void;
}
