// Traffic dispatch as mwan3 keeps it (openwrt/packages net/mwan3: files/etc/config/mwan3 is its
// shipped file, lib/mwan3/mwan3.sh and usr/sbin/mwan3track read it):
// - `config interface 'wan'` / `'wwan'` (netifd's names): enabled, list track_ip (the hosts
//   mwan3track pings to call the uplink online), family, reliability (answers needed);
// - `config member`: interface, metric (lower is used first), weight (share among equal metrics);
// - `config policy`: list use_member; last_resort left at mwan3's default 'unreachable', so a
//   one-uplink policy stops that traffic when its uplink fails;
// - `config rule`: src_ip, dest_ip, proto, dest_port, use_policy, family, matched in file order;
//   ours are `dispatch_N` (mwan3 skips a rule name over 15 characters), before every other rule:
//   mwan3_set_user_iptables_rule appends one iptables rule per section in file order, each taking
//   only packets no earlier one marked, so the first match decides and a rule after the stock
//   `https` (tcp 443 -> balanced) never sees HTTPS. mwan3's own rules stay, shown on the page as
//   matched after ours (readOtherRules); `default_rule_v4`'s policy follows the 3G/4G tab's 4G priority (the route metrics of
//   network.wan and network.wwan, settings/cellular-settings.ts), written by writeDefaultRule only.
import type { DispatchRule, OtherDispatchRule } from '@rc/contract/ops/service/traffic-dispatch';
import { DispatchPolicies, DispatchProtocols, type DispatchPolicy, type DispatchUplink } from '@rc/contract/ops/service/traffic-dispatch-fields';
import { addSection, ensureSection, getList, getOption, getSection, removeSection, sectionsOfType, setOption } from '../uci/uci-edit';
import type { UciPackage } from '../uci/uci-types';
import { isCellularPreferred } from './cellular-priority';

export const mwan3Package = 'mwan3';
const DEFAULT_RULE = 'default_rule_v4';
const RULE_RE = /^dispatch_\d+$/;
// The shipped file's track hosts (Cloudflare and OpenDNS resolvers).
const trackIps = ['1.0.0.1', '1.1.1.1', '208.67.222.222', '208.67.220.220'];

// Members as the shipped file names them: <interface>_m<metric>_w<weight>.
const members: Record<string, { interface: DispatchUplink; metric: string }> = {
  wan_m1_w3: { interface: 'wan', metric: '1' },
  wan_m2_w3: { interface: 'wan', metric: '2' },
  wwan_m1_w3: { interface: 'wwan', metric: '1' },
  wwan_m2_w3: { interface: 'wwan', metric: '2' },
};

const policyMembers: Record<DispatchPolicy, string[]> = {
  wan_only: ['wan_m1_w3'],
  wwan_only: ['wwan_m1_w3'],
  wan_wwan: ['wan_m1_w3', 'wwan_m2_w3'],
  wwan_wan: ['wwan_m1_w3', 'wan_m2_w3'],
  balanced: ['wan_m1_w3', 'wwan_m1_w3'],
};

/** The uplinks a policy uses, first choice first; balanced shares both. */
export const policyUplinks: Record<DispatchPolicy, DispatchUplink[]> = {
  wan_only: ['wan'],
  wwan_only: ['wwan'],
  wan_wwan: ['wan', 'wwan'],
  wwan_wan: ['wwan', 'wan'],
  balanced: ['wan', 'wwan'],
};

export function readDispatchRules(mwan3: UciPackage): DispatchRule[] {
  return sectionsOfType(mwan3, 'rule')
    .filter((section) => RULE_RE.test(section.name ?? ''))
    .map((section) => {
      const option = (name: string) => getOption(section, name) ?? '';
      const proto = DispatchProtocols.find((value) => value === option('proto')) ?? 'all';
      // A policy a hand edit named otherwise reads as WAN first, the factory's way.
      const policy = DispatchPolicies.find((value) => value === option('use_policy')) ?? 'wan_wwan';
      return { srcIp: option('src_ip'), destIp: option('dest_ip'), proto, destPort: option('dest_port'), policy };
    });
}

/** What the rest of the traffic takes: 4G first when the 3G/4G tab's 4G priority is on. */
export function defaultDispatchPolicy(network: UciPackage): 'wan_wwan' | 'wwan_wan' {
  return isCellularPreferred(network) ? 'wwan_wan' : 'wan_wwan';
}

/** Our rules in order, before mwan3's own rules (its stock `https`, the default rule), which stay in their order. */
export function writeDispatchRules(mwan3: UciPackage, network: UciPackage, rules: readonly DispatchRule[]): void {
  for (const section of sectionsOfType(mwan3, 'rule').filter((rule) => RULE_RE.test(rule.name ?? ''))) removeSection(mwan3, section);
  writeDefaultRule(mwan3, network);
  const created = rules.map((rule, index) => {
    const section = addSection(mwan3, 'rule', `dispatch_${index + 1}`);
    setOption(section, 'src_ip', rule.srcIp || undefined);
    setOption(section, 'dest_ip', rule.destIp || undefined);
    setOption(section, 'proto', rule.proto);
    setOption(section, 'dest_port', rule.destPort || undefined);
    setOption(section, 'use_policy', rule.policy);
    setOption(section, 'family', 'ipv4');
    return section;
  });
  // addSection appends; mwan3 matches in file order, so ours move before its first rule.
  mwan3.sections.splice(mwan3.sections.length - created.length, created.length);
  const at = mwan3.sections.findIndex((section) => section.type === 'rule');
  mwan3.sections.splice(at, 0, ...created);
}

/** mwan3's rules other than ours and the default rule, in match order (its stock `https`): read only, shown after ours. */
export function readOtherRules(mwan3: UciPackage): OtherDispatchRule[] {
  return sectionsOfType(mwan3, 'rule')
    .filter((section) => !RULE_RE.test(section.name ?? '') && section.name !== DEFAULT_RULE)
    .map((section) => {
      const option = (name: string) => getOption(section, name) ?? '';
      return {
        name: section.name ?? '',
        srcIp: option('src_ip'),
        destIp: option('dest_ip'),
        proto: option('proto') || 'all',
        destPort: option('dest_port'),
        policy: option('use_policy'),
        sticky: option('sticky') === '1' ? '1' : '0',
        family: option('family') || 'any',
      };
    });
}

/**
 * The default rule's policy from the network's metrics, and the interfaces, members and policies
 * it needs. The one writer of default_rule_v4: the 3G/4G tab and this tab both call it.
 */
export function writeDefaultRule(mwan3: UciPackage, network: UciPackage): void {
  ensureBase(mwan3);
  const rule = getSection(mwan3, DEFAULT_RULE) ?? addSection(mwan3, 'rule', DEFAULT_RULE);
  if (getOption(rule, 'dest_ip') === undefined) setOption(rule, 'dest_ip', '0.0.0.0/0');
  setOption(rule, 'use_policy', defaultDispatchPolicy(network));
  if (getOption(rule, 'family') === undefined) setOption(rule, 'family', 'ipv4');
}

// Sections the administrator may have tuned (track hosts, reliability) are kept; our members and
// policies are set, as the page's words for them must stay true.
function ensureBase(mwan3: UciPackage): void {
  if (!getSection(mwan3, 'globals')) setOption(addSection(mwan3, 'globals', 'globals'), 'mmx_mask', '0x3F00');
  for (const uplink of ['wan', 'wwan'] as const) {
    if (getSection(mwan3, uplink)) continue;
    const section = addSection(mwan3, 'interface', uplink);
    setOption(section, 'enabled', '1');
    setOption(section, 'track_ip', trackIps);
    setOption(section, 'family', 'ipv4');
    setOption(section, 'reliability', '1');
  }
  for (const [name, member] of Object.entries(members)) {
    const section = ensureSection(mwan3, 'member', name);
    setOption(section, 'interface', member.interface);
    setOption(section, 'metric', member.metric);
    setOption(section, 'weight', '3');
  }
  for (const policy of DispatchPolicies) setOption(ensureSection(mwan3, 'policy', policy), 'use_member', policyMembers[policy]);
}

/** The hosts mwan3track pings on an uplink (the shipped ones when none is set). */
export function trackHosts(mwan3: UciPackage, uplink: DispatchUplink): string[] {
  const section = getSection(mwan3, uplink);
  const hosts = section ? getList(section, 'track_ip') : [];
  return hosts.length > 0 ? hosts : trackIps;
}
