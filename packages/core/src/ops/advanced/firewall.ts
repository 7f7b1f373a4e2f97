// Advanced > Security (spec 2, 3): settings/security-settings.ts over firewall, network and dhcp.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { securitySettings, writeSecurity } from '../../settings/security-settings';

const packages = ['firewall', 'network', 'dhcp'] as const;

export const get_firewall: Handler<Ops['get_firewall']> = async (_input, ctx) => {
  const [firewall, network, dhcp] = await Promise.all(packages.map((name) => ctx.store.read(name)));
  return securitySettings({ firewall: firewall!, network: network!, dhcp: dhcp! });
};

export const set_firewall: Handler<Ops['set_firewall']> = async (input, ctx) => {
  await ctx.store.transact('set_firewall', [...packages], (draft) => {
    const [firewall, network, dhcp] = packages.map((name) => draftPackage(draft, name));
    writeSecurity({ firewall: firewall!, network: network!, dhcp: dhcp! }, input);
  });
  return {};
};
