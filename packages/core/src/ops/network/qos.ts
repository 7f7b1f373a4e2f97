// Network > QoS (spec 2, 5) as OpenWrt's nft-qos reads it (openwrt/packages net/nft-qos,
// /etc/config/nft-qos; LuCI's luci-app-nft-qos edits the same sections):
// - `config default 'default'`: limit_enable, limit_type 'static' (lib/static.sh
//   qosdef_validate_static / qosdef_init_static); static_unit_dl/_ul and static_rate_dl/_ul
//   are the unit and rate of a section that has none (static.sh qosdef_append_chain_sta).
// - per host, one `config download` and one `config upload` section: ipaddr, rate, unit
//   (static.sh qosdef_append_rule_sta, which turns them into core.sh's
//   `ip daddr|saddr IPADDR limit rate over RATE UNIT/second drop`); hostname is the label
//   LuCI shows and nft-qos.config's samples use ('My PC'); no script reads it, nor macaddr.
// The console's rule is one host or network with both rates and a description, so it is the pair
// of sections with its ipaddr; the description is their hostname. Sections the console cannot
// show (an IPv6 ipaddr, a network given by one of its hosts, no ipaddr) are left as they are.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey } from '@rc/contract/datatypes';
import type { QosRule } from '@rc/contract/ops/network/qos';
import { qosTargetIssue } from '@rc/contract/ops/network/qos-fields';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { fieldRefusal } from '../../errors/op-error';
import { ensureSection, getOption, setOption } from '../../uci/uci-edit';
import { saveSectionList } from '../../uci/section-list';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { flowOffloadingOn, nftQosDefault, nftQosPackage, qosEnabled } from '../../settings/acceleration-settings';

type Direction = 'download' | 'upload';

// nftables' rate units (src/datatype.c data_unit_parse): a kbyte is 1024 bytes. The console's
// Kb/s are kilobits (1000 bits), so a rule is written in bytes: N Kb/s is exactly N * 125 bytes/s.
// A Map: the unit is the file's text, and 'constructor' is no unit.
const BYTES_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['bytes', 1],
  ['kbytes', 1024],
  ['mbytes', 1024 * 1024],
]);
const BYTES_PER_KBIT = 125;
const WRITTEN_UNIT = 'bytes';

/** The default's own options, else the defaults of static.sh's qosdef_validate_static. */
interface StaticDefaults {
  unit: Record<Direction, string>;
  rate: Record<Direction, string>;
}

function staticDefaults(nftQos: UciPackage): StaticDefaults {
  const section = nftQosDefault(nftQos);
  const option = (name: string, fallback: string) => (section && getOption(section, name)) ?? fallback;
  return {
    unit: { download: option('static_unit_dl', 'kbytes'), upload: option('static_unit_ul', 'kbytes') },
    rate: { download: option('static_rate_dl', '50'), upload: option('static_rate_ul', '50') },
  };
}

/** The download or upload sections of one IPv4 host each, in file order. */
function ownedSections(nftQos: UciPackage, direction: Direction): UciSection[] {
  return nftQos.sections.filter((section) => section.type === direction && qosTargetIssue(getOption(section, 'ipaddr') ?? '') === undefined);
}

/** The section's limit in Kb/s as static.sh would apply it; 0 when nftables would refuse the rule. */
function kbitsOf(section: UciSection, direction: Direction, defaults: StaticDefaults): number {
  const rate = getOption(section, 'rate') ?? defaults.rate[direction];
  const bytes = BYTES_PER_UNIT.get(getOption(section, 'unit') ?? defaults.unit[direction]);
  if (bytes === undefined || !/^\d+$/.test(rate)) return 0;
  return Math.round((Number(rate) * bytes) / BYTES_PER_KBIT);
}

function readRules(nftQos: UciPackage): QosRule[] {
  const defaults = staticDefaults(nftQos);
  const rules = new Map<string, QosRule>();
  for (const direction of ['download', 'upload'] as const) {
    for (const section of ownedSections(nftQos, direction)) {
      const target = getOption(section, 'ipaddr') ?? '';
      const rule = rules.get(target) ?? { target, upload: 0, download: 0, description: '' };
      // A second section for the same host and direction: the first one is what the page edits.
      if (rule[direction] === 0) rule[direction] = kbitsOf(section, direction, defaults);
      rule.description ||= getOption(section, 'hostname') ?? '';
      rules.set(target, rule);
    }
  }
  return [...rules.values()];
}

export const get_qos: Handler<Ops['get_qos']> = async (_input, ctx) => {
  const nftQos = await ctx.store.read(nftQosPackage);
  return { enabled: qosEnabled(nftQos) ? '1' : '0', rules: readRules(nftQos) };
};

export const set_qos: Handler<Ops['set_qos']> = async (input, ctx) => {
  // nft-qos' /etc/init.d/nft-qos (lib/static.sh) is what reads /etc/config/nft-qos
  await ctx.platform.requirePackage?.('nft-qos');
  // Both files under one lock, so that NAT acceleration cannot be switched on in between.
  await ctx.store.transact('set_qos', [nftQosPackage, 'firewall'], (draft) => {
    const nftQos = draftPackage(draft, nftQosPackage);
    const firewall = draftPackage(draft, 'firewall');
    if (input.enabled === '1' && flowOffloadingOn(firewall)) throw fieldRefusal('enabled', ValidationKey.qosNeedsNatOff);
    const defaults = ensureSection(nftQos, 'default', 'default');
    setOption(defaults, 'limit_enable', input.enabled);
    // Turning the limits off keeps a dynamic type someone chose in LuCI; on, they are ours.
    if (input.enabled === '1' || getOption(defaults, 'limit_type') === undefined) setOption(defaults, 'limit_type', 'static');
    for (const direction of ['download', 'upload'] as const) {
      saveSectionList<QosRule>(nftQos, input.rules, {
        type: direction,
        owned: ownedSections(nftQos, direction),
        keyOfSection: (section) => getOption(section, 'ipaddr') ?? '',
        keyOfItem: (rule) => rule.target,
        write: (section, rule) => writeLimit(section, rule, rule[direction]),
      });
    }
  });
  return {};
};

// LuCI's column order: hostname, ipaddr, macaddr, rate, unit. A macaddr LuCI wrote stays.
function writeLimit(section: UciSection, rule: QosRule, kbits: number): void {
  setOption(section, 'hostname', rule.description || undefined);
  setOption(section, 'ipaddr', rule.target);
  setOption(section, 'rate', String(kbits * BYTES_PER_KBIT));
  setOption(section, 'unit', WRITTEN_UNIT);
}

export const get_qos_status: Handler<Ops['get_qos_status']> = async (_input, ctx) => {
  return { flowOffloading: flowOffloadingOn(await ctx.store.read('firewall')) };
};
