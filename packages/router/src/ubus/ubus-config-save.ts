// A changeset of the router's store (ubus-config-store.ts) staged and landed: its difference from
// what was read staged in rpcd's session (uci-changes.ts), its side files written, then `uci commit`
// or, for a risky op, `uci apply {rollback}`, and its history entry recorded or staged. Loaded
// with the first save: the pages that only read do without it (DESIGN budgets). Browser-safe.
import type { SideFiles, UciCommitResult, UciDraft } from '@rc/core/uci/config-store';
import type { UciHistoryFile } from '@rc/core/uci/history-entry';
import { clonePackage, packagesEqual } from '@rc/core/uci/uci-edit';
import type { UciPackage } from '@rc/core/uci/uci-types';
import { SideFilesUnsupportedError } from '@rc/core/errors/not-on-router';
import { writeRouterFile } from './router-files';
import { holdBatchFor } from './hold-batch';
import type { Ubus } from './ubus';
import { stagePackage, type PackageDiff } from './uci-changes';
import { dropStagedChanges } from './drop-staged-changes';
import type { SaveTarget } from './ubus-save-target';

type Change = (draft: UciDraft, side: SideFiles) => void | Promise<void>;

export async function saveChangeset(target: SaveTarget, op: string, names: string[], change: Change): Promise<UciCommitResult> {
  // The UCI writer and the history load while the packages are read, not after (DESIGN budgets:
  // they load with the first save, not with the pages that only read).
  const tools = holdBatchFor(target.ubus, Promise.all([import('@rc/core/uci/uci-writable'), import('@rc/core/uci/uci-format'), target.history?.().catch(() => undefined)]));
  const loadAll = () => Promise.all(names.map(async (name) => [name, await target.load(name)] as const));
  // A change rpcd put back after a rollback would be read into this draft and applied with it
  // (drop-staged-changes.ts says why it is there). Checked at every save, not only when this page
  // saw the rollback (rpcd's timer also runs with the browser closed), in the same batch as the
  // reads (issue 41); in the rare case that the session held one, the packages are read again.
  const [dropped, firstRead] = await Promise.all([dropStagedChanges(target.ubus), loadAll()]);
  const loaded = new Map(dropped.length > 0 ? await loadAll() : firstRead);
  const draft: UciDraft = Object.fromEntries([...loaded].map(([name, read]) => [name, read.pkg]));
  const before = new Map([...loaded].map(([name, read]) => [name, clonePackage(read.pkg)]));
  const sideFiles = new Map<string, { text: string; mode: number }>();
  await change(draft, { write: (name, text, mode) => void sideFiles.set(sidePath(target, op, name), { text, mode }) });
  const changed = names.filter((name) => !packagesEqual(before.get(name)!, wanted(draft, name)));
  const [{ writableText }, { exportUci }, history] = await tools;
  const diffs = changed.map((config) => ({ config, before: before.get(config)!, beforeNames: loaded.get(config)!.order, names: loaded.get(config)!.names, after: wanted(draft, config) }));
  const files: UciHistoryFile[] = diffs.map(({ config, before: pkg, after }) => ({ pkg: config, before: exportUci(pkg), after: writableText(op, after) }));
  // A change applied with rollback: its history entry is staged beside the changes, to land once confirmed.
  const staging = changed.length > 0 && target.landing.kind === 'apply' ? history?.stage(op, files) : undefined;
  if ((await stage(target.ubus, changed, diffs, sideFiles)) > 0) {
    await land(target, changed);
    if (target.landing.kind === 'apply') target.staged(await staging);
    else await history?.record(op, files);
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
    // every package's changes in one batch (issue 41)
    for (const count of await Promise.all(diffs.map((diff) => stagePackage(ubus, diff)))) calls += count;
    for (const [path, { text, mode }] of sideFiles) await writeRouterFile(ubus, path, text, mode);
    return calls;
  } catch (error) {
    // Nothing half-staged stays behind for the next save to commit by accident.
    await Promise.allSettled(changed.map((config) => ubus.call('uci', 'revert', { config })));
    throw error;
  }
}

/**
 * Lands the staged changes, and in the same batch (after them, as uhttpd runs a batch in order)
 * reads back each changed package: the page's read that follows a save is then answered from that
 * (ubus-read-memo.ts), not by another round trip (issue 41).
 */
async function land(target: SaveTarget, changed: string[]): Promise<void> {
  const landing =
    target.landing.kind === 'apply'
      ? target.ubus.call('uci', 'apply', { rollback: true, timeout: target.landing.timeoutSeconds })
      : Promise.all(changed.map((config) => target.ubus.call('uci', 'commit', { config })));
  for (const config of changed) void target.ubus.call('uci', 'get', { config }).catch(() => undefined);
  await landing;
  if (target.landing.kind === 'apply') target.appliedWithRollback();
}

function wanted(draft: UciDraft, name: string): UciPackage {
  return { name, sections: draft[name]?.sections ?? [] };
}
