import type { MenuConf } from '@rc/contract/features';
import { createStore, useStore } from './store';

/** The permission file of spec 3, once loaded. */
export const menuConfStore = createStore<MenuConf | undefined>(undefined);

let pending: Promise<MenuConf> | undefined;

/** Spec 3: a static file, fetched with a time parameter so that no cache serves a stale one. */
export function loadMenuConf(): Promise<MenuConf> {
  pending ??= fetchMenuConf().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchMenuConf(): Promise<MenuConf> {
  // Beside index.html: / on the daemon, /routerd/ on a stock OpenWrt (packages/router).
  const response = await fetch(`menu_conf.json?static=1&t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`menu_conf.json: HTTP ${response.status}`);
  const conf = (await response.json()) as MenuConf;
  menuConfStore.set(conf);
  return conf;
}

/** Forgets the loaded file (after a factory reset, and between tests). */
export function forgetMenuConf(): void {
  pending = undefined;
  menuConfStore.set(undefined);
}

export function useMenuConf(): MenuConf | undefined {
  return useStore(menuConfStore);
}
