// The WireGuard tab's rules and messages, shared by its ops, the device and the page.
// Every value reaches netifd's wireguard.sh, which hands it to `wg set` unquoted on one line
// (package/network/utils/wireguard-tools/files/wireguard.sh): no spaces, no newlines.

/** 32 bytes in base64 with its one `=` of padding, as `wg genkey` and `wg pubkey` print a key. */
const KEY_RE = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;
const IPV4_CIDR_RE = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\/(3[0-2]|[12]?\d)$/;

export const WireguardKey = {
  key: 'wireguard.badKey',
  cidr: 'wireguard.badCidr',
  text: 'wireguard.badText',
  endpointPort: 'wireguard.endpointPortNeedsHost',
} as const;

/** What a phone sends through the tunnel: everything, or only the home network (issue 30.9). */
export const PhoneTunnels = ['full', 'split'] as const;
export type PhoneTunnel = (typeof PhoneTunnels)[number];

export const WireguardLimits = { maxPeers: 32, descriptionMaxLength: 64, keepaliveMax: 65535 } as const;

export function isWireguardKey(value: string): boolean {
  return KEY_RE.test(value);
}

/** A comma list of IPv4 CIDRs (`10.0.0.2/32,192.168.1.0/24`), as the form edits `addresses` and `allowed_ips`. */
export function isCidrList(value: string): boolean {
  return value.split(',').every((item) => IPV4_CIDR_RE.test(item));
}

/**
 * A peer's description: one line of printable text, spaces allowed ("Anna phone"). It is read
 * only by people and LuCI: wireguard.sh (openwrt/openwrt package/network/utils/wireguard-tools
 * files/wireguard.sh, proto_wireguard_setup_peer) never hands it to `wg`.
 */
export function isWireguardText(value: string): boolean {
  return /^[\x20-\x7e\u00a0-\uffff]*$/.test(value) && !/[\u2028\u2029]/.test(value);
}
