import i18next from 'i18next';
import { createStore } from './store';

/**
 * A risky save the device applied but will roll back unless confirmed (issue 15): which op saved
 * it and when the device's window closes (epoch ms, by this browser's clock). When the change
 * moved the LAN address this page came in by, `followUrl` is where the console is now, and
 * `token` confirms the change there, where this page's session is unknown.
 */
export interface PendingApply {
  op: string;
  deadline: number;
  token?: string;
  followUrl?: string;
  /** what the change was, as its save's toast said it (lib/change-toast.ts) */
  change?: string;
  /** the Wi-Fi the save set (issue 43.1): a computer on it rejoins with the new key before it can confirm */
  ssid?: string;
}

export const pendingApplyStore = createStore<PendingApply | null>(null);

const FOLLOWED_KEY = 'rc.applyFollowed';

/** This page's origin with another host: the console once the LAN address has moved. */
export function originAt(host: string): string {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}`;
}

/** Called with every successful answer: a save answered `pending_apply` opens the question. */
export function notePendingApply(op: string, body: Record<string, unknown>, input?: Record<string, unknown>): void {
  const seconds = Number(body.pending_apply);
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  const token = typeof body.apply_token === 'string' ? body.apply_token : undefined;
  // An address only: the device names where it moved, never a place to send the browser elsewhere.
  const follow = typeof body.follow_host === 'string' && /^[\d.]+$/.test(body.follow_host) ? originAt(body.follow_host) : undefined;
  const ssid = typeof input?.ssid === 'string' && input.ssid ? input.ssid : undefined;
  pendingApplyStore.set({ op, deadline: Date.now() + seconds * 1000, token, followUrl: token ? follow : undefined, ssid });
}

const CHANGE_KEY = 'rc.pendingChange';

/**
 * What the pending change was, kept in this browser so that a rollback told at the next sign-in
 * (another tab, a reload) names the change, not only its page (issue 43.7).
 */
export function rememberChange(op: string, change: string): void {
  localStorage.setItem(CHANGE_KEY, JSON.stringify({ op, change }));
}

/** The words of the last pending change of `op` this browser saw, if any. */
export function rememberedChange(op: string): string | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(CHANGE_KEY) ?? 'null') as { op?: unknown; change?: unknown } | null;
    return kept?.op === op && typeof kept.change === 'string' ? kept.change : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The console at the new address, opened on its sign-in page, confirms with the token there.
 * This origin remembers which change it left for, to say what came back if it never confirms.
 */
export function confirmUrl(pending: PendingApply): string {
  // The new origin has no stored language: the link carries this page's.
  return `${pending.followUrl}/#/login?apply=${encodeURIComponent(pending.token ?? '')}&lang=${encodeURIComponent(i18next.language)}`;
}

// What the console at the new address tells the page that opened it: apply-kept.ts, the login page's.
export { isKeptMessage } from './apply-kept';

export function rememberFollowed(pending: PendingApply): void {
  sessionStorage.setItem(FOLLOWED_KEY, pending.op);
}

/** The op of the change this origin left to confirm at a new address, once. */
export function takeFollowedChange(): string | undefined {
  const op = sessionStorage.getItem(FOLLOWED_KEY) ?? undefined;
  sessionStorage.removeItem(FOLLOWED_KEY);
  return op;
}
