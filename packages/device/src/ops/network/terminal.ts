// Network > Terminal (spec 2): the LAN's devices, prohibit-access as a firewall4 rule per MAC,
// and the ARP table.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { addSection, getOption, removeSection, sectionsOfType, setOption } from '../../uci/uci-edit';
import type { UciPackage, UciSection } from '../../uci/uci-types';

const RULE_PREFIX = 'block-';

/** Our prohibit-access rules: `config rule` named block-<mac> rejecting that source MAC. */
function blockRules(firewall: UciPackage): UciSection[] {
  return sectionsOfType(firewall, 'rule').filter(
    (rule) =>
      getOption(rule, 'name')?.startsWith(RULE_PREFIX) === true &&
      getOption(rule, 'src_mac') !== undefined &&
      getOption(rule, 'target') === 'REJECT',
  );
}

const ruleMac = (rule: UciSection) => (getOption(rule, 'src_mac') ?? '').toUpperCase();

export const get_terminals: Handler<Ops['get_terminals']> = async (_input, ctx) => {
  const [clients, firewall] = await Promise.all([ctx.platform.lanClients(), ctx.store.read('firewall')]);
  const now = Date.now();
  const terminals = clients.map((client) => ({
    hostname: client.hostname,
    ip: client.ip,
    mac: client.mac.toUpperCase(),
    connection: client.interface,
    rxBytes: client.rxBytes,
    txBytes: client.txBytes,
    connectedSeconds: Math.max(0, Math.floor((now - client.connectedSince) / 1000)),
  }));
  return { terminals, blocked: [...new Set(blockRules(firewall).map(ruleMac))] };
};

export const set_terminal_block: Handler<Ops['set_terminal_block']> = async (input, ctx) => {
  const mac = input.mac.toUpperCase();
  await ctx.store.transact('set_terminal_block', ['firewall'], (draft) => {
    const firewall = draftPackage(draft, 'firewall');
    const existing = blockRules(firewall).filter((rule) => ruleMac(rule) === mac);
    if (!input.blocked) existing.forEach((rule) => removeSection(firewall, rule));
    else if (existing.length === 0) addBlockRule(firewall, mac.toLowerCase());
    else existing.forEach((rule) => setOption(rule, 'src', '*'));
  });
  return {};
};

// Forwarded traffic from any zone to any zone (src and dest '*': fw4 renders it in the forward
// chain, whatever network the device joins, guest Wi-Fi included), every protocol (fw4's default
// is tcp and udp only): the device loses the internet and the other LAN zones, but keeps DHCP
// and DNS from the router. An older rule of ours with src 'lan' is widened when blocked again.
function addBlockRule(firewall: UciPackage, mac: string): void {
  const rule = addSection(firewall, 'rule');
  setOption(rule, 'name', `${RULE_PREFIX}${mac}`);
  setOption(rule, 'src', '*');
  setOption(rule, 'dest', '*');
  setOption(rule, 'src_mac', mac);
  setOption(rule, 'proto', 'all');
  setOption(rule, 'target', 'REJECT');
}

export const get_arp_table: Handler<Ops['get_arp_table']> = async (_input, ctx) => {
  return { entries: await ctx.platform.arpTable() };
};
