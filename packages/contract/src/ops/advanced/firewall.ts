// Advanced > Security (spec 2, 3): "firewall, SYN-flood protection, disable ipv6, redirect, ping
// from WAN", each kept where OpenWrt reads it: firewall4's wan zone, defaults and stock
// Allow-Ping rule (/etc/config/firewall), netifd's wan6 and odhcpd's RA and DHCPv6 on the LAN.
import { z } from 'zod';
import { defineOp } from '../../op';

const switchValue = z.enum(['1', '0']);

const securitySettings = {
  /** the wan zone refuses what the LAN did not ask for (input REJECT, forward DROP); '0' accepts it all */
  firewall: switchValue,
  /** firewall4 defaults.synflood_protect */
  synflood: switchValue,
  /** no IPv6 on the WAN (network.wan6.disabled) nor router advertisements and DHCPv6 on the LAN */
  disableIpv6: switchValue,
  /** follow IPv4 ICMP redirects: kept as firewall4's defaults.accept_redirects (which fw4 ignores), applied as a sysctl on OpenWrt */
  redirect: switchValue,
  /** the target of firewall4's stock Allow-Ping rule (spec 4's ACCEPT/REJECT switch pair) */
  wanPing: z.enum(['ACCEPT', 'REJECT']),
};

export const get_firewall = defineOp({
  op: 'get_firewall',
  method: 'GET',
  feature: 'adv_firewall_general',
  summary: 'The security switches: firewall on the WAN, SYN-flood protection, IPv6 off, ICMP redirects, ping from the WAN.',
  input: z.strictObject({}),
  output: z.object(securitySettings),
});

export const set_firewall = defineOp({
  op: 'set_firewall',
  method: 'POST',
  feature: 'adv_firewall_general',
  mutates: true,
  risky: true,
  summary:
    "Saves the security switches. firewall '0' sets the wan zone's input and forward to ACCEPT, '1' back to REJECT and DROP; disableIpv6 '1' sets network.wan6.disabled and dhcp.lan ra/dhcpv6 'disabled', '0' restores them ('server'); wanPing is the Allow-Ping rule's target, re-created when it is gone.",
  input: z.strictObject(securitySettings),
  output: z.object({}),
});
