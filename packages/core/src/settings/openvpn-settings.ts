// Service > OpenVPN as OpenWrt reads it. `config openvpn 'client'` in /etc/config/openvpn: the
// openvpn package's init script (openwrt/packages net/openvpn/files/openvpn.init up to 24.10,
// start_uci_instance) starts a section whose `enabled` is 1 and writes each option listed in its
// openvpn.options as one `name value` line of /var/etc/openvpn-client.conf:
// - client, nobind (OPENVPN_BOOLS): a client that takes any local port;
// - dev (OPENVPN_PARAMS): tun0 or tap0, named so that network.ovpn can name it (openvpn infers
//   the device type from the tun/tap prefix);
// - proto: udp or tcp-client; remote: `<host> <port>`, reaching openvpn unquoted, hence an IP or
//   a host name only;
// - ca, cert, key: paths of the PEM files the daemon writes (settings/openvpn-pems.ts);
// - username, password: not openvpn options but openvpn.init's own (openvpn_get_credentials):
//   it writes both to /var/run/openvpn.<section>.userpass and adds --auth-user-pass with that file.
// OpenWrt after 24.10 moves these sections into network as `proto 'openvpn'` interfaces
// (net/openvpn/files/etc/uci-defaults/60_openvpn_migrate.sh, option proto renamed ovpnproto).
// network.ovpn (`proto 'none'`, `device 'tun0'`) is how OpenWrt's OpenVPN client guide lets
// netifd, and through it firewall4, know the tunnel: it joins the wan zone (masquerade and
// forwarding from lan, firewall-zones.ts) as the PPTP and L2TP tunnels do. The default route is
// the server's to push (`redirect-gateway`); this page has no switch for it.
import { OpenvpnLimits } from '@rc/contract/ops/service/openvpn-fields';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { ensureSection, getList, getOption, getSection, setOption } from '../uci/uci-edit';
import { joinWanZone } from './firewall-zones';
import type { PemPaths } from './openvpn-pems';
import { dropUnsafeOptions } from './unsafe-option-filter';

export const OPENVPN_SECTION = 'client';
export const OPENVPN_INTERFACE = 'ovpn';

export interface OpenvpnSettings {
  enabled: '1' | '0';
  remote: string;
  port: number;
  protocol: 'udp' | 'tcp';
  device: 'tun' | 'tap';
  /** auth-user-pass's username, '' for none */
  username: string;
}

function clientSection(openvpn: UciPackage): UciSection | undefined {
  const section = getSection(openvpn, OPENVPN_SECTION);
  return section?.type === 'openvpn' ? section : undefined;
}

export function readOpenvpn(openvpn: UciPackage): OpenvpnSettings {
  const section = clientSection(openvpn);
  // The first server of a `list remote`: openvpn tries the others in turn, the page shows one.
  const [host = '', portText] = (section ? (getList(section, 'remote')[0] ?? '') : '').split(/\s+/);
  const port = Number(portText ?? (section && getOption(section, 'port')));
  const option = (name: string) => (section && getOption(section, name)) ?? '';
  return {
    // openvpn.init's section_enabled: `enabled` or the older `enable`.
    enabled: option('enabled') === '1' || option('enable') === '1' ? '1' : '0',
    remote: host,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : OpenvpnLimits.portDefault,
    protocol: option('proto').startsWith('tcp') ? 'tcp' : 'udp',
    device: option('dev').startsWith('tap') || option('dev_type') === 'tap' ? 'tap' : 'tun',
    username: option('username'),
  };
}

/** The stored auth-user-pass password, '' when none: never answered to the page. */
export function readOpenvpnPassword(openvpn: UciPackage): string {
  const section = clientSection(openvpn);
  return (section && getOption(section, 'password')) ?? '';
}

export function deviceName(device: 'tun' | 'tap'): string {
  return `${device}0`;
}

/** Writes openvpn.client, network.ovpn and the wan zone; `files` names the PEM files stored. */
export function writeOpenvpn(packages: { openvpn: UciPackage; network: UciPackage; firewall: UciPackage }, settings: OpenvpnSettings, files: Partial<PemPaths>, password: string): void {
  const section = ensureSection(packages.openvpn, 'openvpn', OPENVPN_SECTION);
  setOption(section, 'enabled', settings.enabled);
  setOption(section, 'enable', undefined);
  setOption(section, 'client', '1');
  setOption(section, 'dev', deviceName(settings.device));
  setOption(section, 'dev_type', undefined);
  setOption(section, 'proto', settings.protocol === 'tcp' ? 'tcp-client' : 'udp');
  setOption(section, 'remote', `${settings.remote} ${settings.port}`);
  setOption(section, 'port', undefined);
  setOption(section, 'nobind', '1');
  setOption(section, 'ca', files.ca);
  setOption(section, 'cert', files.cert);
  setOption(section, 'key', files.key);
  setOption(section, 'username', settings.username || undefined);
  setOption(section, 'password', settings.username ? password : undefined);
  dropUnsafeOptions('openvpn', section);
  const ovpn = ensureSection(packages.network, 'interface', OPENVPN_INTERFACE);
  setOption(ovpn, 'proto', 'none');
  setOption(ovpn, 'device', deviceName(settings.device));
  dropUnsafeOptions('network', ovpn);
  joinWanZone(packages.firewall, OPENVPN_INTERFACE);
}
