// Advanced > Black list (spec 2, 5): MACs whose traffic through the router is rejected, one per
// line. The same list as Network > Terminal's prohibit-access action: firewall4 `config rule
// 'blacklist'` with a `list src_mac` (older block-<mac> rules of the terminal tab read as part of it).
import { z } from 'zod';
import { defineOp } from '../../op';
import { duplicateIndexes, macSchema, ValidationKey } from '../../datatypes';
import { BlacklistLimits } from './blacklist-fields';

const macList = z
  .array(macSchema())
  .max(BlacklistLimits.maxEntries, ValidationKey.tooManyEntries)
  .superRefine((macs, ctx) => {
    for (const index of duplicateIndexes(macs, (mac) => mac.toUpperCase())) ctx.addIssue({ code: 'custom', path: [index], message: ValidationKey.duplicate });
  });

export const get_blacklist = defineOp({
  op: 'get_blacklist',
  method: 'GET',
  feature: 'black_list',
  summary: 'The blocked MACs (upper case), in the order saved; the same list as the terminal tab\'s prohibited devices.',
  input: z.strictObject({}),
  output: z.object({ macs: z.array(z.string()) }),
});

export const set_blacklist = defineOp({
  op: 'set_blacklist',
  method: 'POST',
  feature: 'black_list',
  mutates: true,
  summary:
    "Replaces the black list (at most 256 MACs, no repeats). The MAC of the device the call comes from is refused (-2 on macs). Written as one firewall4 rule rejecting forwarded traffic from those MACs, from every zone to every zone; an empty list removes it.",
  input: z.strictObject({ macs: macList }),
  output: z.object({}),
});

export const get_blacklist_hosts = defineOp({
  op: 'get_blacklist_hosts',
  method: 'GET',
  feature: 'black_list',
  summary:
    'Devices the router knows by MAC, to name the listed ones: connected LAN and Wi-Fi clients and DHCP static leases (host name, IP when connected, online), and which of them the caller is.',
  input: z.strictObject({}),
  output: z.object({
    hosts: z.array(z.object({ mac: z.string(), hostname: z.string(), ip: z.string(), online: z.boolean(), self: z.boolean() })),
  }),
});
