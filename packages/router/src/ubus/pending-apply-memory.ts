// The pending risky change of a router's console (router-apply.ts) in the tab's sessionStorage,
// keyed by rpcd's session: a reload finds the change and its deadline again (only the session that
// applied it may confirm it, rpcd uci.c rpc_uci_confirm), a new sign-in starts with none.
// Browser-safe.
import type { PendingApplyMemory, PendingRouterApply } from './router-apply';
import type { StagedHistory } from './ubus-save-target';

const keyPrefix = 'routerd.pendingApply.';

/** the part of the browser's Storage used here (the device package is typed without the DOM) */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function sessionStorageMemory(storage: KeyValueStorage, session: () => string): PendingApplyMemory {
  const key = () => keyPrefix + session();
  return {
    read: () => parsePending(storage.getItem(key())),
    write: (pending) => (pending ? storage.setItem(key(), JSON.stringify(pending)) : storage.removeItem(key())),
  };
}

function parsePending(text: string | null): PendingRouterApply | undefined {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { op, deadline, history } = value as Record<string, unknown>;
    if (typeof op !== 'string' || typeof deadline !== 'number' || !Number.isFinite(deadline)) return undefined;
    return { op, deadline, ...(isStagedHistory(history) ? { history } : {}) };
  } catch {
    // edited by hand or cut short: no pending change known
    return undefined;
  }
}

function isStagedHistory(value: unknown): value is StagedHistory {
  const { token, bytes } = (value ?? {}) as Record<string, unknown>;
  return typeof token === 'string' && typeof bytes === 'number' && Number.isSafeInteger(bytes);
}
