// Advanced > DDNS: ddns-scripts' service in /etc/config/ddns (see settings/ddns-settings.ts for
// who reads which option) and what the updater saw. The password is write-only.
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { ddnsPackage, ddnsService, readDdns, writeDdns } from '../../settings/ddns-settings';
import type { UciPackage } from '../../uci/uci-types';
import { DdnsKey } from '@rc/contract/ops/advanced/ddns-fields';
import { fieldRefusal, OpError } from '../../errors/op-error';
import { withStoredBlanks } from '@rc/contract/switched-settings';

export const get_ddns: Handler<Ops['get_ddns']> = async (_input, ctx) => {
  const { password, ...settings } = readDdns(await ctx.store.read(ddnsPackage));
  return { ...settings, password_set: password ? '1' : '0' };
};

export const set_ddns: Handler<Ops['set_ddns']> = async (input, ctx) => {
  // ddns-scripts' /usr/lib/ddns/dynamic_dns_updater.sh is what reads /etc/config/ddns
  await ctx.platform.requirePackage?.('ddns-scripts');
  await ctx.store.transact('set_ddns', [ddnsPackage], (draft) => {
    const pkg = draftPackage(draft, ddnsPackage);
    const stored = readDdns(pkg);
    // An empty password keeps the stored one; switching on needs one (spec 5).
    const password = input.password || stored.password;
    if (input.enabled === '1' && !password) throw fieldRefusal('password', DdnsKey.password);
    writeDdns(pkg, { ...withStoredBlanks(input, stored), password });
  });
  return {};
};

export const get_ddns_status: Handler<Ops['get_ddns_status']> = async (_input, ctx) => status(ctx);

export const get_ddns_log: Handler<Ops['get_ddns_log']> = async (_input, ctx) => {
  if (!ctx.platform.ddnsRecord) return { lines: await ctx.system.ddns.log() };
  const pkg = await ctx.store.read(ddnsPackage);
  return { lines: (await ddnsScriptsRecord(ctx, pkg)).log.slice(-readDdns(pkg).logLines) };
};

export const ddns_update_now: Handler<Ops['ddns_update_now']> = async (_input, ctx) => {
  const pkg = await ctx.store.read(ddnsPackage);
  if (readDdns(pkg).enabled !== '1') throw new OpError('-12', 'ddns.disabled');
  if (ctx.platform.ddnsUpdateNow) {
    // ddns-scripts' updater sends in the background: the record shows its update once it is done
    await ctx.platform.ddnsUpdateNow(ddnsService(pkg)?.name ?? '');
    return status(ctx);
  }
  if (!ctx.system.ddns.available) throw new OpError('-12', 'ddns.notHere');
  await ctx.system.ddns.tick(Date.now(), true);
  return status(ctx);
};

/** ddns-scripts' record where it runs (OpenWrt); it keeps no provider's answer apart from its log. */
function ddnsScriptsRecord(ctx: OpContext, pkg: UciPackage) {
  return ctx.platform.ddnsRecord!(ddnsService(pkg)?.name ?? '');
}

async function status(ctx: OpContext) {
  const pkg = await ctx.store.read(ddnsPackage);
  const { enabled } = readDdns(pkg);
  const state = ctx.platform.ddnsRecord ? { ...(await ddnsScriptsRecord(ctx, pkg)), lastAnswer: '' as const } : ctx.system.ddns.status();
  const link = await ctx.platform.wanLink();
  return {
    enabled,
    registeredIp: state.registeredIp,
    localIp: link.up ? link.ipaddr : '',
    lastAnswer: state.lastAnswer,
    lastUpdateSecondsAgo: state.lastUpdateAt === undefined ? -1 : Math.max(0, Math.round((Date.now() - state.lastUpdateAt) / 1000)),
  };
}
