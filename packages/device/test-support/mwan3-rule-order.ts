// How mwan3 picks a rule for a packet, for tests that read a written file back through OpenWrt's uci:
// lib/mwan3/mwan3.sh (openwrt/packages net/mwan3) appends one iptables rule per `config rule`, in
// the file's order, to the chain mwan3_rules, each matching only packets no earlier rule marked
// (`-m mark --mark 0/$MMX_MASK`): the first rule that matches decides. Family ipv6 rules never see
// an IPv4 packet. Only the options our tests use are read: src_ip, dest_ip, proto, dest_port.

export interface Mwan3Rule {
  name: string;
  options: Record<string, string>;
}

export interface Ipv4Packet {
  src: string;
  dest: string;
  proto: 'tcp' | 'udp' | 'icmp';
  port: number;
}

/** The rules of `uci show mwan3`, in uci's order. */
export function uciRules(shown: string): Mwan3Rule[] {
  const rules: Mwan3Rule[] = [];
  for (const line of shown.split('\n')) {
    const section = /^mwan3\.([A-Za-z0-9_]+)=rule$/.exec(line);
    if (section) rules.push({ name: section[1]!, options: {} });
    const option = /^mwan3\.([A-Za-z0-9_]+)\.([A-Za-z0-9_]+)='(.*)'$/.exec(line);
    const rule = rules.find((candidate) => candidate.name === option?.[1]);
    if (option && rule) rule.options[option[2]!] = option[3]!;
  }
  return rules;
}

const toNumber = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function inNetwork(ip: string, network: string | undefined): boolean {
  if (!network) return true;
  const [base, bits = '32'] = network.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toNumber(ip) / size) === Math.floor(toNumber(base!) / size);
}

function portMatches(port: number, ports: string | undefined): boolean {
  if (!ports) return true;
  return ports.split(',').some((range) => {
    const [low, high = low] = range.split(':').map(Number);
    return port >= low! && port <= high!;
  });
}

/** The first rule matching the packet, as mwan3_rules does, with the policy it hands the packet to. */
export function firstMatchingRule(rules: Mwan3Rule[], packet: Ipv4Packet): { name: string; policy: string } | undefined {
  const rule = rules.find(({ options }) => {
    const proto = options.proto ?? 'all';
    return (
      (options.family ?? 'any') !== 'ipv6' &&
      inNetwork(packet.src, options.src_ip) &&
      inNetwork(packet.dest, options.dest_ip) &&
      (proto === 'all' || proto === packet.proto) &&
      portMatches(packet.port, options.dest_port)
    );
  });
  return rule && { name: rule.name, policy: rule.options.use_policy ?? '' };
}
