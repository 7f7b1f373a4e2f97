// System > System log: what the device recorded itself (system/syslog), newest first.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { SystemLimits } from '@rc/contract/constants';

export const get_syslog: Handler<Ops['get_syslog']> = async ({ type }, ctx) => {
  if (!ctx.platform.systemLog) return { entries: await ctx.system.syslog.read(type) };
  // On OpenWrt, logread's lines (the console runs in the browser there: it has no log of its own);
  // an event the console does not know shows its content as is.
  const system = (await ctx.platform.systemLog())
    .filter((line) => type === 'all' || line.type === type)
    .map((line) => ({ time: line.time, type: line.type, event: 'systemLine', content: line.content, params: {} }));
  const entries = system.sort((a, b) => b.time - a.time).slice(0, SystemLimits.syslogMaxEntries);
  return { entries };
};

export const clear_syslog: Handler<Ops['clear_syslog']> = async (_input, ctx) => {
  await ctx.system.syslog.clear();
  ctx.system.syslog.add('sys', 'logCleared', `system log cleared from ${ctx.clientIp}`, { ip: ctx.clientIp });
  return {};
};
