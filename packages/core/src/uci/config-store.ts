// What op handlers and settings code use of the configuration: read a package, and change
// packages (with side files) as one changeset. The Node daemon's UciStore keeps files on disk;
// on a router the browser's UbusConfigStore reaches them through rpcd's `uci` object (issue 27).
// Browser-safe: no Node module.
import type { UciPackage } from './uci-types';

export type UciDraft = Record<string, UciPackage>;

/** The side files a changeset writes with its UCI files (transact's second argument). */
export interface SideFiles {
  /** Stages `name` (a plain file name in the side folder) to hold `text` with `mode` once the changeset lands. */
  write(name: string, text: string, mode: number): void;
}

export interface UciCommitResult {
  /** the packages whose file was rewritten (or deleted), sorted */
  changed: string[];
}

/** The files were saved but the system could not take them (a reload program failed). */
export class ApplyError extends Error {
  constructor(readonly reason: string) {
    super(`the saved settings could not be applied: ${reason}`);
    this.name = 'ApplyError';
  }
}

export interface ConfigStore {
  /** A copy of the package, the caller's to change; a missing package reads as empty. */
  read(pkg: string): Promise<UciPackage>;
  /** What read answers, without the copy: for a caller that only looks. */
  peek(pkg: string): Promise<Readonly<UciPackage>>;
  /**
   * Runs `change` on copies of the packages and lands the ones it really changed, and the side
   * files it wrote, as one changeset. If `change` throws, nothing is written and the error propagates.
   */
  transact(op: string, pkgs: string[], change: (draft: UciDraft, side: SideFiles) => void | Promise<void>): Promise<UciCommitResult>;
}
