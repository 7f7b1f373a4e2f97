// Service > WireGuard over what netifd reads (package/network/utils/wireguard-tools/files/
// wireguard.sh, proto_wireguard_setup): `config interface 'wg0'` with `proto 'wireguard'`,
// `private_key` (wg set private-key), `listen_port` (listen-port), `addresses` (proto_add_ipv4_address),
// and one `config wireguard_wg0` per peer with `description`, `public_key` (wg set peer),
// `preshared_key` (preshared-key), `allowed_ips` (allowed-ips), `endpoint_host` and `endpoint_port`
// (endpoint host:port), `persistent_keepalive` (persistent-keepalive) and `route_allowed_ips`
// (proto_add_ipv4_route for each allowed IP: 0.0.0.0/0 is the default route). netifd also honours
// the interface's `disabled`.
import type { OpInput, OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';
import { intToIpv4, ipv4ToInt, netmaskToPrefix } from '@rc/contract/datatypes';
import type { PhoneTunnel } from '@rc/contract/ops/service/wireguard-fields';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { addSection, ensureSection, getList, getOption, getSection, removeSection, sectionsOfType, setOption } from '../uci/uci-edit';
import { keepDmzAround } from './dmz-settings';
import { joinZone, leaveZone } from './firewall-zones';
import { lanAddress } from './network-settings';
import { fieldRefusal } from '../errors/op-error';
import { generateKeyPair, generatePresharedKey, publicKeyOf } from './wireguard-keys';

export type WireguardSettings = OpOutput<Ops['get_wireguard']>;
/** What the page shows but the router's public key, which takes WebCrypto's time to compute. */
export type WireguardShape = Omit<WireguardSettings, 'publicKey'>;
type WireguardInput = OpInput<Ops['set_wireguard']>;

export const WG_INTERFACE = 'wg0';
const PEER_TYPE = `wireguard_${WG_INTERFACE}`;
const RULE_NAME = 'Allow-WireGuard';
/** wg's customary port and a private subnet of OpenWrt's WireGuard guide's shape, until the first save. */
const defaults = { listenPort: 51820, addresses: '10.14.0.1/24' } as const;
const list = (section: UciSection, name: string) => getList(section, name).flatMap((item) => item.split(/\s+/)).filter(Boolean);

export async function wireguardSettings(network: UciPackage): Promise<WireguardSettings> {
  return { ...readWireguard(network), publicKey: await routerPublicKey(network) };
}

export function readWireguard(network: UciPackage): WireguardShape {
  const wg = getSection(network, WG_INTERFACE);
  const port = Number(wg && getOption(wg, 'listen_port'));
  return {
    enabled: wg && getOption(wg, 'proto') === 'wireguard' && getOption(wg, 'disabled') !== '1' ? '1' : '0',
    listenPort: Number.isInteger(port) && port > 0 ? port : defaults.listenPort,
    addresses: wg && list(wg, 'addresses').length ? list(wg, 'addresses').join(',') : defaults.addresses,
    peers: sectionsOfType(network, PEER_TYPE).map((peer) => ({
      description: getOption(peer, 'description') ?? '',
      publicKey: getOption(peer, 'public_key') ?? '',
      presharedKeySet: getOption(peer, 'preshared_key') ? '1' : '0',
      allowedIps: list(peer, 'allowed_ips').join(','),
      endpointHost: getOption(peer, 'endpoint_host') ?? '',
      endpointPort: getOption(peer, 'endpoint_port') ?? '',
      persistentKeepalive: getOption(peer, 'persistent_keepalive') ?? '',
      routeAllowedIps: getOption(peer, 'route_allowed_ips') === '1' ? '1' : '0',
    })),
  };
}

async function routerPublicKey(network: UciPackage): Promise<string> {
  const wg = getSection(network, WG_INTERFACE);
  const privateKey = wg ? (getOption(wg, 'private_key') ?? '') : '';
  try {
    return privateKey ? await publicKeyOf(privateKey) : '';
  } catch {
    return '';
  }
}

/** Writes wg0 (making the router's key pair on the first save), its peers, and its firewall zone and rule. */
export async function writeWireguard(network: UciPackage, firewall: UciPackage, input: WireguardInput): Promise<void> {
  const wg = await ensureInterface(network);
  setOption(wg, 'disabled', input.enabled === '1' ? undefined : '1');
  setOption(wg, 'listen_port', String(input.listenPort));
  setOption(wg, 'addresses', input.addresses.split(','));
  if (input.peers) writePeers(network, input.peers);
  writeFirewall(firewall, Number(input.listenPort), isClient(network));
}

function writePeers(network: UciPackage, peers: NonNullable<WireguardInput['peers']>): void {
  const stored = new Map(sectionsOfType(network, PEER_TYPE).map((peer) => [getOption(peer, 'public_key') ?? '', getOption(peer, 'preshared_key')]));
  for (const peer of sectionsOfType(network, PEER_TYPE)) removeSection(network, peer);
  for (const peer of peers) {
    const presharedKey = peer.presharedKey === 'none' ? undefined : peer.presharedKey || stored.get(peer.publicKey);
    writePeer(network, { ...peer, presharedKey });
  }
}

interface PeerValues {
  description: string;
  publicKey: string;
  presharedKey: string | undefined;
  allowedIps: string;
  endpointHost: string;
  endpointPort: string;
  persistentKeepalive: string;
  routeAllowedIps?: '1' | '0';
}

function writePeer(network: UciPackage, peer: PeerValues): void {
  const section = addSection(network, PEER_TYPE);
  const optional = (value: string | undefined) => value || undefined;
  setOption(section, 'description', optional(peer.description));
  setOption(section, 'public_key', peer.publicKey);
  setOption(section, 'preshared_key', optional(peer.presharedKey));
  setOption(section, 'allowed_ips', peer.allowedIps.split(','));
  setOption(section, 'endpoint_host', optional(peer.endpointHost));
  setOption(section, 'endpoint_port', optional(peer.endpointPort));
  setOption(section, 'persistent_keepalive', peer.persistentKeepalive === '0' ? undefined : optional(peer.persistentKeepalive));
  setOption(section, 'route_allowed_ips', peer.routeAllowedIps === '1' ? '1' : undefined);
}

/** A peer taking every IPv4 address is a remote server this router is the client of. */
function isClient(network: UciPackage): boolean {
  return readWireguard(network).peers.some((peer) => peer.allowedIps.split(',').includes('0.0.0.0/0'));
}

async function ensureInterface(network: UciPackage): Promise<UciSection> {
  const wg = ensureSection(network, 'interface', WG_INTERFACE);
  setOption(wg, 'proto', 'wireguard');
  if (!getOption(wg, 'private_key')) setOption(wg, 'private_key', (await generateKeyPair()).privateKey);
  return wg;
}

// OpenWrt's WireGuard guide (docs/guide-user/services/vpn/wireguard/server) puts the VPN
// interface in the lan zone: a server's tunnel clients are the household's own phones and
// laptops away from home, which should reach the LAN's hosts and, through lan's forwarding to
// wan, the Internet. In the wan zone they would be refused at input like any stranger.
// As the client of a remote server (a peer taking 0.0.0.0/0) the tunnel is an uplink: the far end
// drops the LAN's private source addresses and must not reach the LAN, so wg0 goes in the wan zone
// as the client guide (docs/guide-user/services/vpn/wireguard/client) does: masqueraded (fw4's
// srcnat_wan), input and forwarding from it refused, and lan's forwarding to wan takes the LAN out.
function writeFirewall(firewall: UciPackage, listenPort: number, client: boolean): void {
  leaveZone(firewall, client ? 'lan' : 'wan', WG_INTERFACE);
  joinZone(firewall, client ? 'wan' : 'lan', WG_INTERFACE);
  // The DMZ's exclusions follow the rule's port (dmz-router-keeps.ts).
  keepDmzAround(firewall, () => {
    const rule = sectionsOfType(firewall, 'rule').find((section) => getOption(section, 'name') === RULE_NAME) ?? addSection(firewall, 'rule');
    for (const [name, value] of Object.entries({ name: RULE_NAME, src: 'wan', dest_port: String(listenPort), proto: 'udp', target: 'ACCEPT' })) {
      setOption(rule, name, value);
    }
  });
}

/**
 * *Add a phone*: a peer with a fresh key pair and preshared key on the next free /32 of wg0's
 * first subnet; answers the phone's wg-quick configuration. Its private key is not kept.
 */
export async function addPhone(network: UciPackage, firewall: UciPackage, description: string, endpointHost: string, tunnel: PhoneTunnel): Promise<{ publicKey: string; config: string }> {
  // A client's wg0 is in the wan zone (writeFirewall): fw4 refuses input from it (the DNS the
  // profile names) and forwarding from it (the internet), and its default route leads to the remote
  // server; a phone's profile would reach nothing, so it is refused with why.
  if (isClient(network)) throw fieldRefusal('description', 'wireguard.phoneWhileClient');
  const shown = readWireguard(network);
  const [routerAddress = defaults.addresses] = shown.addresses.split(',');
  const [routerIp = '', prefixText = '24'] = routerAddress.split('/');
  const address = nextFreeAddress(routerIp, Number(prefixText), shown);
  if (!address) throw fieldRefusal('description', 'wireguard.subnetFull');
  const phone = await generateKeyPair();
  const presharedKey = generatePresharedKey();
  const input: WireguardInput = {
    enabled: '1',
    listenPort: shown.listenPort,
    addresses: shown.addresses,
    peers: [
      ...shown.peers,
      { description, publicKey: phone.publicKey, presharedKey, allowedIps: `${address}/32`, endpointHost: '', endpointPort: '', persistentKeepalive: '' },
    ],
  };
  await writeWireguard(network, firewall, input);
  const routerKey = await routerPublicKey(network);
  const lan = lanAddress(network);
  const config = [
    '[Interface]',
    `PrivateKey = ${phone.privateKey}`,
    `Address = ${address}/32`,
    `DNS = ${routerIp}`,
    '',
    '[Peer]',
    `PublicKey = ${routerKey}`,
    `PresharedKey = ${presharedKey}`,
    `Endpoint = ${endpointHost}:${shown.listenPort}`,
    // wg-quick routes AllowedIPs through the tunnel: all of it, or the tunnel and the LAN only.
    `AllowedIPs = ${tunnel === 'full' ? '0.0.0.0/0' : [subnetOf(routerIp, Number(prefixText)), subnetOf(lan.ipaddr, netmaskToPrefix(lan.netmask) ?? 24)].join(', ')}`,
    '',
  ].join('\n');
  return { publicKey: phone.publicKey, config };
}

/** 192.168.1.1 and 24 -> 192.168.1.0/24 */
function subnetOf(ip: string, prefix: number): string {
  const size = 2 ** (32 - prefix);
  const base = ipv4ToInt(ip) ?? 0;
  return `${intToIpv4(base - (base % size))}/${prefix}`;
}

function nextFreeAddress(routerIp: string, prefix: number, shown: WireguardShape): string | undefined {
  const base = ipv4ToInt(routerIp);
  if (base === undefined || prefix < 1 || prefix > 30) return undefined;
  const size = 2 ** (32 - prefix);
  const network = base - (base % size);
  const taken = new Set([routerIp, ...shown.peers.flatMap((peer) => peer.allowedIps.split(',').map((cidr) => cidr.split('/')[0]))]);
  for (let host = network + 1; host < network + size - 1; host++) {
    if (!taken.has(intToIpv4(host))) return intToIpv4(host);
  }
  return undefined;
}
