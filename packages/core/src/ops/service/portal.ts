// Service > Certification: the Wi-Fi portal in apfree-wifidog's /etc/config/wifidogx (see
// settings/portal-settings.ts for which option it reads how) and its signed-in clients.
import { ValidationKey } from '@rc/contract/datatypes';
import { PortalKey } from '@rc/contract/ops/service/portal-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { OpError, fieldRefusal } from '../../errors/op-error';
import { draftPackage } from '../../uci/uci-draft';
import { readPortal, wifidogPackage, writePortal } from '../../settings/portal-settings';

export const get_portal: Handler<Ops['get_portal']> = async (_input, ctx) => readPortal(await ctx.store.read(wifidogPackage));

export const set_portal: Handler<Ops['set_portal']> = async (input, ctx) => {
  // apfree-wifidog's /etc/init.d/wifidogx is what reads /etc/config/wifidogx
  await ctx.platform.requirePackage?.('apfree-wifidog');
  await ctx.store.transact('set_portal', [wifidogPackage], (draft) => {
    const pkg = draftPackage(draft, wifidogPackage);
    const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const settings = { ...readPortal(pkg), ...sent };
    if (settings.enabled === '1' && settings.serverHost === '') throw fieldRefusal('serverHost', ValidationKey.required);
    writePortal(pkg, settings);
  });
  return {};
};

export const get_portal_clients: Handler<Ops['get_portal_clients']> = async (_input, ctx) => {
  const portal = ctx.platform.portal;
  if (!portal) return { available: '0', clients: [] };
  const settings = readPortal(await ctx.store.read(wifidogPackage));
  if (settings.enabled !== '1') return { available: '1', clients: [] };
  return { available: '1', clients: await portal.clients(settings.trustedMacs) };
};

export const portal_kick: Handler<Ops['portal_kick']> = async (input, ctx) => {
  const portal = ctx.platform.portal;
  if (!portal) throw new OpError('-12', PortalKey.kickUnavailable);
  const settings = readPortal(await ctx.store.read(wifidogPackage));
  const signedIn = settings.enabled === '1' && (await portal.clients(settings.trustedMacs)).some((client) => client.mac === input.mac.toUpperCase());
  if (!signedIn || !(await portal.kick(input.mac))) throw new OpError('-12', PortalKey.clientGone);
  return {};
};
