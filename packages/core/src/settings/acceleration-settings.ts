// NAT acceleration (firewall4's flow offloading) and QoS exclude each other (spec 5): offloaded
// flows bypass nft-qos's limits. Both tabs ask these two questions of the stored files.
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

/** The file of OpenWrt's nft-qos (openwrt/packages net/nft-qos, shipped up to OpenWrt 24.10). */
export const nftQosPackage = 'nft-qos';

/**
 * `config default 'default'`: nft-qos.init loads it by type and name
 * (`qosdef_validate_static default qosdef_init_static`, lib/static.sh `uci_load_validate nft-qos default`).
 */
export function nftQosDefault(nftQos: UciPackage): UciSection | undefined {
  const section = getSection(nftQos, 'default');
  return section?.type === 'default' ? section : undefined;
}

/**
 * Static per-host limits are on: lib/static.sh qosdef_init_static builds its table only with
 * `limit_enable` true (procd's bool) and a `limit_type` other than 'dynamic'; an absent type
 * also lets lib/dynamic.sh start, so only 'static' counts as ours.
 */
export function qosEnabled(nftQos: UciPackage): boolean {
  const section = nftQosDefault(nftQos);
  if (section === undefined) return false;
  const enable = getOption(section, 'limit_enable');
  return enable !== undefined && UCI_TRUE.has(enable) && getOption(section, 'limit_type') === 'static';
}

// procd's validate `bool` (validate.c): what uci_load_validate reads as 1.
const UCI_TRUE: ReadonlySet<string> = new Set(['1', 'yes', 'on', 'true', 'enabled']);
