// What the router's console does with changes its rpcd session holds outside a save: drops them.
// Loaded with the store (ubus-config-store.ts). Browser-safe.
import type { Ubus } from './ubus';

/**
 * Drops every change staged in the session (`uci changes`, then `uci revert` of each package
 * listed); answers the packages dropped. The console stages only inside one save at a time and
 * reverts what a failed save staged, so whatever the session holds outside a save is a change
 * rpcd put back: rpc_uci_do_rollback (its timer, or `uci rollback`) restores the files AND copies
 * the applied deltas back into the applying session's folder. Left there, `uci get` answers the
 * rolled-back values (it merges the session's deltas) and the next `uci apply` lands them again
 * (rpc_uci_apply commits every package with a delta file in the session, not only the save's).
 * All packages listed, not only those of the change that went back: rpcd's timer also runs while
 * no page of this tab sees it (a closed tab, another tab of the same session), and `uci changes`
 * finds the deltas wherever they came from. Dropped rather than refused: nobody meant to keep them.
 */
export async function dropStagedChanges(ubus: Ubus): Promise<string[]> {
  const { changes } = await ubus.call<{ changes?: Record<string, unknown> }>('uci', 'changes', {});
  const staged = Object.keys(changes ?? {});
  for (const config of staged) await ubus.call('uci', 'revert', { config });
  return staged;
}
