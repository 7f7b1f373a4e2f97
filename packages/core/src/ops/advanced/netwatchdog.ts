// Advanced > Network watchdog: watchcat's section in /etc/config/watchcat (see
// settings/netwatchdog-settings.ts for which option watchcat reads how) and what it saw.
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { readNetWatchdog, uplinkOf, watchcatInEffect, watchcatPackage, writeNetWatchdog } from '../../settings/netwatchdog-settings';

export const get_netwatchdog: Handler<Ops['get_netwatchdog']> = async (_input, ctx) =>
  readNetWatchdog(await ctx.store.read(watchcatPackage));

export const set_netwatchdog: Handler<Ops['set_netwatchdog']> = async (input, ctx) => {
  // watchcat's /etc/init.d/watchcat is what reads /etc/config/watchcat
  await ctx.platform.requirePackage?.('watchcat');
  // '4G first' left out keeps the stored choice, which also picks the uplink watchcat watches
  const settings = { ...input, cellularFirst: input.cellularFirst ?? readNetWatchdog(await ctx.store.read(watchcatPackage)).cellularFirst };
  const watchcatInterface = await ctx.platform.watchcatInterface?.(uplinkOf(settings));
  await ctx.store.transact('set_netwatchdog', [watchcatPackage], (draft) => {
    writeNetWatchdog(draftPackage(draft, watchcatPackage), settings, watchcatInterface);
  });
  return {};
};

export const get_netwatchdog_status: Handler<Ops['get_netwatchdog_status']> = async (_input, ctx) => {
  if (ctx.platform.watchcatRunning) return watchcatStatus(ctx, () => ctx.platform.watchcatRunning!());
  const watchdog = ctx.system.netWatchdog;
  const status = watchdog.status();
  const inEffect = watchcatInEffect(await ctx.store.read(watchcatPackage));
  const now = Date.now();
  const secondsAgo = (at: number | undefined) => (at === undefined ? -1 : Math.max(0, Math.round((now - at) / 1000)));
  return {
    running: status.running ? '1' : '0',
    probes: status.probes.map(({ host, record }) => ({
      host,
      answered: record === undefined ? '' : record.answered ? '1' : '0',
      secondsAgo: secondsAgo(record?.at),
    })),
    failuresInRow: status.failuresInRow,
    lastAction: status.lastAction,
    lastActionSecondsAgo: secondsAgo(status.lastActionAt),
    period: status.running ? inEffect.period : -1,
    shipped: status.running && inEffect.shipped ? '1' : '0',
  };
};

/** watchcat (OpenWrt) keeps no record of its probes: whether it runs, and the hosts it pings not yet seen. */
async function watchcatStatus(ctx: OpContext, running: () => Promise<boolean>) {
  const [isRunning, pkg] = await Promise.all([running(), ctx.store.read(watchcatPackage)]);
  const settings = readNetWatchdog(pkg);
  const inEffect = watchcatInEffect(pkg);
  const hosts = [settings.pingHost1, settings.pingHost2].filter((host) => host !== '');
  return {
    running: isRunning ? ('1' as const) : ('0' as const),
    probes: hosts.map((host) => ({ host, answered: '' as const, secondsAgo: -1 })),
    failuresInRow: 0,
    lastAction: 'none' as const,
    lastActionSecondsAgo: -1,
    period: isRunning ? inEffect.period : -1,
    shipped: isRunning && inEffect.shipped ? ('1' as const) : ('0' as const),
  };
}
