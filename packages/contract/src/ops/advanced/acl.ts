// Advanced > ACL (spec 2, 3, 5): ordered accept / reject / drop rules on traffic to the router
// (input) or through it (forward) by source and target IP and port, as firewall4 `config rule
// 'acl_N'` sections written in priority order (fw4 matches rules of one chain in file order).
import { z } from 'zod';
import { defineOp } from '../../op';
import { aclPrioritySchema, duplicateIndexes, emptyOr, isIpv4, isIpv4Cidr, portOrRangeSchema, requiredString, ValidationKey } from '../../datatypes';
import { ACL_ID_RE, AclActions, AclDirections, AclKey, AclLimits, AclProtocols } from './acl-fields';

const switchValue = z.enum(['1', '0']);

/** spec 5: empty is every address; else one IPv4 address or a network a.b.c.d/n */
const aclAddress = () => z.string({ error: AclKey.ip }).refine((value) => value === '' || isIpv4(value) || isIpv4Cidr(value), AclKey.ip);

const aclRule = z
  .strictObject({
    /** the rule's row id (its section name); '' for a new rule */
    id: z.union([z.literal(''), z.string().regex(ACL_ID_RE)]),
    /** 0 is matched first */
    priority: aclPrioritySchema(),
    name: emptyOr(requiredString(AclKey.name, AclLimits.nameMaxLength), AclKey.name),
    direction: z.enum(AclDirections),
    proto: z.enum(AclProtocols),
    srcIp: aclAddress(),
    /** spec 5: empty is every port; a port or a:b range needs tcp and/or udp */
    srcPort: emptyOr(portOrRangeSchema(), ValidationKey.portRange),
    destIp: aclAddress(),
    destPort: emptyOr(portOrRangeSchema(), ValidationKey.portRange),
    action: z.enum(AclActions),
    enabled: switchValue,
  })
  .superRefine((rule, ctx) => {
    if (rule.proto !== 'all') return;
    for (const field of ['srcPort', 'destPort'] as const) {
      if (rule[field] !== '') ctx.addIssue({ code: 'custom', path: [field], message: AclKey.portNeedsProtocol });
    }
  });

export type AclRule = z.output<typeof aclRule>;

const aclRuleList = z
  .array(aclRule)
  .max(AclLimits.maxRules, ValidationKey.tooManyEntries)
  .superRefine((rules, ctx) => {
    const ids = rules.map((rule, index) => rule.id || `new ${index}`);
    for (const index of duplicateIndexes(ids, (id) => id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: ValidationKey.duplicate });
    for (const index of duplicateIndexes(rules, (rule) => String(rule.priority))) {
      ctx.addIssue({ code: 'custom', path: [index, 'priority'], message: AclKey.duplicatePriority });
    }
  });

const aclRow = z.object({
  id: z.string(),
  priority: z.number(),
  name: z.string(),
  direction: z.enum(AclDirections),
  proto: z.enum(AclProtocols),
  srcIp: z.string(),
  srcPort: z.string(),
  destIp: z.string(),
  destPort: z.string(),
  action: z.enum(AclActions),
  enabled: switchValue,
});

export const get_acl = defineOp({
  op: 'get_acl',
  method: 'GET',
  feature: 'adv_acl',
  summary: 'ACL rules in priority order (0 first): name, direction (input: to the router; forward: through it), protocol, source and target IP and port (empty: all), action, on or off.',
  input: z.strictObject({}),
  output: z.object({ rules: z.array(aclRow) }),
});

export const set_acl = defineOp({
  op: 'set_acl',
  method: 'POST',
  feature: 'adv_acl',
  mutates: true,
  risky: true,
  summary:
    "Replaces the ACL rules (at most 64, priorities 0-999 and unique; protocol all takes no port). A rule keeps its id; a new one (id empty) gets one. An enabled input rule that would reject or drop the caller's own connection to this page is refused (-2 on its source IP, acl.cutsOwnAccess).",
  input: z.strictObject({ rules: aclRuleList }),
  output: z.object({}),
});
