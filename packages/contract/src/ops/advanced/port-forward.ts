// Advanced > Port forwarding (spec 2, 3: "name, protocol, external zone/port, internal
// zone/IP/port, enabled"), as firewall4 `config redirect 'pf_N'` sections with target DNAT
// from one firewall zone (the wan, as a rule) to a host of another (the lan, or the guests'). fw4 matches redirects in file order, so the
// rules also must not overlap: an enabled rule's external ports and protocol are its own.
import { z } from 'zod';
import { defineOp } from '../../op';
import { duplicateIndexes, emptyOr, firewallLabelSchema, ipv4Schema, parsePortRange, portOrRangeSchema, ValidationKey } from '../../datatypes';
import { forwardsOverlap, PORT_FORWARD_ID_RE, PortForwardKey, PortForwardLimits, PortForwardProtocols, ZONE_NAME_RE } from './port-forward-fields';

const zoneSchema = () => z.string({ error: PortForwardKey.zone }).regex(ZONE_NAME_RE, PortForwardKey.zone);

const switchValue = z.enum(['1', '0']);

const portForwardRule = z
  .strictObject({
    /** the rule's row id (its section name); '' for a new rule */
    id: z.union([z.literal(''), z.string().regex(PORT_FORWARD_ID_RE)]),
    name: firewallLabelSchema(PortForwardKey.name, PortForwardLimits.nameMaxLength),
    protocol: z.enum(PortForwardProtocols),
    /** the firewall zone the connections come from (fw4 `src`): one of get_port_forwards' zones */
    externalZone: zoneSchema(),
    /** a port or a:b (a < b) on the router's WAN address */
    externalPort: portOrRangeSchema(PortForwardKey.port),
    /** the zone of the host (fw4 `dest`), another one than externalZone */
    internalZone: zoneSchema(),
    /** a host of the internal zone's subnet (the device checks it against the zone's networks) */
    internalIp: ipv4Schema(),
    /** '' = the external port(s); else one port, or the external range itself */
    internalPort: emptyOr(portOrRangeSchema(PortForwardKey.port), PortForwardKey.port),
    enabled: switchValue,
  })
  .superRefine((rule, ctx) => {
    if (rule.externalZone === rule.internalZone) ctx.addIssue({ code: 'custom', path: ['internalZone'], message: PortForwardKey.sameZone });
    // fw4 renders `dnat ip to <ip>:7000-7005` (templates/redirect.uc) with no offset, and the
    // kernel keeps a port only if it lies in that range, else takes the first free one from its
    // start (nf_nat_core.c nf_nat_l4proto_unique_tuple): 9000:9005 -> 7000:7005 sends 9000, 9003
    // and 9005 all to 7000. So a range maps to one port or to itself, never shifted.
    const external = parsePortRange(rule.externalPort);
    const internal = rule.internalPort === '' ? undefined : parsePortRange(rule.internalPort);
    if (external && internal && internal.from !== internal.to && (internal.from !== external.from || internal.to !== external.to)) {
      ctx.addIssue({ code: 'custom', path: ['internalPort'], message: PortForwardKey.rangeMapping });
    }
  });

export type PortForwardRule = z.output<typeof portForwardRule>;

const portForwardList = z
  .array(portForwardRule)
  .max(PortForwardLimits.maxRules, ValidationKey.tooManyEntries)
  .superRefine((rules, ctx) => {
    const ids = rules.map((rule, index) => rule.id || `new ${index}`);
    for (const index of duplicateIndexes(ids, (id) => id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: ValidationKey.duplicate });
    // fw4 would send the later rule's traffic to the earlier one's host: refused, naming it.
    rules.forEach((rule, index) => {
      const other = rule.enabled === '1' ? rules.slice(0, index).find((earlier) => earlier.enabled === '1' && forwardsOverlap(earlier, rule)) : undefined;
      if (other) ctx.addIssue({ code: 'custom', path: [index, 'externalPort'], message: PortForwardKey.overlap, params: { rule: other.name } });
    });
  });

const portForwardRow = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(PortForwardProtocols),
  externalZone: z.string(),
  externalPort: z.string(),
  internalZone: z.string(),
  internalIp: z.string(),
  internalPort: z.string(),
  enabled: switchValue,
});

/** A forward made outside this page (LuCI's anonymous redirects): shown, counted, never written. */
const otherForwardRow = portForwardRow;

export const get_port_forwards = defineOp({
  op: 'get_port_forwards',
  method: 'GET',
  feature: 'adv_router_nat',
  summary: "Port forwarding rules in the order fw4 applies them: name, protocol (tcp+udp | tcp | udp), external zone and port (a port or a:b), internal zone, IP and port ('' = the external port), on or off. otherRules (read only) are the DNAT redirects made elsewhere (LuCI's anonymous sections), in the same shape with id '' for an anonymous one and externalPort '' for every port. zones: the firewall's zone names, for the external and internal zone.",
  input: z.strictObject({}),
  output: z.object({ rules: z.array(portForwardRow), otherRules: z.array(otherForwardRow), zones: z.array(z.string()) }),
});

export const set_port_forwards = defineOp({
  op: 'set_port_forwards',
  method: 'POST',
  feature: 'adv_router_nat',
  mutates: true,
  summary: 'Replaces the port forwarding rules (at most 64). A rule keeps its id and the options this page does not show; a new one (id empty) gets one. Both zones must exist in the firewall and differ; the internal IP must be a host of a subnet of the internal zone (where its networks have a static one); two enabled rules from one zone may not share an external port and protocol, nor an enabled rule one of otherRules (-2 on externalPort, naming the other rule). The DMZ stays after every rule.',
  input: z.strictObject({ rules: portForwardList }),
  output: z.object({}),
});
