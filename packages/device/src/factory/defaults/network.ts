// /etc/config/network as OpenWrt generates it on a dual-band MT7621-class router with DSA
// ports and a QMI 4G modem (wwan): LAN 192.168.1.1/24 on br-lan, WAN by DHCP.
import type { DeviceIdentity } from '@rc/core/device-identity';

export function networkDefaults(identity: DeviceIdentity, ulaPrefix: string): string {
  return `config interface 'loopback'
	option device 'lo'
	option proto 'static'
	option ipaddr '127.0.0.1'
	option netmask '255.0.0.0'

config globals 'globals'
	option ula_prefix '${ulaPrefix}'
	option packet_steering '1'

config device
	option name 'br-lan'
	option type 'bridge'
	option macaddr '${identity.lanMac.toLowerCase()}'
	list ports 'lan1'
	list ports 'lan2'
	list ports 'lan3'
	list ports 'lan4'

config device
	option name 'wan'
	option macaddr '${identity.wanMac.toLowerCase()}'

config interface 'lan'
	option device 'br-lan'
	option proto 'static'
	option ipaddr '192.168.1.1'
	option netmask '255.255.255.0'
	option ip6assign '60'

config interface 'wan'
	option device 'wan'
	option proto 'dhcp'

config interface 'wan6'
	option device 'wan'
	option proto 'dhcpv6'

config interface 'wwan'
	option proto 'qmi'
	option device '/dev/cdc-wdm0'
	option apn 'cmnet'
	option auth 'none'
	option pdptype 'ipv4v6'
	option metric '20'
`;
}
