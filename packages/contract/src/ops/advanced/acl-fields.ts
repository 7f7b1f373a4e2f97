// ACL's value sets, limits and messages, shared by its ops, the device and the page.

/** spec 3: action, protocol and direction as firewall4 spells them (tcp+udp is fw4's 'tcp udp') */
export const AclActions = ['REJECT', 'ACCEPT', 'DROP'] as const;
export const AclProtocols = ['all', 'tcp+udp', 'tcp', 'udp'] as const;
export const AclDirections = ['input', 'forward'] as const;
export type AclProtocol = (typeof AclProtocols)[number];

/** bounds the spec leaves open (its priority 0-999 is Limits.aclPriority*) */
export const AclLimits = { maxRules: 64, nameMaxLength: 32 } as const;

export const AclKey = {
  name: 'acl.nameInvalid',
  ip: 'acl.ipInvalid',
  duplicatePriority: 'acl.duplicatePriority',
  /** spec 5: protocol all takes no port */
  portNeedsProtocol: 'acl.portNeedsProtocol',
  /** an enabled input REJECT/DROP that matches the administrator's own connection to this page */
  cutsOwnAccess: 'acl.cutsOwnAccess',
} as const;

/** A rule's firewall section name, acl_<priority>: fw4 knows no priority option (it warns of unknown
 * ones) and matches in file order, so the name carries it and the sections are written sorted. */
export const ACL_ID_RE = /^acl_(?:0|[1-9]\d{0,2})$/;

/** The fields of a rule that decide whether it matches everything. */
export interface AclMatch {
  direction: (typeof AclDirections)[number];
  srcIp: string;
  srcPort: string;
  destIp: string;
  destPort: string;
  action: (typeof AclActions)[number];
  enabled: '1' | '0';
}

/**
 * An enabled ACCEPT with every address and port empty: fw4 puts it (src '*') ahead of every zone's
 * own rules, so forward accepts the internet into the LAN and input opens every service of the
 * router to the WAN. Allowed, but the page says so.
 */
export function acceptsEverything(rule: AclMatch): boolean {
  return rule.enabled === '1' && rule.action === 'ACCEPT' && [rule.srcIp, rule.srcPort, rule.destIp, rule.destPort].every((value) => value === '');
}
