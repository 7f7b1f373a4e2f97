// Service > Traffic dispatch (spec 2, 3 srv_dispatch): rules sending LAN hosts or destinations to
// the WAN, the 4G uplink, one failing over to the other, or both; mwan3's /etc/config/mwan3
// (`config rule` before mwan3's own rules and its default rule, whose policy follows the 3G/4G tab's 4G priority).
import { z } from 'zod';
import { defineOp } from '../../op';
import { duplicateIndexes, emptyOr, isIpv4, isIpv4Cidr, portOrRangeSchema, ValidationKey } from '../../datatypes';
import { DefaultDispatchPolicies, DispatchKey, DispatchLimits, DispatchPolicies, DispatchProtocols, DispatchRoutes, DispatchUplinks } from './traffic-dispatch-fields';

/** empty: any; else an IPv4 address or network a.b.c.d/n (mwan3 rule src_ip, dest_ip) */
const address = () => z.string({ error: DispatchKey.address }).refine((value) => value === '' || isIpv4(value) || isIpv4Cidr(value), DispatchKey.address);

const dispatchRule = z
  .strictObject({
    srcIp: address(),
    destIp: address(),
    proto: z.enum(DispatchProtocols),
    /** empty: any; a port or a:b range (mwan3 hands it to iptables' multiport match) */
    destPort: emptyOr(portOrRangeSchema(), ValidationKey.portRange),
    policy: z.enum(DispatchPolicies),
  })
  .superRefine((rule, ctx) => {
    if (rule.destPort !== '' && rule.proto === 'all') ctx.addIssue({ code: 'custom', path: ['destPort'], message: DispatchKey.portNeedsProtocol });
    if (rule.srcIp === '' && rule.destIp === '' && rule.destPort === '') ctx.addIssue({ code: 'custom', path: ['srcIp'], message: DispatchKey.matchRequired });
  });

export type DispatchRule = z.output<typeof dispatchRule>;

const ruleRow = z.object({
  srcIp: z.string(),
  destIp: z.string(),
  proto: z.enum(DispatchProtocols),
  destPort: z.string(),
  policy: z.enum(DispatchPolicies),
});

/** A rule of mwan3's own (its stock `https`: tcp 443 balanced, sticky), matched after ours; read only. */
const otherRuleRow = z.object({
  name: z.string(),
  srcIp: z.string(),
  destIp: z.string(),
  /** as the file has it: all, tcp, udp, icmp, ... */
  proto: z.string(),
  destPort: z.string(),
  /** the mwan3 policy's name, which may be one of the file's own (wanb_only) */
  policy: z.string(),
  /** '1': a host keeps the uplink it got for a while (mwan3's sticky) */
  sticky: z.enum(['1', '0']),
  /** ipv4, ipv6 or any */
  family: z.string(),
});

export type OtherDispatchRule = z.output<typeof otherRuleRow>;

export const get_traffic_dispatch = defineOp({
  op: 'get_traffic_dispatch',
  method: 'GET',
  feature: 'srv_dispatch',
  summary:
    "The dispatch rules in match order (source and destination IPv4 address or network, protocol, destination port; empty is any) and the uplink policy of each: wan_only, wwan_only, wan_wwan (WAN, 4G when it fails), wwan_wan, balanced. otherRules are mwan3's own rules (its stock https: tcp 443 balanced), matched after these, read only. defaultPolicy is what the rest takes: the 3G/4G tab's 4G priority (wwan_wan when on).",
  input: z.strictObject({}),
  output: z.object({ rules: z.array(ruleRow), otherRules: z.array(otherRuleRow), defaultPolicy: z.enum(DefaultDispatchPolicies) }),
});

export const set_traffic_dispatch = defineOp({
  op: 'set_traffic_dispatch',
  method: 'POST',
  feature: 'srv_dispatch',
  mutates: true,
  summary:
    "Saves the dispatch rules as mwan3 rules, in this order, before mwan3's own rules (mwan3 takes the first match). A rule needs a source, a destination or a port; a port needs tcp or udp; two rules matching the same traffic are refused (validation.duplicate). At most 32. Errors name rules.N.field.",
  input: z.strictObject({
    rules: z
      .array(dispatchRule)
      .max(DispatchLimits.maxRules, ValidationKey.tooManyEntries)
      .superRefine((rules, ctx) => {
        // The second of two equal rules would never match.
        const same = (rule: DispatchRule) => [rule.srcIp, rule.destIp, rule.proto, rule.destPort].join(' ');
        for (const index of duplicateIndexes(rules, same)) ctx.addIssue({ code: 'custom', path: [index, 'srcIp'], message: ValidationKey.duplicate });
      }),
  }),
  output: z.object({}),
});

export const get_traffic_dispatch_status = defineOp({
  op: 'get_traffic_dispatch_status',
  method: 'GET',
  feature: 'srv_dispatch',
  summary:
    "Each uplink online ('1') or not, and which uplink each rule's traffic takes now (wan, wwan, both, none when every uplink its policy allows is down), the default rule's last. available '0' where the platform cannot tell.",
  input: z.strictObject({}),
  output: z.object({
    available: z.enum(['1', '0']),
    uplinks: z.array(z.object({ uplink: z.enum(DispatchUplinks), online: z.enum(['1', '0']) })),
    routes: z.array(z.enum(DispatchRoutes)),
    defaultRoute: z.enum(DispatchRoutes),
  }),
});
