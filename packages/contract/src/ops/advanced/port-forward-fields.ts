// Port forwarding's values, limits and messages, shared by its ops, the device and the page.
import { parsePortRange } from '../../datatypes';

/** Issue 14: at most 64 rules; a rule's label (fw4 `name`) 1-32 characters. */
export const PortForwardLimits = { maxRules: 64, nameMaxLength: 32 } as const;

/** Spec 3 "protocol (tcp+udp | tcp | udp)"; the device writes fw4's `proto 'tcp udp'`, 'tcp', 'udp'. */
export const PortForwardProtocols = ['tcp+udp', 'tcp', 'udp'] as const;
export type PortForwardProtocol = (typeof PortForwardProtocols)[number];

export const PortForwardKey = {
  name: 'forwarding.nameInvalid',
  port: 'forwarding.portInvalid',
  /** an internal range other than the external one: fw4 and the kernel cannot shift a range */
  rangeMapping: 'forwarding.rangeMapping',
  /** names the other rule: `{{rule}}` */
  overlap: 'forwarding.overlap',
  zone: 'forwarding.zoneInvalid',
  /** the internal zone is the external one */
  sameZone: 'forwarding.sameZone',
} as const;

/**
 * A firewall zone's name as fw4 takes it for a redirect's src / dest (the `name` of a `config zone`;
 * LuCI's zone form allows [A-Za-z0-9_] and at most 11 characters, fw3's limit fw4 kept in its UI).
 */
export const ZONE_NAME_RE = /^[A-Za-z0-9_]{1,11}$/;

/** The row id a rule keeps over saves: its firewall section's name. */
export const PORT_FORWARD_ID_RE = /^pf_\d{1,6}$/;

/** Whether two rules' protocols share one: tcp+udp meets both. */
export function protocolsMeet(a: PortForwardProtocol, b: PortForwardProtocol): boolean {
  return a === b || a === 'tcp+udp' || b === 'tcp+udp';
}

interface ForwardMatch {
  externalZone: string;
  protocol: PortForwardProtocol;
  externalPort: string;
}

/** Two enabled rules fw4 would both match: the same source zone, a protocol in common and external ports that meet. */
export function forwardsOverlap(a: ForwardMatch, b: ForwardMatch): boolean {
  const [x, y] = [parsePortRange(a.externalPort), parsePortRange(b.externalPort)];
  return a.externalZone === b.externalZone && x !== undefined && y !== undefined && protocolsMeet(a.protocol, b.protocol) && x.from <= y.to && y.from <= x.to;
}
