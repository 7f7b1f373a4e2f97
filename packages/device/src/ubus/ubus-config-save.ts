// A changeset of the router's store (ubus-config-store.ts) staged and landed: its difference from
// what was read staged in rpcd's session (uci-changes.ts), its side files written, then `uci commit`
// or, for a risky op, `uci apply {rollback}`, and its history entry recorded or staged. Loaded
// with the first save: the pages that only read do without it (DESIGN budgets). Browser-safe.
import type { SideFiles, UciCommitResult, UciDraft } from '../uci/config-store';
import type { UciHistoryFile } from '../uci/history-entry';
import { clonePackage, packagesEqual } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';
import { SideFilesUnsupportedError } from './not-on-router';
import { writeRouterFile } from './router-files';
import type { ReadPackage } from './rpcd-uci-values';
import type { Ubus } from './ubus';
import { stagePackage, type PackageDiff } from './uci-changes';
import { dropStagedChanges } from './drop-staged-changes';
import type { ChangeHistory, Landing, StagedHistory } from './ubus-config-store';

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

type Change = (draft: UciDraft, side: SideFiles) => void | Promise<void>;

export async function saveChangeset(target: SaveTarget, op: string, names: string[], change: Change): Promise<UciCommitResult> {
  // Before reading: a change rpcd put back after a rollback would be read into this draft and
  // applied with it (drop-staged-changes.ts says why it is there). Checked at every save, not
  // only when this page saw the rollback: rpcd's timer also runs with the browser closed.
  await dropStagedChanges(target.ubus);
  const loaded = new Map(await Promise.all(names.map(async (name) => [name, await target.load(name)] as const)));
  const draft: UciDraft = Object.fromEntries([...loaded].map(([name, read]) => [name, read.pkg]));
  const before = new Map([...loaded].map(([name, read]) => [name, clonePackage(read.pkg)]));
  const sideFiles = new Map<string, { text: string; mode: number }>();
  await change(draft, { write: (name, text, mode) => void sideFiles.set(sidePath(target, op, name), { text, mode }) });
  const changed = names.filter((name) => !packagesEqual(before.get(name)!, wanted(draft, name)));
  // The UCI parser and writer load with the first save, not with the pages that only read (DESIGN budgets).
  const { writableText } = await import('../uci/uci-writable');
  const afterTexts = new Map(changed.map((name) => [name, writableText(op, wanted(draft, name))]));
  const diffs = changed.map((config) => ({ config, before: before.get(config)!, beforeNames: loaded.get(config)!.order, names: loaded.get(config)!.names, after: wanted(draft, config) }));
  if ((await stage(target.ubus, changed, diffs, sideFiles)) > 0) {
    await land(target, changed);
    await record(target, op, diffs.map(({ config, before: pkg }) => ({ pkg: config, before: pkg, after: afterTexts.get(config)! })));
    for (const listener of target.landed) await listener(changed);
  }
  return { changed };
}

/** A side file's path on the router: a plain name in the side folder, nothing else. */
function sidePath(target: SaveTarget, op: string, name: string): string {
  if (!target.sideDir || !/^[\w.-]+$/.test(name) || name.startsWith('.')) throw new SideFilesUnsupportedError(op);
  return `${target.sideDir}/${name}`;
}

/**
 * Stages the UCI changes, then writes the side files (rpcd's `file write`: created with `mode`,
 * O_TRUNC in place), before anything lands: a write that fails leaves the settings as they were,
 * and the options never point at a file of a save that failed.
 */
async function stage(ubus: Ubus, changed: string[], diffs: PackageDiff[], sideFiles: Map<string, { text: string; mode: number }>): Promise<number> {
  let calls = 0;
  try {
    for (const diff of diffs) calls += await stagePackage(ubus, diff);
    for (const [path, { text, mode }] of sideFiles) await writeRouterFile(ubus, path, text, mode);
    return calls;
  } catch (error) {
    // Nothing half-staged stays behind for the next save to commit by accident.
    await Promise.allSettled(changed.map((config) => ubus.call('uci', 'revert', { config })));
    throw error;
  }
}

async function land(target: SaveTarget, changed: string[]): Promise<void> {
  if (target.landing.kind === 'apply') {
    await target.ubus.call('uci', 'apply', { rollback: true, timeout: target.landing.timeoutSeconds });
    target.appliedWithRollback();
    return;
  }
  for (const config of changed) await target.ubus.call('uci', 'commit', { config });
}

/**
 * The landed changeset's history entry, written or staged; the UCI writer made `after`, it makes
 * `before` the same way (never null: rpcd changes only files that exist, uci.c rpc_uci_add).
 */
async function record(target: SaveTarget, op: string, files: Array<{ pkg: string; before: UciPackage; after: string }>): Promise<void> {
  const history = await target.history?.().catch(() => undefined);
  if (!history) return;
  const { exportUci } = await import('../uci/uci-format');
  const texts: UciHistoryFile[] = files.map((file) => ({ ...file, before: exportUci(file.before) }));
  if (target.landing.kind === 'commit') await history.record(op, texts);
  else target.staged(await history.stage(op, texts));
}

function wanted(draft: UciDraft, name: string): UciPackage {
  return { name, sections: draft[name]?.sections ?? [] };
}
