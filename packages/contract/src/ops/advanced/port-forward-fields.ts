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
} as const;

/** The row id a rule keeps over saves: its firewall section's name. */
export const PORT_FORWARD_ID_RE = /^pf_\d{1,6}$/;

/** Whether two rules' protocols share one: tcp+udp meets both. */
export function protocolsMeet(a: PortForwardProtocol, b: PortForwardProtocol): boolean {
  return a === b || a === 'tcp+udp' || b === 'tcp+udp';
}

/** Two enabled rules fw4 would both match: a protocol in common and external ports that meet. */
export function forwardsOverlap(a: { protocol: PortForwardProtocol; externalPort: string }, b: { protocol: PortForwardProtocol; externalPort: string }): boolean {
  const [x, y] = [parsePortRange(a.externalPort), parsePortRange(b.externalPort)];
  return x !== undefined && y !== undefined && protocolsMeet(a.protocol, b.protocol) && x.from <= y.to && y.from <= x.to;
}
