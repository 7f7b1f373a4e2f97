// Programs that check this module without the console's tsconfig (openwrt-test renders the settings
// form) meet ./i18n's import.meta.glob through it: its types come with it.
/// <reference types="vite/client" />
import i18next from 'i18next';
import { areasReady } from './i18n';
import { pendingApplyStore, rememberChange } from './pending-apply';
import { toast } from './toast';

export type ChangeKind = 'saved' | 'added' | 'edited' | 'removed';

/** What one save did: the op that saved it, and for a list the entry (its name field) or how many. */
export interface Change {
  op: string;
  kind: ChangeKind;
  name?: string;
  count?: number;
  /** a settings form's changed fields, "Ping from WAN → off": worded once the strings of on/off have loaded */
  fields?: () => string;
}

/**
 * The one wording of every save's toast (issue 30.3): "Port forwarding 'NAS web' added",
 * "Security saved: Ping from WAN → off". The page is named by the op, as History names it.
 */
export async function changeMessage(change: Change): Promise<string> {
  await areasReady('system');
  const page = i18next.t(`system-history.ops.${change.op}`, { defaultValue: '' });
  if (!page) return i18next.t('common.operationSucceeded');
  const fields = change.fields?.();
  if (change.kind === 'saved') return i18next.t(fields ? 'apply.savedFields' : 'apply.saved', { page, fields });
  if (change.name) return i18next.t(`apply.${change.kind}Named`, { page, name: change.name });
  return i18next.t(`apply.${change.kind}Count`, { page, count: change.count ?? 1 });
}

/** What the rollback dialog names: the page and what changed on it, "Security: Ping from WAN → off". */
function changeTitle(change: Change, message: string): string {
  const fields = change.fields?.();
  if (change.kind !== 'saved' || !fields) return message;
  return i18next.t('apply.changeTitle', { page: i18next.t(`system-history.ops.${change.op}`, { defaultValue: change.op }), fields });
}

/**
 * Says what a save did, once. While the device waits for the change's confirmation, says so,
 * and the confirmation dialog names the change.
 */
export async function announceChange(change: Change): Promise<void> {
  const message = await changeMessage(change);
  const pending = pendingApplyStore.get();
  if (pending?.op === change.op) {
    const title = changeTitle(change, message);
    pendingApplyStore.set({ ...pending, change: title });
    rememberChange(change.op, title);
    toast.success(i18next.t('apply.appliedConfirm', { change: message }));
  } else {
    toast.success(message);
  }
}
