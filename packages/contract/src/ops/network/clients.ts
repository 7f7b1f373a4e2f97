// Network > Terminal (spec 2): the devices on the LAN, the prohibit-access action (the black
// list's MACs, one list with Advanced > Black list), the administrator's names (issue 30.11)
// and the ARP table.
import { z } from 'zod';
import { defineOp } from '../../op';
import { macSchema, unicastMacSchema } from '../../datatypes';
import { terminalNameSchema } from './clients-fields';

const terminalConnections = ['lan', 'wifi-2g', 'wifi-5g'] as const;

export const get_terminals = defineOp({
  op: 'get_terminals',
  method: 'GET',
  feature: 'net_clients',
  summary:
    "Connected devices (DHCP host name, the administrator's name, IP, MAC, connection, Wi-Fi signal, traffic, seconds connected) and the MACs whose access is prohibited. Rates are not answered: a client divides the byte counters' growth between two answers by the time between them.",
  input: z.strictObject({}),
  output: z.object({
    terminals: z.array(
      z.object({
        /** the name the client gave in its DHCP request (any bytes: show it as text) */
        hostname: z.string(),
        /** the administrator's name for this MAC (set_terminal_name: dhcp `host` name); '' when none */
        name: z.string(),
        ip: z.string(),
        mac: z.string(),
        connection: z.enum(terminalConnections),
        signal: z.number().int().optional().describe('Wi-Fi clients: the signal the router receives from it, dBm'),
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

export const set_terminal_name = defineOp({
  op: 'set_terminal_name',
  method: 'POST',
  feature: 'net_clients',
  mutates: true,
  summary:
    "Names a device by its MAC: written as the dhcp `host` section's name for that MAC (the static lease's, when it has one), which dnsmasq gives the device and answers in DNS, and shown instead of the name the device asked for. An empty name removes it. A name dnsmasq cannot take (spaces, markup, a number) is refused (-2 validation.leaseHostname).",
  input: z.strictObject({ mac: unicastMacSchema(), name: terminalNameSchema }),
  output: z.object({}),
});
