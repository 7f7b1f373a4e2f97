// Network > Terminal (spec 2): the devices on the LAN, the prohibit-access action (the black
// list's MACs, one list with Advanced > Black list) and the ARP table.
import { z } from 'zod';
import { defineOp } from '../../op';
import { macSchema } from '../../datatypes';

const terminalConnections = ['lan', 'wifi-2g', 'wifi-5g'] as const;

export const get_terminals = defineOp({
  op: 'get_terminals',
  method: 'GET',
  feature: 'net_clients',
  summary:
    'Connected devices (host name, IP, MAC, connection, traffic, seconds connected) and the MACs whose access is prohibited.',
  input: z.strictObject({}),
  output: z.object({
    terminals: z.array(
      z.object({
        hostname: z.string(),
        ip: z.string(),
        mac: z.string(),
        connection: z.enum(terminalConnections),
        rxBytes: z.number().describe('bytes received from the device'),
        txBytes: z.number().describe('bytes sent to the device'),
        connectedSeconds: z.number().int(),
      }),
    ),
    /** upper-case MACs on the black list, connected or not */
    blocked: z.array(z.string()),
    /** upper-case MACs a parental control rule blocks at this minute */
    timeBlocked: z.array(z.string()),
  }),
});

export const set_terminal_block = defineOp({
  op: 'set_terminal_block',
  method: 'POST',
  feature: 'net_clients',
  mutates: true,
  summary:
    "Prohibits (blocked: true) or allows again a device's access through the router by its MAC: adds it to or takes it off the black list (get_blacklist, the same firewall rule). The caller's own device cannot be blocked (-2 blacklist.ownDevice), nor more than 256 (-2 validation.tooManyEntries).",
  input: z.strictObject({ mac: macSchema(), blocked: z.boolean() }),
  output: z.object({}),
});

export const get_arp_table = defineOp({
  op: 'get_arp_table',
  method: 'GET',
  feature: 'net_clients',
  summary: 'The IPv4 neighbour (ARP) table: IP, MAC, interface.',
  input: z.strictObject({}),
  output: z.object({ entries: z.array(z.object({ ip: z.string(), mac: z.string(), interface: z.string() })) }),
});
