// System > History (issue 15) over the store's changeset history: the entries in router terms
// (system/history/history-diff.ts), undoing one or every newer one (history-revert.ts), export.
import type { Ops } from '@rc/contract/registry';
import type { UciHistoryEntry } from '../../uci/history-entry';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';
import { diffPackages, parseOrEmpty } from '../../history/history-diff';
import { fstabPackage } from '../../settings/fstab-settings';
import { draftPackage } from '../../uci/uci-draft';
import { unmountRemovedMounts } from '../service/disk';
import { HistoryConflict, revertEntry, type RevertResult } from '../../history/history-revert';

export const get_history: Handler<Ops['get_history']> = async (_input, ctx) => {
  const entries = await ctx.uciStore.listHistory();
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      time: entry.time,
      op: entry.op,
      by: entry.by ?? '',
      files: entry.files.map((file) => ({
        pkg: file.pkg,
        sections: diffPackages(parseOrEmpty(file.before, file.pkg), parseOrEmpty(file.after, file.pkg), file.secretsChanged),
      })),
    })),
  };
};

export const get_history_raw: Handler<Ops['get_history_raw']> = async ({ id }, ctx) => {
  const entry = await entryOf(ctx, id);
  return { files: entry.files.map(({ pkg, before, after }) => ({ pkg, before, after })) };
};

export const revert_history_entry: Handler<Ops['revert_history_entry']> = async ({ id }, ctx) => {
  const { entry, later } = await findEntry(ctx, id);
  return undo(ctx, 'revert_history_entry', [entry], later);
};

export const restore_history_point: Handler<Ops['restore_history_point']> = async ({ id }, ctx) => {
  // Every newer change, newest first; the chosen entry itself stays.
  return undo(ctx, 'restore_history_point', (await findEntry(ctx, id)).later);
};

export const history_export: Handler<Ops['history_export']> = async ({ id }, ctx) => {
  const entries = id === undefined ? await ctx.uciStore.listHistory() : [await entryOf(ctx, id)];
  ctx.answerFile({ name: id === undefined ? 'history.json' : `history-${id}.json`, data: new TextEncoder().encode(`${JSON.stringify(entries, null, 1)}\n`) });
  return {};
};

async function entryOf(ctx: OpContext, id: string): Promise<UciHistoryEntry> {
  return (await findEntry(ctx, id)).entry;
}

/** The entry of that id and the entries that came after it (the list is newest first). */
async function findEntry(ctx: OpContext, id: string): Promise<{ entry: UciHistoryEntry; later: UciHistoryEntry[] }> {
  const entries = await ctx.uciStore.listHistory();
  const index = entries.findIndex((candidate) => candidate.id === id);
  if (index < 0) throw new OpError('-12', 'history.notFound');
  return { entry: entries[index]!, later: entries.slice(0, index) };
}

/** Undoes the entries in the order given as one changeset; a conflict anywhere writes nothing. */
async function undo(ctx: OpContext, op: string, entries: UciHistoryEntry[], later: UciHistoryEntry[] = []): Promise<RevertResult> {
  const pkgs = [...new Set(entries.flatMap((entry) => entry.files.map((file) => file.pkg)))];
  const keptSecrets = new Set<string>();
  try {
    await ctx.store.transact(op, pkgs, async (draft) => {
      const fstabBefore = pkgs.includes(fstabPackage) ? structuredClone(draftPackage(draft, fstabPackage)) : undefined;
      for (const entry of entries) revertEntry(entry, draft, later).keptSecrets.forEach((secret) => keptSecrets.add(secret));
      if (fstabBefore) await unmountRemovedMounts(ctx, fstabBefore, draftPackage(draft, fstabPackage));
    });
  } catch (error) {
    if (error instanceof HistoryConflict) throw new OpError('-12', 'history.conflict', { where: error.where.join(', ') });
    throw error;
  }
  return { keptSecrets: [...keptSecrets].sort() };
}
