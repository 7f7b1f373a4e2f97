// The radio history's copy on OpenWrt (issue 31.2): the op handlers run in the console's browser
// tab there, so the samples are taken only while a tab is open, and the copy stays in that tab's
// session storage (RAM of the browser, nothing on the router's flash; survives a reload, gone with
// the tab). /tmp on the router would need an rpcd ACL that writes files for every signed-in
// session, for samples that still stop with the tab. Undefined where there is no session storage.
import type { HistoryCopy } from './radio-history';

const key = 'routerd.radio-history';

/** What of the DOM's Storage this uses (the device package builds without the DOM's types). */
interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function sessionCopy(): HistoryCopy | undefined {
  const storage = (globalThis as { sessionStorage?: SessionStorage }).sessionStorage;
  if (!storage) return undefined;
  return {
    kept: 'session',
    // RAM, not flash: every five minutes costs nothing but a JSON.stringify.
    writeEveryMs: 300_000,
    read: async () => storage.getItem(key) ?? undefined,
    write: async (text) => {
      try {
        storage.setItem(key, text);
      } catch {
        // Over the browser's quota: the history stays in memory only.
      }
    },
  };
}
