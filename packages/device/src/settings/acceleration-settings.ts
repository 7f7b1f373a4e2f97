// NAT acceleration (firewall4's flow offloading) and QoS exclude each other (spec 5): offloaded
// flows bypass the shaper. Both tabs ask these two questions of the stored files.
import { getOption, getSection, sectionsOfType } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

/** firewall's `config defaults` section; fw4 reads the first one. */
export function firewallDefaults(firewall: UciPackage): UciSection | undefined {
  return sectionsOfType(firewall, 'defaults')[0];
}

export function flowOffloadingOn(firewall: UciPackage): boolean {
  const defaults = firewallDefaults(firewall);
  return defaults !== undefined && getOption(defaults, 'flow_offloading') === '1';
}

/** qos.global, our own package (OpenWrt has no per-address limiter config of this shape). */
export function qosGlobal(qos: UciPackage): UciSection | undefined {
  const section = getSection(qos, 'global');
  return section?.type === 'qos' ? section : undefined;
}

export function qosEnabled(qos: UciPackage): boolean {
  const global = qosGlobal(qos);
  return global !== undefined && getOption(global, 'enabled') === '1';
}
