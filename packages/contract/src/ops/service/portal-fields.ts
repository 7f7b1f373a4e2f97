// Service > Certification (spec 2, 3, 5): the Wi-Fi portal's messages, limits and list rules,
// shared by its ops, the device and the page. apfree-wifidog (openwrt/packages
// net/apfree-wifidog, files/wifidogx.init) reads /etc/config/wifidogx.
import { isIpOrHostname } from '../../datatypes';

export const PortalKey = {
  /** a gateway ID is letters, digits, '-' and '_' (apfree prints it into its config unquoted) */
  gatewayId: 'portal.gatewayIdInvalid',
  /** the auth server's path: starts with '/', no spaces, quotes or control characters */
  path: 'portal.pathInvalid',
  /** one whitelisted domain per line: a host name or IPv4 address (wifidogx.init: list(host)) */
  domain: 'portal.domainInvalid',
  /** a client the portal does not know (kicked already, or gone) */
  clientGone: 'portal.clientGone',
  /** the platform cannot disconnect portal clients */
  kickUnavailable: 'portal.kickUnavailable',
} as const;

export const PortalLimits = {
  gatewayIdMaxLength: 64,
  pathMaxLength: 128,
  /** entries of each whitelist */
  maxEntries: 64,
  defaultPort: 80,
  defaultSslPort: 443,
  defaultPath: '/wifidog/',
  defaultCheckInterval: 60,
  defaultClientTimeoutMin: 5,
} as const;

export const GATEWAY_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
// wifidog appends its own page names (login/, ping/ ...) to the path: one URL path, no query.
export const PORTAL_PATH_RE = /^\/[A-Za-z0-9._~\-/%]*$/;

/** A whitelisted domain as wifidogx.init validates trusted_domains (list(host)). */
export function isTrustedDomain(value: string): boolean {
  return isIpOrHostname(value);
}
