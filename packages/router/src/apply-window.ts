// How long a risky save on the router waits for its confirmation before rpcd's `uci apply`
// timer rolls it back (rpcd uci.c rpc_uci_apply `timeout`).

/** The daemon's --apply-window-seconds default, the spec's window. */
export const applyWindowSeconds = 60;

/**
 * Test hook: a page may set `routerdTestApplyWindowSeconds` before the console's scripts run
 * (openwrt-test's consoleTabs does, by an init script) so that a rollback test waits seconds, not
 * a minute. Only a shorter whole number of seconds is taken; anything else keeps the default.
 */
export function routerApplyWindowSeconds(page: object = globalThis): number {
  const asked: unknown = (page as { routerdTestApplyWindowSeconds?: unknown }).routerdTestApplyWindowSeconds;
  return Number.isInteger(asked) && (asked as number) > 0 && (asked as number) < applyWindowSeconds ? (asked as number) : applyWindowSeconds;
}
