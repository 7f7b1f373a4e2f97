// Service > WireGuard (issue 16): netifd's `wireguard` proto over /etc/config/network, as
// package/network/utils/wireguard-tools/files/wireguard.sh reads it: interface wg0 and its
// `wireguard_wg0` peers. Keys are made on the device; no answer carries a private or
// preshared key, but for the one client configuration *Add a phone* answers once.
import { z } from 'zod';
import { defineOp } from '../../op';
import { emptyOr, ipOrHostnameSchema, isIntInRange, isPort, portSchema, ValidationKey } from '../../datatypes';
import { isCidrList, isWireguardKey, isWireguardText, PhoneTunnels, WireguardKey, WireguardLimits } from './wireguard-fields';

const switchValue = z.enum(['1', '0']);
const keySchema = () => z.string({ error: WireguardKey.key }).refine(isWireguardKey, WireguardKey.key);
const cidrListSchema = () => z.string({ error: WireguardKey.cidr }).refine(isCidrList, WireguardKey.cidr);
const textSchema = (max: number) =>
  z.string({ error: WireguardKey.text }).max(max, WireguardKey.text).refine(isWireguardText, WireguardKey.text);

const peerShown = z.object({
  description: z.string(),
  publicKey: z.string(),
  /** '1' when a preshared key is stored; the key itself is never answered */
  presharedKeySet: switchValue,
  allowedIps: z.string(),
  endpointHost: z.string(),
  endpointPort: z.string(),
  persistentKeepalive: z.string(),
  /** '1': wireguard.sh adds a route for each allowed IP (0.0.0.0/0 makes it the default route) */
  routeAllowedIps: switchValue,
});

const peerInput = z.strictObject({
  description: textSchema(WireguardLimits.descriptionMaxLength),
  publicKey: keySchema(),
  /** '' or left out keeps the key stored for this public key (none for a new peer); 'none' removes it */
  presharedKey: z.union([z.literal(''), z.literal('none'), keySchema()], { error: WireguardKey.key }).optional(),
  /** what get_wireguard answers, taken back and ignored: set_X takes what get_X answers */
  presharedKeySet: switchValue.optional(),
  allowedIps: cidrListSchema(),
  endpointHost: emptyOr(ipOrHostnameSchema(), ValidationKey.ipOrHostname),
  endpointPort: emptyOr(z.string().refine((value) => isPort(value), ValidationKey.port), ValidationKey.port),
  /** seconds between keepalives through a NAT; '' or 0 sends none */
  persistentKeepalive: emptyOr(z.string().refine((value) => isIntInRange(value, 0, WireguardLimits.keepaliveMax), ValidationKey.text), ValidationKey.text),
  routeAllowedIps: switchValue.default('0'),
});

export const get_wireguard = defineOp({
  op: 'get_wireguard',
  method: 'GET',
  feature: 'wireguard',
  summary: "The WireGuard interface wg0: on or off, the router's public key ('' until the first save makes the key pair), listen port, addresses (comma list of CIDRs) and the peers. Private and preshared keys are never answered.",
  input: z.strictObject({}),
  output: z.object({
    enabled: switchValue,
    publicKey: z.string(),
    listenPort: z.number(),
    addresses: z.string(),
    peers: z.array(peerShown),
  }),
});

export const set_wireguard = defineOp({
  op: 'set_wireguard',
  method: 'POST',
  feature: 'wireguard',
  mutates: true,
  risky: true,
  summary: `Saves wg0 and, when given, its peers (at most ${WireguardLimits.maxPeers}, each public key once). A peer routing 0.0.0.0/0 (routeAllowedIps '1') holds the default route: -2 on its routeAllowedIps (params.tunnel) while another enabled tunnel holds it. The first save makes the router's key pair (x25519). wg0 joins the firewall's lan zone and an Allow-WireGuard rule opens the listen port (udp) from the wan. No value may hold a space or newline.`,
  input: z
    .strictObject({
      enabled: switchValue,
      listenPort: portSchema(),
      addresses: cidrListSchema(),
      /** left out, the stored peers stay as they are */
      peers: z.array(peerInput).max(WireguardLimits.maxPeers, ValidationKey.text).optional(),
    })
    .superRefine((value, ctx) => {
      const seen = new Set<string>();
      value.peers?.forEach((peer, index) => {
        if (seen.has(peer.publicKey)) ctx.addIssue({ code: 'custom', path: ['peers', index, 'publicKey'], message: ValidationKey.duplicate });
        seen.add(peer.publicKey);
        if (peer.endpointPort !== '' && peer.endpointHost === '') {
          ctx.addIssue({ code: 'custom', path: ['peers', index, 'endpointPort'], message: WireguardKey.endpointPort });
        }
      });
    }),
  output: z.object({}),
});

export const add_wireguard_phone = defineOp({
  op: 'add_wireguard_phone',
  method: 'POST',
  feature: 'wireguard',
  mutates: true,
  summary:
    "Adds a peer with a fresh key pair and a preshared key, its address the next free /32 of wg0's first subnet, and answers the phone's configuration ([Interface] PrivateKey, Address, DNS; [Peer] PublicKey, PresharedKey, Endpoint, AllowedIPs) once: the phone's private key is not stored. endpointHost is the router's address or name as the phone reaches it. tunnel 'full' (the default) sends all the phone's traffic through the router (AllowedIPs 0.0.0.0/0); 'split' only the tunnel's and the LAN's subnets.",
  input: z.strictObject({
    description: textSchema(WireguardLimits.descriptionMaxLength).pipe(z.string().min(1, ValidationKey.required)),
    endpointHost: ipOrHostnameSchema(),
    tunnel: z.enum(PhoneTunnels).optional(),
  }),
  output: z.object({ publicKey: z.string(), config: z.string() }),
});

const peerState = z.object({
  publicKey: z.string(),
  /** where its packets last came from, host:port; '' before any */
  endpoint: z.string(),
  /** seconds since the latest handshake; -1 when none yet */
  handshakeSecondsAgo: z.number(),
  rxBytes: z.number(),
  txBytes: z.number(),
});

export const get_wireguard_status = defineOp({
  op: 'get_wireguard_status',
  method: 'GET',
  feature: 'wireguard',
  summary:
    "wg0's live state as `wg show wg0 dump` tells it: up or not, and per peer the latest handshake (seconds ago, -1 never), the endpoint it was last seen at and bytes received and sent. available '0' where the platform cannot tell.",
  input: z.strictObject({}),
  output: z.object({ available: switchValue, up: switchValue, peers: z.array(peerState) }),
});
