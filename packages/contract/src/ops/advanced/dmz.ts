// Advanced > DMZ (spec 2, 3, 5: "enable, intranet IP, excluded ports"): every connection from
// the WAN that no port forward takes goes to one LAN host, but for the excluded ports.
import { z } from 'zod';
import { defineOp } from '../../op';
import { emptyOr, ipv4Schema, portListSchema, ValidationKey } from '../../datatypes';
import { coversEveryPort, DmzKey } from './dmz-fields';

const switchValue = z.enum(['1', '0']);

export const get_dmz = defineOp({
  op: 'get_dmz',
  method: 'GET',
  feature: 'adv_dmz',
  summary:
    "The DMZ: on or off, the LAN host ('' when none was set) and the excluded ports (comma list of ports and a:b ranges, ascending, consecutive ports joined as a range). routerKeeps (read only) lists the firewall rules for input from the WAN whose protocols and ports stay with the router whatever the DMZ: name, proto (fw4's names, space-separated) and ports ('' for a protocol without ports).",
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    hostIp: z.string(),
    excludedPorts: z.string(),
    routerKeeps: z.array(z.object({ name: z.string(), proto: z.string(), ports: z.string() })),
  }),
});

export const set_dmz = defineOp({
  op: 'set_dmz',
  method: 'POST',
  feature: 'adv_dmz',
  mutates: true,
  summary: `Saves the DMZ. On needs hostIp, a host of the LAN subnet. excludedPorts (spec 5: ports and a:b ranges with a < b, as wide as wanted but not every port) stay with the router. A field left out keeps its stored value, so switching off keeps the host.`,
  input: z
    .strictObject({
      enabled: switchValue,
      hostIp: emptyOr(ipv4Schema(), ValidationKey.ipv4).optional(),
      excludedPorts: emptyOr(portListSchema(), ValidationKey.portList).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.enabled === '1' && !value.hostIp) ctx.addIssue({ code: 'custom', path: ['hostIp'], message: DmzKey.hostRequired });
      if (value.excludedPorts && coversEveryPort(value.excludedPorts)) {
        ctx.addIssue({ code: 'custom', path: ['excludedPorts'], message: DmzKey.everyPort });
      }
    }),
  output: z.object({}),
});
