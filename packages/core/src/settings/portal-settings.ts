// The Wi-Fi portal as OpenWrt's apfree-wifidog keeps it (/etc/config/wifidogx). Its init script
// (openwrt/packages net/apfree-wifidog/files/wifidogx.init, prepare_wifidog_conf) validates and reads
// `config wifidogx 'common'`: enabled, auth_server_hostname, auth_server_port, auth_server_path
// (printed in its AuthServer block only in auth_server_mode 'cloud'), check_interval (seconds),
// client_timeout (a count of check intervals: wifidog drops a client idle that many checks),
// trusted_domains (list(host)) and trusted_macs (lists, joined with commas into TrustedDomains and
// TrustedMACList); handle_gateway reads each `config gateway`: gateway_name (the LAN device) and
// gateway_channel, both required, and gateway_id (empty: the device's MAC).
// Not read by any OpenWrt program: apfree-wifidog's init script has no SSL option for the auth
// server (only the websocket's long_conn_mode 'wss'), so `auth_server_ssl` and
// `auth_server_ssl_port` keep the page's SSL switch and port (classic wifidog's SSLAvailable and
// SSLPort); `client_timeout_min` keeps the minutes asked, as intervals round them.
import type { OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import { isMac, isIntInRange, isPort } from '@rc/contract/datatypes';
import { Limits } from '@rc/contract/constants';
import { GATEWAY_ID_RE, isTrustedDomain, PORTAL_PATH_RE, PortalLimits } from '@rc/contract/ops/service/portal-fields';
import { addSection, ensureSection, getList, getOption, getSection, sectionsOfType, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export const wifidogPackage = 'wifidogx';
const COMMON = 'common';

export type PortalSettings = OpOutput<Ops['get_portal']>;

const defaults: PortalSettings = {
  enabled: '0',
  gatewayId: '',
  checkInterval: PortalLimits.defaultCheckInterval,
  clientTimeout: PortalLimits.defaultClientTimeoutMin,
  serverHost: '',
  serverPort: PortalLimits.defaultPort,
  serverPath: PortalLimits.defaultPath,
  ssl: '0',
  sslPort: PortalLimits.defaultSslPort,
  trustedDomains: [],
  trustedMacs: [],
};

/** The page's view; a value a hand edit broke reads as the default. */
export function readPortal(pkg: UciPackage): PortalSettings {
  const common = getSection(pkg, COMMON);
  if (!common) return { ...defaults, trustedDomains: [], trustedMacs: [] };
  const option = (name: string) => getOption(common, name) ?? '';
  const checkInterval = inRange(option('check_interval'), Limits.certHealthMinS, Limits.certHealthMaxS, defaults.checkInterval);
  const gatewayId = firstGateway(pkg);
  const path = option('auth_server_path');
  return {
    enabled: option('enabled') === '1' ? '1' : '0',
    gatewayId: gatewayId && GATEWAY_ID_RE.test(gatewayId) ? gatewayId : '',
    checkInterval,
    clientTimeout: clientTimeoutMinutes(common, checkInterval),
    serverHost: option('auth_server_hostname'),
    serverPort: isPort(option('auth_server_port')) ? Number(option('auth_server_port')) : defaults.serverPort,
    serverPath: PORTAL_PATH_RE.test(path) ? path : defaults.serverPath,
    ssl: option('auth_server_ssl') === '1' ? '1' : '0',
    sslPort: isPort(option('auth_server_ssl_port')) ? Number(option('auth_server_ssl_port')) : defaults.sslPort,
    trustedDomains: getList(common, 'trusted_domains').filter(isTrustedDomain),
    trustedMacs: getList(common, 'trusted_macs').filter(isMac).map((mac) => mac.toUpperCase()),
  };
}

/** Writes `common` and the first gateway, keeping every option and section the page does not show. */
export function writePortal(pkg: UciPackage, input: PortalSettings): void {
  const common = ensureSection(pkg, 'wifidogx', COMMON);
  setOption(common, 'enabled', input.enabled);
  // The AuthServer block is printed in cloud mode only; 'local' serves a portal from the router.
  if (getOption(common, 'auth_server_mode') === undefined) setOption(common, 'auth_server_mode', 'cloud');
  setOption(common, 'auth_server_hostname', input.serverHost);
  setOption(common, 'auth_server_port', String(input.serverPort));
  setOption(common, 'auth_server_path', input.serverPath);
  setOption(common, 'auth_server_ssl', input.ssl);
  setOption(common, 'auth_server_ssl_port', String(input.sslPort));
  setOption(common, 'check_interval', String(input.checkInterval));
  setOption(common, 'client_timeout', String(intervalsOf(input.clientTimeout, input.checkInterval)));
  setOption(common, 'client_timeout_min', String(input.clientTimeout));
  setOption(common, 'trusted_domains', input.trustedDomains);
  setOption(common, 'trusted_macs', input.trustedMacs.map((mac) => mac.toUpperCase()));
  const gateway = sectionsOfType(pkg, 'gateway')[0] ?? addSection(pkg, 'gateway', 'lan');
  if (getOption(gateway, 'gateway_name') === undefined) setOption(gateway, 'gateway_name', 'br-lan');
  if (getOption(gateway, 'gateway_channel') === undefined) setOption(gateway, 'gateway_channel', 'lan');
  setOption(gateway, 'gateway_id', input.gatewayId || undefined);
}

/** Minutes as wifidog's count of check intervals, rounded up so that a client gets at least that long. */
export function intervalsOf(minutes: number, checkInterval: number): number {
  return Math.ceil((minutes * 60) / checkInterval);
}

// The minutes asked, while they still give the stored count; else what the count means.
function clientTimeoutMinutes(common: UciSection, checkInterval: number): number {
  const intervals = Number(getOption(common, 'client_timeout'));
  const asked = Number(getOption(common, 'client_timeout_min'));
  if (!Number.isInteger(intervals) || intervals < 1) return defaults.clientTimeout;
  if (isIntInRange(asked, Limits.certClientTimeoutMinMin, Limits.certClientTimeoutMaxMin) && intervalsOf(asked, checkInterval) === intervals) return asked;
  const minutes = Math.round((intervals * checkInterval) / 60);
  return Math.min(Limits.certClientTimeoutMaxMin, Math.max(Limits.certClientTimeoutMinMin, minutes));
}

function firstGateway(pkg: UciPackage): string | undefined {
  const gateway = sectionsOfType(pkg, 'gateway')[0];
  return gateway && getOption(gateway, 'gateway_id');
}

function inRange(value: string, min: number, max: number, fallback: number): number {
  return isIntInRange(value, min, max) ? Number(value) : fallback;
}
