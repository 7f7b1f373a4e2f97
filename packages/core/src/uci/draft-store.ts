// Several tabs' saves as one changeset (the first-start wizard, issue 32.2): a ConfigStore whose
// transact runs the tab's change on the outer transaction's draft instead of committing, and whose
// reads see what the earlier saves of the same changeset wrote. Browser-safe.
import type { ConfigStore, SideFiles, UciDraft } from './config-store';
import { clonePackage } from './uci-edit';
import type { UciPackage } from './uci-types';

export function draftStore(outer: ConfigStore, draft: UciDraft, side: SideFiles): ConfigStore {
  const peek = async (pkg: string): Promise<Readonly<UciPackage>> => draft[pkg] ?? outer.peek(pkg);
  return {
    peek,
    read: async (pkg) => clonePackage(await peek(pkg)),
    transact: async (op, pkgs, change) => {
      // The outer changeset took its packages' lock up front: one it did not name cannot join.
      const missing = pkgs.find((pkg) => !draft[pkg]);
      if (missing) throw new Error(`${op}: the changeset holds no package ${missing}`);
      await change(draft, side);
      return { changed: [] };
    },
  };
}
