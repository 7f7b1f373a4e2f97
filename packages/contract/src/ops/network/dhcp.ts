// Network > DHCP (spec 2, 3, 5, 7): the LAN pool of dnsmasq (dhcp.lan), its leases and the
// static allocations (dhcp `host` sections).
import { z } from 'zod';
import { defineOp } from '../../op';
import { Limits } from '../../constants';
import {
  ValidationKey,
  dhcpLeaseSchema,
  duplicateIndexes,
  emptyOr,
  ipv4Schema,
  leaseHostnameSchema,
  unicastMacSchema,
} from '../../datatypes';

const switchValue = z.enum(['1', '0']);
// Plain integers on the wire: the range, the fit in the LAN subnet and the order are the
// handler's to answer with spec 7's own codes, -4 and -6 (checkDhcpRange), not with -2.
const hostNumber = z.number({ error: ValidationKey.dhcpOutOfRange }).int(ValidationKey.dhcpOutOfRange);

const dhcpConfig = {
  enabled: switchValue,
  /** host number of the first address handed out (dhcp.lan.start) */
  start: hostNumber,
  /** host number of the last address (start + limit - 1) */
  end: hostNumber,
  leaseTime: dhcpLeaseSchema(),
  leaseUnit: z.enum(['h', 'm']),
};

export const get_dhcp_config = defineOp({
  op: 'get_dhcp_config',
  method: 'GET',
  feature: 'net_dhcp',
  summary: 'The LAN DHCP server (dhcp.lan): enabled, start and end host number, lease time with unit h or m.',
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    start: z.number().int(),
    end: z.number().int(),
    leaseTime: z.number().int(),
    leaseUnit: z.enum(['h', 'm']),
  }),
});

export const set_dhcp_config = defineOp({
  op: 'set_dhcp_config',
  method: 'POST',
  feature: 'net_dhcp',
  mutates: true,
  risky: true,
  summary:
    "Saves the LAN DHCP server. A start or end outside 1-254 or beyond the LAN subnet's last host, or a pool holding the router's address, answers -4; an end not above the start -6 (spec 7). Every failing field is named.",
  input: z.strictObject(dhcpConfig),
  output: z.object({}),
});

export const get_dhcp_leases = defineOp({
  op: 'get_dhcp_leases',
  method: 'GET',
  feature: 'net_dhcp',
  summary: 'Current DHCP leases: host name (chosen by the client), IP, MAC and the seconds left on the lease.',
  input: z.strictObject({}),
  output: z.object({
    leases: z.array(
      z.object({
        hostname: z.string(),
        ip: z.string(),
        mac: z.string(),
        expires: z.number().int().describe('seconds until the lease runs out; -1 for a lease that never does'),
      }),
    ),
  }),
});

const staticLease = z.strictObject({
  name: emptyOr(leaseHostnameSchema(), ValidationKey.leaseHostname),
  ip: ipv4Schema(),
  mac: unicastMacSchema(),
});

export type StaticLease = z.output<typeof staticLease>;

const staticLeaseList = z
  .array(staticLease)
  .max(Limits.staticLeasesMax, ValidationKey.tooManyEntries)
  .superRefine((hosts, ctx) => {
    // dnsmasq hands one address to one MAC; a second host for either would never be used.
    for (const index of duplicateIndexes(hosts, (host) => host.mac)) {
      ctx.addIssue({ code: 'custom', path: [index, 'mac'], message: ValidationKey.duplicate });
    }
    for (const index of duplicateIndexes(hosts, (host) => host.ip)) {
      ctx.addIssue({ code: 'custom', path: [index, 'ip'], message: ValidationKey.duplicate });
    }
  });

export const get_static_leases = defineOp({
  op: 'get_static_leases',
  method: 'GET',
  feature: 'net_dhcp',
  summary: 'Static DHCP allocations (dhcp host sections): host name, IP, MAC.',
  input: z.strictObject({}),
  output: z.object({ hosts: z.array(z.object({ name: z.string(), ip: z.string(), mac: z.string() })) }),
});

export const set_static_leases = defineOp({
  op: 'set_static_leases',
  method: 'POST',
  feature: 'net_dhcp',
  mutates: true,
  summary:
    "Replaces the static DHCP allocations with the given list (add, batch add and batch remove send the whole list). Each address must be a host of the LAN subnet other than the router's, each MAC unicast.",
  input: z.strictObject({ hosts: staticLeaseList }),
  output: z.object({}),
});
