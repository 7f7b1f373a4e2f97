// The factory /etc/config/firewall, as firewall4 (fw4.uc) reads it: LAN trusted, WAN rejected and
// masqueraded (the 4G modem's wwan an uplink beside wan), LAN to WAN forwarded, and the inbound
// traffic a router must take from its uplink: DHCP and DHCPv6 replies, ping, IGMP, MLD, the ICMPv6
// a working IPv6 link needs, and IPsec passed through to the LAN. Written by `uci commit` rules
// (quoted values), not copied from firewall4's sample file.
const wanIcmpv6 = ['echo-request', 'echo-reply', 'destination-unreachable', 'packet-too-big', 'time-exceeded', 'bad-header', 'unknown-header-type'];
const routerIcmpv6 = ['router-solicitation', 'neighbour-solicitation', 'router-advertisement', 'neighbour-advertisement'];

type Value = string | string[];

function section(type: string, options: Record<string, Value>): string {
  const lines = Object.entries(options).flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => `\tlist ${name} '${item}'`) : [`\toption ${name} '${value}'`]));
  return [`config ${type}`, ...lines].join('\n') + '\n';
}

const rule = (name: string, options: Record<string, Value>) => section('rule', { name, src: 'wan', ...options, target: 'ACCEPT' });

export const firewallDefaults = [
  section('defaults', { syn_flood: '1', input: 'REJECT', output: 'ACCEPT', forward: 'REJECT' }),
  section('zone', { name: 'lan', network: ['lan'], input: 'ACCEPT', output: 'ACCEPT', forward: 'ACCEPT' }),
  section('zone', { name: 'wan', network: ['wan', 'wan6', 'wwan'], input: 'REJECT', output: 'ACCEPT', forward: 'DROP', masq: '1', mtu_fix: '1' }),
  section('forwarding', { src: 'lan', dest: 'wan' }),
  rule('Allow-DHCP-Renew', { proto: 'udp', dest_port: '68', family: 'ipv4' }),
  rule('Allow-Ping', { proto: 'icmp', icmp_type: 'echo-request', family: 'ipv4' }),
  rule('Allow-IGMP', { proto: 'igmp', family: 'ipv4' }),
  rule('Allow-DHCPv6', { proto: 'udp', dest_ip: 'fe80::/10', dest_port: '546', family: 'ipv6' }),
  rule('Allow-MLD', { proto: 'icmp', src_ip: 'fe80::/10', icmp_type: ['130/0', '131/0', '132/0', '143/0'], family: 'ipv6' }),
  rule('Allow-ICMPv6-Input', { proto: 'icmp', icmp_type: [...wanIcmpv6, ...routerIcmpv6], limit: '1000/sec', family: 'ipv6' }),
  rule('Allow-ICMPv6-Forward', { dest: '*', proto: 'icmp', icmp_type: wanIcmpv6, limit: '1000/sec', family: 'ipv6' }),
  rule('Allow-IPSec-ESP', { dest: 'lan', proto: 'esp' }),
  rule('Allow-ISAKMP', { dest: 'lan', dest_port: '500', proto: 'udp' }),
].join('\n');
