// Service > Certification (spec 2, 3, 5): the Wi-Fi portal (WiFiDog protocol) as OpenWrt's
// apfree-wifidog reads it: /etc/config/wifidogx, `config wifidogx 'common'` and `config gateway`.
// Feature srv_portal: spec 3 names no feature for certification (srv_client_pptp and
// srv_client_l2tp are the VPN overview's two client types), so it has one of its own, beside
// wireguard and mgnt_history, and the L2TP client's switch no longer takes the portal with it.
import { z } from 'zod';
import { defineOp } from '../../op';
import { certClientTimeoutSchema, emptyOr, certHealthSchema, ipOrHostnameSchema, macSchema, portSchema, ValidationKey } from '../../datatypes';
import { GATEWAY_ID_RE, isTrustedDomain, PORTAL_PATH_RE, PortalKey, PortalLimits } from './portal-fields';

const switchValue = z.enum(['1', '0']);

// Every field but the switch may be left out (the page hides them while the portal is off): the
// stored value stays.
const portalFields = {
  enabled: switchValue,
  /** empty: apfree-wifidog takes the LAN bridge's MAC */
  gatewayId: z.union([z.literal(''), z.string().regex(GATEWAY_ID_RE, PortalKey.gatewayId)], { error: PortalKey.gatewayId }),
  /** seconds between two pings of the auth server (spec 5: 60-120) */
  checkInterval: certHealthSchema(),
  /** minutes without traffic before a client must sign in again (spec 5: 5-100) */
  clientTimeout: certClientTimeoutSchema(),
  /** required to switch on (the device checks what is stored when it is left out) */
  serverHost: emptyOr(ipOrHostnameSchema(), ValidationKey.ipOrHostname),
  serverPort: portSchema(),
  serverPath: z.string({ error: PortalKey.path }).max(PortalLimits.pathMaxLength, PortalKey.path).regex(PORTAL_PATH_RE, PortalKey.path),
  ssl: switchValue,
  sslPort: portSchema(),
  /** spec 3 "external domain whitelist": reached without signing in */
  trustedDomains: z
    .array(z.string().refine(isTrustedDomain, PortalKey.domain))
    .max(PortalLimits.maxEntries, ValidationKey.tooManyEntries),
  /** spec 3 "internal MAC whitelist": LAN devices that never see the portal */
  trustedMacs: z.array(macSchema()).max(PortalLimits.maxEntries, ValidationKey.tooManyEntries),
};

export const get_portal = defineOp({
  op: 'get_portal',
  method: 'GET',
  feature: 'srv_portal',
  summary:
    'The Wi-Fi portal (apfree-wifidog, /etc/config/wifidogx): on or off, gateway ID, health check interval (s), client timeout (min), auth server host, port and path, SSL and its port, trusted domains and trusted MACs.',
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    gatewayId: z.string(),
    checkInterval: z.number(),
    clientTimeout: z.number(),
    serverHost: z.string(),
    serverPort: z.number(),
    serverPath: z.string(),
    ssl: switchValue,
    sslPort: z.number(),
    trustedDomains: z.array(z.string()),
    trustedMacs: z.array(z.string()),
  }),
});

export const set_portal = defineOp({
  op: 'set_portal',
  method: 'POST',
  feature: 'srv_portal',
  mutates: true,
  summary:
    "Saves the Wi-Fi portal; a field left out keeps its stored value, and switching on needs a serverHost (-2 validation.required). checkInterval 60-120 s, clientTimeout 5-100 min (written as wifidog's count of check intervals, rounded up), ports 1-65535, serverPath a URL path from '/'. trustedDomains are host names or IPv4 addresses, trustedMacs 00:11:22:33:44:55; a bad entry answers -2 on trustedDomains.N / trustedMacs.N.",
  input: z.strictObject(portalFields).partial().required({ enabled: true }),
  output: z.object({}),
});

const portalClient = z.object({
  mac: z.string(),
  ip: z.string(),
  hostname: z.string(),
  /** seconds since the client signed in through the portal */
  signedInSeconds: z.number(),
  rxBytes: z.number(),
  txBytes: z.number(),
});

export const get_portal_clients = defineOp({
  op: 'get_portal_clients',
  method: 'GET',
  feature: 'srv_portal',
  summary:
    "The LAN clients signed in through the portal (none while it is off; trusted MACs pass without signing in and are not listed). available '0' where the platform cannot ask the portal.",
  input: z.strictObject({}),
  output: z.object({ available: switchValue, clients: z.array(portalClient) }),
});

export const portal_kick = defineOp({
  op: 'portal_kick',
  method: 'POST',
  feature: 'srv_portal',
  mutates: true,
  summary: 'Signs a client out of the portal: it must sign in again to reach the internet. -12 (portal.clientGone) when it is not signed in.',
  input: z.strictObject({ mac: macSchema() }),
  output: z.object({}),
});
