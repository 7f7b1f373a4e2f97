// Service > OpenVPN (spec 2, 3): the OpenVPN client, `config openvpn 'client'` in the openvpn
// package's /etc/config/openvpn, its certificate files, and network.ovpn in the firewall's wan zone.
import { z } from 'zod';
import { defineOp } from '../../op';
import { blankClears, switchedSettings } from '../../switched-settings';
import { ipOrHostnameSchema, portSchema } from '../../datatypes';
import { OpenvpnDevices, OpenvpnProtocols, OpenvpnReasons, openvpnCredentialSchema, pemSchema } from './openvpn-fields';

const switchValue = z.enum(['1', '0']);

export const get_openvpn = defineOp({
  op: 'get_openvpn',
  method: 'GET',
  feature: 'openvpn',
  summary:
    "The OpenVPN client (openvpn.client): on or off, remote server and port, protocol, device, the CA and client certificates as PEM with each one's subject and expiry (ISO 8601, '' when none). The private key is write-only: key_set says whether one is stored. username signs in with auth-user-pass ('' for none); its password is write-only too: password_set.",
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    remote: z.string(),
    port: z.number(),
    protocol: z.enum(OpenvpnProtocols),
    device: z.enum(OpenvpnDevices),
    ca: z.string(),
    cert: z.string(),
    key_set: switchValue,
    username: z.string(),
    password_set: switchValue,
    ca_subject: z.string(),
    ca_expires: z.string(),
    cert_subject: z.string(),
    cert_expires: z.string(),
  }),
});

export const set_openvpn = defineOp({
  op: 'set_openvpn',
  method: 'POST',
  feature: 'openvpn',
  mutates: true,
  summary:
    "Saves the OpenVPN client as openvpn.client with its ca, cert and key files, and network.ovpn (proto none on tun0 or tap0) in the firewall's wan zone. remote is an IPv4 address or a host name. ca, cert and key are PEM text; an empty one keeps the stored file, all three are required to switch on; switched off, a field left out or blank keeps its stored value; the key must be the certificate's (openvpn.keyMismatch) and unencrypted (openvpn.keyEncrypted). username and password sign in with auth-user-pass (openvpn.init writes them as option username/password): with a username the client certificate and key may be left out (servers with verify-client-cert none); an empty password keeps the stored one, an empty username removes both (switched off too; left out, it is kept).",
  input: switchedSettings({
    /** reaches openvpn's configuration unquoted: an IPv4 address or a host name only */
    remote: ipOrHostnameSchema(),
    port: portSchema(),
    protocol: z.enum(OpenvpnProtocols),
    device: z.enum(OpenvpnDevices),
    ca: pemSchema('certificate').default(''),
    cert: pemSchema('certificate').default(''),
    /** write-only: empty keeps the stored one */
    key: pemSchema('key').default(''),
    /** '' removes it and its password, switched off too */
    username: blankClears(openvpnCredentialSchema().default('')),
    /** write-only: empty keeps the stored one */
    password: openvpnCredentialSchema().default(''),
  }),
  output: z.object({}),
});

export const get_openvpn_status = defineOp({
  op: 'get_openvpn_status',
  method: 'GET',
  feature: 'openvpn',
  summary:
    "The OpenVPN tunnel's state: up ('1') or down with the reason (disabled, wanDown, unreachable, certRefused; unavailable where the platform cannot tell), the tunnel's address, its device, seconds connected and bytes received and sent.",
  input: z.strictObject({}),
  output: z.object({
    up: switchValue,
    reason: z.enum(OpenvpnReasons),
    /** the address the server pushed, '' while down */
    ipaddr: z.string(),
    /** tun0 or tap0 */
    device: z.string(),
    connectedSeconds: z.number(),
    rxBytes: z.number(),
    txBytes: z.number(),
  }),
});
