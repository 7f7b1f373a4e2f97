// Network > Terminal (spec 2): the LAN's devices, prohibit-access (the black list's MACs: one
// list with Advanced > Black list, settings/blacklist-rules.ts), the administrator's names
// (settings/terminal-names.ts) and the ARP table.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey } from '@rc/contract/validation-keys';
import { BlacklistKey, BlacklistLimits } from '@rc/contract/ops/advanced/blacklist-fields';
import type { Handler } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { callerMac } from '../caller-device';
import { draftPackage } from '../../uci/uci-draft';
import { readBlacklist, writeBlacklist } from '../../settings/blacklist-rules';
import { parentalBlockingAt } from '../../settings/parental-rules';
import { terminalNames, writeTerminalName } from '../../settings/terminal-names';

export const get_terminals: Handler<Ops['get_terminals']> = async (_input, ctx) => {
  const [clients, firewall, system, dhcp] = await Promise.all([ctx.platform.lanClients(), ctx.store.read('firewall'), ctx.store.read('system'), ctx.store.read('dhcp')]);
  const now = Date.now();
  const names = terminalNames(dhcp);
  const terminals = clients.map((client) => ({
    hostname: client.hostname,
    name: names.get(client.mac.toUpperCase()) ?? '',
    ip: client.ip,
    mac: client.mac.toUpperCase(),
    connection: client.interface,
    ...(client.signal === undefined ? {} : { signal: client.signal }),
    rxBytes: client.rxBytes,
    txBytes: client.txBytes,
    connectedSeconds: Math.max(0, Math.floor((now - client.connectedSince) / 1000)),
  }));
  return { terminals, blocked: readBlacklist(firewall), timeBlocked: parentalBlockingAt(firewall, system, now).macs };
};

export const set_terminal_block: Handler<Ops['set_terminal_block']> = async (input, ctx) => {
  const mac = input.mac.toUpperCase();
  if (input.blocked && mac === (await callerMac(ctx))) throw fieldRefusal('mac', BlacklistKey.ownDevice);
  await ctx.store.transact('set_terminal_block', ['firewall'], (draft) => {
    const firewall = draftPackage(draft, 'firewall');
    const listed = readBlacklist(firewall);
    const next = !input.blocked ? listed.filter((item) => item !== mac) : listed.includes(mac) ? listed : [...listed, mac];
    if (next.length > BlacklistLimits.maxEntries) throw fieldRefusal('mac', ValidationKey.tooManyEntries);
    writeBlacklist(firewall, next);
  });
  return {};
};

export const set_terminal_name: Handler<Ops['set_terminal_name']> = async (input, ctx) => {
  await ctx.store.transact('set_terminal_name', ['dhcp'], (draft) => writeTerminalName(draftPackage(draft, 'dhcp'), input.mac.toUpperCase(), input.name));
  return {};
};

export const get_arp_table: Handler<Ops['get_arp_table']> = async (_input, ctx) => {
  return { entries: await ctx.platform.arpTable() };
};
