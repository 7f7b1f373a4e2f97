// Advanced > Security over the files OpenWrt reads: firewall4's wan zone (`input`, `forward`),
// its `defaults` (`synflood_protect`: root/usr/share/ucode/fw4.uc) and its stock Allow-Ping rule;
// `defaults.accept_redirects` holds the ICMP redirects switch, which fw4 parses and ignores: the
// ubus platform writes it as a sysctl (ubus/sysctl-redirects.ts); netifd's
// `network.wan6.disabled` and `network.lan.ip6assign` (the LAN's ULA); odhcpd's `dhcp.lan.ra` and
// `dhcpv6` (fw4 has no IPv6 switch of its own, unlike fw3's disable_ipv6). A save writes only what changed.
import type { OpInput, OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { addSection, getOption, getSection, sectionsOfType, setOption } from '../uci/uci-edit';
import { keepDmzAround } from './dmz-settings';
import { zoneNamed } from './firewall-zones';

export type SecuritySettings = OpOutput<Ops['get_firewall']>;
type SecurityInput = OpInput<Ops['set_firewall']>;

export interface SecurityPackages {
  firewall: UciPackage;
  network: UciPackage;
  dhcp: UciPackage;
}

const PING_RULE = 'Allow-Ping';
/** The wan zone as OpenWrt ships it (our factory file), restored when the firewall is switched back on. */
const shippedWan = { input: 'REJECT', forward: 'DROP' } as const;
const on = (value: boolean) => (value ? '1' : '0');

export function securitySettings({ firewall, network, dhcp }: SecurityPackages): SecuritySettings {
  const defaults = sectionsOfType(firewall, 'defaults')[0];
  const wan = zoneNamed(firewall, 'wan');
  const option = (section: UciSection | undefined, name: string) => (section && getOption(section, name)) ?? '';
  const wan6 = getSection(network, 'wan6');
  const lan = lanDhcp(dhcp);
  return {
    firewall: on(option(wan, 'input') !== 'ACCEPT'),
    // fw4 still reads fw3's syn_flood when synflood_protect is unset.
    synflood: on(isTrue(option(defaults, 'synflood_protect') || option(defaults, 'syn_flood'))),
    disableIpv6: on(option(wan6, 'disabled') === '1' && option(lan, 'ra') === 'disabled'),
    redirect: on(acceptsRedirects(firewall)),
    wanPing: option(pingRule(firewall), 'target') === 'ACCEPT' ? 'ACCEPT' : 'REJECT',
  };
}

export function writeSecurity(packages: SecurityPackages, input: SecurityInput): void {
  const shown = securitySettings(packages);
  if (input.firewall !== shown.firewall) writeWanZone(packages.firewall, input.firewall === '1');
  if (input.synflood !== shown.synflood || input.redirect !== shown.redirect) writeDefaults(packages.firewall, input);
  if (input.disableIpv6 !== shown.disableIpv6) writeIpv6(packages, input.disableIpv6 === '1');
  // A re-created Allow-Ping takes ping back from the DMZ (dmz-router-keeps.ts).
  if (input.wanPing !== shown.wanPing) keepDmzAround(packages.firewall, () => setOption(pingRule(packages.firewall) ?? addPingRule(packages.firewall), 'target', input.wanPing));
}

/** The ICMP redirects switch (fw4 reads no more than this bool of it). */
export function acceptsRedirects(firewall: UciPackage): boolean {
  const defaults = sectionsOfType(firewall, 'defaults')[0];
  return isTrue((defaults && getOption(defaults, 'accept_redirects')) ?? '');
}

function writeWanZone(firewall: UciPackage, protect: boolean): void {
  const wan = zoneNamed(firewall, 'wan');
  if (!wan) return;
  setOption(wan, 'input', protect ? shippedWan.input : 'ACCEPT');
  setOption(wan, 'forward', protect ? shippedWan.forward : 'ACCEPT');
}

function writeDefaults(firewall: UciPackage, input: SecurityInput): void {
  const defaults = sectionsOfType(firewall, 'defaults')[0] ?? addSection(firewall, 'defaults');
  setOption(defaults, 'synflood_protect', input.synflood);
  setOption(defaults, 'syn_flood', undefined);
  setOption(defaults, 'accept_redirects', input.redirect === '1' ? '1' : undefined);
}

function writeIpv6({ network, dhcp }: SecurityPackages, disable: boolean): void {
  const wan6 = getSection(network, 'wan6');
  if (wan6) setOption(wan6, 'disabled', disable ? '1' : undefined);
  // netifd gives each interface with ip6assign a prefix of globals.ula_prefix, wan6 or not: off
  // takes the LAN's out; on gives back what OpenWrt's config_generate writes for lan.
  const lanInterface = getSection(network, 'lan');
  if (lanInterface && (disable || getOption(lanInterface, 'ip6assign') === undefined)) setOption(lanInterface, 'ip6assign', disable ? undefined : '60');
  const lan = lanDhcp(dhcp);
  if (!lan) return;
  // 'server' is what OpenWrt's odhcpd defaults give the LAN.
  setOption(lan, 'ra', disable ? 'disabled' : 'server');
  setOption(lan, 'dhcpv6', disable ? 'disabled' : 'server');
}

function pingRule(firewall: UciPackage): UciSection | undefined {
  return sectionsOfType(firewall, 'rule').find((rule) => getOption(rule, 'name') === PING_RULE);
}

/** The stock rule as firewall4 ships it, for a file that lost it. */
function addPingRule(firewall: UciPackage): UciSection {
  const rule = addSection(firewall, 'rule');
  for (const [name, value] of Object.entries({ name: PING_RULE, src: 'wan', proto: 'icmp', icmp_type: 'echo-request', family: 'ipv4' })) {
    setOption(rule, name, value);
  }
  return rule;
}

function lanDhcp(dhcp: UciPackage): UciSection | undefined {
  return sectionsOfType(dhcp, 'dhcp').find((section) => getOption(section, 'interface') === 'lan');
}

// UCI booleans as fw4 reads them.
function isTrue(value: string): boolean {
  return ['1', 'yes', 'on', 'true', 'enabled'].includes(value);
}
