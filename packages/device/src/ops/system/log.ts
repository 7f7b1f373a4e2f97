// System > System log: what the device recorded itself (system/syslog), newest first.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { SystemLimits } from '@rc/contract/constants';

export const get_syslog: Handler<Ops['get_syslog']> = async ({ type }, ctx) => {
  const own = await ctx.system.syslog.read(type);
  if (!ctx.platform.systemLog) return { entries: own };
  // On OpenWrt, logread's lines too: an event the console does not know shows its content as is.
  const system = (await ctx.platform.systemLog().catch(() => []))
    .filter((line) => type === 'all' || line.type === type)
    .map((line) => ({ time: line.time, type: line.type, event: 'systemLine', content: line.content, params: {} }));
  const entries = [...own, ...system].sort((a, b) => b.time - a.time).slice(0, SystemLimits.syslogMaxEntries);
  return { entries };
};

export const clear_syslog: Handler<Ops['clear_syslog']> = async (_input, ctx) => {
  await ctx.system.syslog.clear();
  ctx.system.syslog.add('sys', 'logCleared', `system log cleared from ${ctx.clientIp}`, { ip: ctx.clientIp });
  return {};
};
