// System > System log: what the device recorded itself (system/syslog), newest first.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';

export const get_syslog: Handler<Ops['get_syslog']> = async ({ type }, ctx) => ({ entries: await ctx.system.syslog.read(type) });

export const clear_syslog: Handler<Ops['clear_syslog']> = async (_input, ctx) => {
  await ctx.system.syslog.clear();
  ctx.system.syslog.add('sys', 'logCleared', `system log cleared from ${ctx.clientIp}`, { ip: ctx.clientIp });
  return {};
};
