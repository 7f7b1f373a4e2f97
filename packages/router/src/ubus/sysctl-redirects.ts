// Advanced > Security's ICMP redirects switch, where the kernel reads it. firewall4 parses
// `defaults.accept_redirects` and uses it nowhere (fw4.uc parse_defaults; no template reads it), so
// the switch is kept there for the page and written here as a sysctl file, which OpenWrt's
// /etc/init.d/sysctl applies at boot (`sysctl -e -p` of each /etc/sysctl.d/*.conf, in name order).
// It must come after base-files' 10-default.conf: its net.ipv4.ip_forward=1 sets
// all.accept_redirects to 0 (linux net/ipv4/devinet.c inet_forward_change), and a forwarding
// interface accepts redirects only when both `all` and its own setting are 1. IPv6 never does
// while forwarding (net/ipv6/route.c rt6_do_redirect), so only IPv4 is written.
export const redirectsConfPath = '/etc/sysctl.d/60-routerd-redirects.conf';

export function redirectsConf(accept: boolean): string {
  const value = accept ? 1 : 0;
  return [
    '# Written by routerd from firewall.defaults.accept_redirects (Advanced > Security); firewall4 does not apply it.',
    `net.ipv4.conf.all.accept_redirects=${value}`,
    `net.ipv4.conf.default.accept_redirects=${value}`,
    '',
  ].join('\n');
}
