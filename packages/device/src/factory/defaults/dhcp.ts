// The factory /etc/config/dhcp, as OpenWrt's dnsmasq init script reads it: a caching resolver for
// the LAN only (localservice) that refuses private answers from upstream (rebind_protection), names
// the LAN's hosts under 'lan', and serves leases on the LAN from .100, 151 of them (spec 5: default
// end 250), for 12 hours; none on the WAN. Options at dnsmasq's own default are left out.
export const dhcpDefaults = `config dnsmasq
\toption domainneeded '1'
\toption boguspriv '1'
\toption localise_queries '1'
\toption rebind_protection '1'
\toption rebind_localhost '1'
\toption local '/lan/'
\toption domain 'lan'
\toption expandhosts '1'
\toption cachesize '1000'
\toption authoritative '1'
\toption readethers '1'
\toption leasefile '/tmp/dhcp.leases'
\toption resolvfile '/tmp/resolv.conf.d/resolv.conf.auto'
\toption nonwildcard '1'
\toption localservice '1'
\toption ednspacket_max '1232'

config dhcp 'lan'
\toption interface 'lan'
\toption start '100'
\toption limit '151'
\toption leasetime '12h'

config dhcp 'wan'
\toption interface 'wan'
\toption ignore '1'
`;
