// Spec section 5: the router's field rules, once, for the browser forms and the device.
// Each rule is a plain predicate (usable without zod) plus a zod schema builder whose every
// issue message is an i18n key. Values checked here may later reach UCI files or programs
// such as ping as arguments, so the character sets are allow-lists, never deny-lists.
//
// Schemas are built by functions, never at module load, so that a bundle importing only
// the predicates tree-shakes zod away (DESIGN budgets: the login page carries no schema library).
import { z } from 'zod';
import { Limits, Weekdays, type Weekday } from './constants';
import { ResultCode } from './result-codes';
import { CLOCK_TIME_RE, isMac, MAC_RE } from './mac-and-clock';
import { ValidationKey, type ValidationKeyValue } from './validation-keys';

export { isClockTime, isMac } from './mac-and-clock';
export { ValidationKey, type ValidationKeyValue } from './validation-keys';

// Spec 5 "IP or hostname (3-255 characters, labels up to 63)"; RFC 1035 label length.
export const HostnameLimits = { minLength: 3, maxLength: 255, labelMaxLength: 63 } as const;

// IEEE 802.11: an SSID is at most 32 octets; a WPA passphrase 8-63 printable ASCII
// characters, or the raw PSK as 64 hex digits.
const SSID_MAX_BYTES = 32;
const WPA_PASSPHRASE_MAX = 63;
const WPA_PSK_LENGTH = 64;
const WPA_PSK_HEX = /^[0-9A-Fa-f]{64}$/;
const WPA_PASSPHRASE = /^[\x20-\x7e]+$/;

// A leading zero is refused: inet_aton, and so ping, reads "010" as octal 8, not 10.
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const PREFIX = '(?:3[0-2]|[12]\\d|\\d)';
const IPV4_RE = new RegExp(`^${IPV4}$`);
const IPV4_CIDR_RE = new RegExp(`^${IPV4}/${PREFIX}$`);
const INTEGER_RE = /^-?(?:0|[1-9]\d*)$/;
const UNSIGNED_RE = /^(?:0|[1-9]\d*)$/;
const LABEL_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
// A last label that inet_aton could read as a number ("1.2.3.256", "10", "1.0x7f") would
// make ping treat the "hostname" as an address; RFC 3696 2 forbids all-numeric TLDs too.
const NUMERIC_LABEL_RE = /^(?:\d+|0x[0-9a-f]*)$/i;
// dnsmasq's --dhcp-host items that are not names (see isLeaseHostname).
const LEASE_TIME_RE = /^\d+[smhdw]?$/i;
const LEASE_KEYWORDS = ['infinite', 'ignore'];
// Control characters would split a line of a UCI, hostapd or pppd file.
const CONTROL_CHAR_RE = /[\x00-\x1f\x7f]/;

export function isIpv4(value: unknown): value is string {
  return typeof value === 'string' && IPV4_RE.test(value);
}

/** An address with a /0-32 prefix, e.g. `192.168.1.0/24` (spec 5's "IP with /0-32 prefix"). */
export function isIpv4Cidr(value: unknown): value is string {
  return typeof value === 'string' && IPV4_CIDR_RE.test(value);
}

/** One host's IPv4 address or a subnet with a prefix (192.168.1.0/24). */
export function isIpv4OrCidr(value: unknown): value is string {
  return isIpv4(value) || isIpv4Cidr(value);
}

/** The address as an unsigned 32-bit number, or undefined when `ip` is not an IPv4 address. */
export function ipv4ToInt(ip: string): number | undefined {
  if (!isIpv4(ip)) return undefined;
  return ip.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
}

export function intToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}

export function prefixToNetmask(prefix: number): string {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) throw new RangeError(`prefix ${prefix} is not 0-32`);
  return intToIpv4(prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
}

/** The prefix length of a contiguous mask, or undefined for a mask with a hole or no mask. */
export function netmaskToPrefix(mask: string): number | undefined {
  const value = ipv4ToInt(mask);
  if (value === undefined) return undefined;
  const inverted = ~value >>> 0;
  // A contiguous mask inverted is 2^n - 1, so adding one leaves no bit in common.
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return 32 - Math.log2(inverted + 1);
}

/** Any contiguous mask from 0.0.0.0 (default route) to 255.255.255.255 (host route). */
export function isNetmask(value: unknown): value is string {
  return typeof value === 'string' && netmaskToPrefix(value) !== undefined;
}

/**
 * Letters, digits and inner hyphens in dot-separated labels of 1-63 characters, 3-255 in all.
 * A trailing root dot ("example.com.") is refused so that a name has one spelling; a
 * leading '-' can never pass, so a value cannot be read as an option by ping or nslookup.
 */
export function isHostname(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length < HostnameLimits.minLength || value.length > HostnameLimits.maxLength) return false;
  const labels = value.split('.');
  const last = labels[labels.length - 1] ?? '';
  return labels.every(isLabel) && !NUMERIC_LABEL_RE.test(last);
}

function isLabel(label: string): boolean {
  return label.length <= HostnameLimits.labelMaxLength && LABEL_RE.test(label);
}

/**
 * A static lease name as dnsmasq takes it from `--dhcp-host=<mac>,<ip>,<name>` (OpenWrt's
 * dnsmasq.init writes dhcp host `name` there): dot-separated labels of letters, digits and inner
 * hyphens, 1-63 characters each, so one letter will do. dnsmasq's option.c reads an item of digits
 * with an optional s/m/h/d/w as a lease time, "infinite" and "ignore" as keywords and a dotted
 * quad as the address, so those are no names; a name it cannot parse ("bad DHCP host name")
 * stops dnsmasq, and with it DHCP and DNS for the whole LAN.
 */
export function isLeaseHostname(value: unknown): boolean {
  if (typeof value !== 'string' || value === '' || value.length > HostnameLimits.maxLength) return false;
  if (LEASE_TIME_RE.test(value) || LEASE_KEYWORDS.includes(value.toLowerCase())) return false;
  const labels = value.split('.');
  return labels.every(isLabel) && !NUMERIC_LABEL_RE.test(labels[labels.length - 1] ?? '');
}

/**
 * A name a client chose (DHCP option 12: any bytes) made into one dnsmasq takes: each run of
 * other characters becomes one hyphen, labels are cut to 63; '' when nothing usable is left
 * (a name in another script). A name that already passes is returned unchanged.
 */
export function safeLeaseHostname(raw: string): string {
  if (isLeaseHostname(raw)) return raw;
  const labels = raw
    .split('.')
    .map((label) => label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+/, '').slice(0, HostnameLimits.labelMaxLength).replace(/-+$/, ''))
    .filter(Boolean);
  const name = labels.join('.').slice(0, HostnameLimits.maxLength).replace(/[.-]+$/, '');
  return isLeaseHostname(name) ? name : '';
}

/**
 * No address bit outside the mask: a route to 10.1.2.3/255.0.0.0 is refused by the
 * kernel ("Invalid prefix for given prefix length"), so it is refused here first.
 */
/**
 * A unicast address a LAN can use: not 0/8 ("this network"), loopback 127/8, link-local
 * 169.254/16, multicast 224/4 nor reserved 240/4.
 */
export function isLanUnicast(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return a !== 0 && a !== 127 && a < 224 && !(a === 169 && b === 254);
}

export function isNetworkAddress(ip: string, mask: string): boolean {
  const address = ipv4ToInt(ip);
  const bits = ipv4ToInt(mask);
  if (address === undefined || bits === undefined) return false;
  return (address & ~bits) >>> 0 === 0;
}

/** Indexes of the items whose key (compared without case) an earlier item already has. */
export function duplicateIndexes<T>(items: readonly T[], keyOf: (item: T) => string): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item).toLowerCase();
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

export function isIpOrHostname(value: unknown): value is string {
  return isIpv4(value) || isHostname(value);
}

/** `00:11:22:33:44:55`, hex digits in either case (spec 5); no other separator. */

/**
 * A MAC a station can have: the group bit (lowest bit of the first octet) clear, so neither the
 * broadcast ff:ff:ff:ff:ff:ff nor a multicast such as 01:00:5e:00:00:01.
 */
export function isUnicastMac(value: unknown): value is string {
  return isMac(value) && (parseInt(value.slice(0, 2), 16) & 1) === 0;
}

/**
 * An integer as a number, or as a plain decimal string (GET inputs arrive as strings):
 * no sign '+', no leading zero, no spaces, no exponent or hex.
 */
export function isIntInRange(value: unknown, min: number, max: number): value is number | string {
  const n = typeof value === 'string' && INTEGER_RE.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

export function isPort(value: unknown): value is number | string {
  return isIntInRange(value, Limits.portMin, Limits.portMax);
}

/** DMZ excluded ports (spec 5): `80,443,8000:8080`; ranges need a < b, no empty item, no spaces. */
export function isPortList(value: unknown): value is string {
  return typeof value === 'string' && value.split(',').every(isPortOrRange);
}

/** One port or an `a:b` range with a < b (spec 5), as port forwarding and the DMZ take them. */
export function isPortOrRange(value: unknown): value is string {
  return typeof value === 'string' && parsePortRange(value) !== undefined;
}

/** The first and last port of `80` or `8000:8080`; undefined for anything else. */
export function parsePortRange(value: string): { from: number; to: number } | undefined {
  const bounds = value.split(':');
  const [from, to = from] = bounds;
  if (bounds.length > 2 || !isPort(from) || !isPort(to)) return undefined;
  if (bounds.length === 2 && Number(from) >= Number(to)) return undefined;
  return { from: Number(from), to: Number(to) };
}

export interface MacLines {
  valid: string[];
  /** `line` counts from 1, as the textarea shows it. */
  invalid: { line: number; value: string }[];
}

/** A one-per-line MAC list (spec 5); lines are trimmed and blank lines ignored. */
export function parseMacLines(text: string): MacLines {
  const result: MacLines = { valid: [], invalid: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const value = raw.trim();
    if (value === '') return;
    if (isMac(value)) result.valid.push(value);
    else result.invalid.push({ line: index + 1, value });
  });
  return result;
}

/** A DHCP start or end host number, 1-254 (spec 5). */
export function isDhcpHost(value: unknown): boolean {
  return isIntInRange(value, Limits.dhcpHostMin, Limits.dhcpHostMax);
}

/** A LAN address and mask, e.g. network.lan's first address (the one dnsmasq serves DHCP on). */
export interface Ipv4Subnet {
  ipaddr: string;
  netmask: string;
}

export interface DhcpRangeError {
  field: 'start' | 'end';
  key: ValidationKeyValue;
}

export interface DhcpRangeVerdict {
  /** Spec 7: `-4` IP not within range, `-6` end not greater than start; -4 wins when both apply. */
  code: typeof ResultCode.dhcpOutOfRange | typeof ResultCode.dhcpEndNotAfterStart;
  /** every failing field, each with its own rule's key */
  errors: DhcpRangeError[];
}

/**
 * The DHCP save check; the device answers `code`, the console shows each key by its field.
 * With the LAN known, the pool must also fit its subnet: OpenWrt's dnsmasq.init adds start and
 * limit to the network address (ipcalc.sh wraps a start beyond the host bits), so a host number
 * must lie between the network and the broadcast address, and the pool must not hold the router.
 */
export function checkDhcpRange(start: number, end: number, lan?: Ipv4Subnet): DhcpRangeVerdict | undefined {
  const subnet = lan && lanHostNumbers(lan);
  const boundKey = (host: number): ValidationKeyValue | undefined => {
    if (!isDhcpHost(host)) return ValidationKey.dhcpOutOfRange;
    if (subnet && host > subnet.last) return ValidationKey.dhcpOutsideSubnet;
    return undefined;
  };
  const errors: DhcpRangeError[] = [];
  const startKey = boundKey(start);
  const endKey = boundKey(end);
  if (startKey) errors.push({ field: 'start', key: startKey });
  if (endKey) errors.push({ field: 'end', key: endKey });
  if (errors.length > 0) return { code: ResultCode.dhcpOutOfRange, errors };
  if (end <= start) return { code: ResultCode.dhcpEndNotAfterStart, errors: [{ field: 'end', key: ValidationKey.dhcpEndNotAfterStart }] };
  if (subnet && start <= subnet.router && subnet.router <= end) {
    const key = ValidationKey.dhcpPoolHasRouter;
    return { code: ResultCode.dhcpOutOfRange, errors: [{ field: 'start', key }, { field: 'end', key }] };
  }
  return undefined;
}

/** The router's own host number in its subnet and the last host number before the broadcast. */
function lanHostNumbers(lan: Ipv4Subnet): { router: number; last: number } | undefined {
  const address = ipv4ToInt(lan.ipaddr);
  const bits = ipv4ToInt(lan.netmask);
  if (address === undefined || bits === undefined || !isLanNetmask(lan.netmask)) return undefined;
  const hostBits = ~bits >>> 0;
  return { router: (address & hostBits) >>> 0, last: hostBits - 1 };
}

/**
 * Why an address cannot be a LAN host (a static lease, a port forward's or the DMZ's internal
 * host), or undefined when it can: a host of the LAN subnet (dnsmasq serves no other, fw4's dnat
 * to it leaves by the lan zone), neither the router's own address nor the network or broadcast one.
 */
export function lanHostIpKey(ip: string, lan: Ipv4Subnet): ValidationKeyValue | undefined {
  if (!isIpv4(ip) || !isIpv4(lan.ipaddr) || !isLanNetmask(lan.netmask)) return undefined;
  if (!inSameSubnet(ip, lan.ipaddr, lan.netmask)) return ValidationKey.leaseOutsideSubnet;
  if (ip === lan.ipaddr) return ValidationKey.routerAddress;
  if (!isHostAddress(ip, lan.netmask)) return ValidationKey.hostAddress;
  return undefined;
}

/** Spec 5's hint, a recommendation and not a refusal: end should exceed start by more than 10. */
export function meetsDhcpGapHint(start: number, end: number): boolean {
  return end - start > Limits.dhcpEndMinGap;
}

/** 1-32 bytes of UTF-8, no control characters; spaces and any script are fine. */
export function isSsid(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || CONTROL_CHAR_RE.test(value)) return false;
  return new TextEncoder().encode(value).length <= SSID_MAX_BYTES;
}

export function isWifiPassword(value: unknown): value is string {
  return wifiPasswordKey(value) === undefined;
}

/**
 * Which rule a WPA key breaks, each with its own message: 64 characters are a raw PSK and must
 * be hex; a passphrase is printable ASCII (hostapd refuses others) of 8-63 characters.
 */
export function wifiPasswordKey(value: unknown): ValidationKeyValue | undefined {
  if (typeof value !== 'string') return ValidationKey.wifiPassword;
  if (value.length === WPA_PSK_LENGTH) return WPA_PSK_HEX.test(value) ? undefined : ValidationKey.wifiPskHex;
  if (value !== '' && !WPA_PASSPHRASE.test(value)) return ValidationKey.wifiPasswordAscii;
  if (value.length < Limits.wifiPasswordMinLength || value.length > WPA_PASSPHRASE_MAX) return ValidationKey.wifiPassword;
  return undefined;
}

// ---------------------------------------------------------------------------------------
// zod builders. Every issue, including a wrong JSON type, carries the rule's key.

function stringRule(key: string) {
  return z.string({ error: key });
}

// Stops at the first failed check so that a field answers one error, not the same key twice.
function first(key: string) {
  return { error: key, abort: true };
}

export function ipv4Schema(key: string = ValidationKey.ipv4) {
  return stringRule(key).regex(IPV4_RE, key).meta({ description: 'IPv4 address, dotted decimal without leading zeros' });
}

export function ipv4CidrSchema(key: string = ValidationKey.ipv4Cidr) {
  return stringRule(key).regex(IPV4_CIDR_RE, key).meta({ description: 'IPv4 address with a /0-32 prefix' });
}

export function netmaskSchema(key: string = ValidationKey.netmask) {
  return stringRule(key)
    .refine(isNetmask, key)
    .meta({ description: 'contiguous IPv4 netmask', examples: ['255.255.255.0'] });
}

export function hostnameSchema(key: string = ValidationKey.hostname) {
  return stringRule(key)
    .min(HostnameLimits.minLength, first(key))
    .max(HostnameLimits.maxLength, first(key))
    .refine(isHostname, key)
    .meta({ description: 'host name: labels of letters, digits and inner hyphens, 1-63 characters each' });
}

export function ipOrHostnameSchema(key: string = ValidationKey.ipOrHostname) {
  return stringRule(key)
    .min(HostnameLimits.minLength, first(key))
    .max(HostnameLimits.maxLength, first(key))
    .refine(isIpOrHostname, key)
    .meta({ description: 'IPv4 address or host name' });
}

export function macSchema(key: string = ValidationKey.mac) {
  return stringRule(key).regex(MAC_RE, key).meta({ description: 'MAC address 00:11:22:33:44:55' });
}

/** A static lease's MAC: malformed answers `key`, a broadcast or multicast one its own key. */
export function unicastMacSchema(key: string = ValidationKey.mac) {
  return stringRule(key)
    .regex(MAC_RE, first(key))
    .refine(isUnicastMac, ValidationKey.macUnicast)
    .meta({ description: 'unicast MAC address 00:11:22:33:44:55' });
}

export function leaseHostnameSchema(key: string = ValidationKey.leaseHostname) {
  return stringRule(key)
    .max(HostnameLimits.maxLength, first(key))
    .refine(isLeaseHostname, key)
    .meta({ description: 'DHCP host name: labels of letters, digits and inner hyphens, 1-63 characters each; not a number' });
}

/**
 * An integer min-max given as a number or a decimal string (forms and GET query strings
 * hold strings); the parsed value is always a number.
 */
export function intInRange(min: number, max: number, key: string) {
  return integerRule(min, max, key).meta({ description: `integer ${min}-${max}` });
}

/** For limits the spec gives only a minimum of (DDNS interval, log length, timeout). */
export function intAtLeast(min: number, key: string) {
  return integerRule(min, undefined, key).meta({ description: `integer of at least ${min}` });
}

function integerRule(min: number, max: number | undefined, key: string) {
  const bounded = z.number({ error: key }).int(key).min(min, key);
  const asNumber = max === undefined ? bounded : bounded.max(max, key);
  const asString = stringRule(key)
    .regex(min >= 0 ? UNSIGNED_RE : INTEGER_RE, first(key))
    .refine((value) => isIntInRange(value, min, max ?? Number.MAX_SAFE_INTEGER), key);
  return z.union([asNumber, asString], { error: key }).transform(Number).pipe(asNumber);
}

export function portSchema(key: string = ValidationKey.port) {
  return intInRange(Limits.portMin, Limits.portMax, key);
}

export function portListSchema(key: string = ValidationKey.portList) {
  // "22, 80" as people type it: spaces around a comma or colon go ("22 80" stays wrong).
  const tidy = (list: string) => list.trim().replace(/\s*([,:])\s*/g, '$1');
  return z
    .pipe(stringRule(key).transform(tidy), stringRule(key).refine(isPortList, key))
    .meta({ description: 'comma-separated ports and a:b ranges (a < b), e.g. 80,443,8000:8080; spaces around , and : are dropped' });
}

export function portOrRangeSchema(key: string = ValidationKey.portRange) {
  return stringRule(key)
    .refine(isPortOrRange, key)
    .meta({ description: 'a port 1-65535 or a range a:b (a < b)' });
}

/** A rule that also accepts the empty string, for optional fields such as the WAN DNS (spec 3). */
export function emptyOr<S extends z.ZodType<string, string>>(schema: S, key: string) {
  return z.union([z.literal(''), schema], { error: key });
}

export function optionalIpv4(key: string = ValidationKey.ipv4) {
  return emptyOr(ipv4Schema(key), key);
}

/**
 * Required free text (DDNS username, remarks...): empty answers `key`; too long or holding a
 * control character, which would split a config line, answers `validation.text`.
 */
export function requiredString(key: string = ValidationKey.required, maxLength = 255) {
  return z
    .string({ error: key })
    .min(1, first(key))
    .max(maxLength, first(ValidationKey.text))
    .refine((value) => !CONTROL_CHAR_RE.test(value), ValidationKey.text);
}

// Shell and quoting characters that no label needs, refused so that a label never looks like a
// command ('x;reboot', '$(id)') wherever it is shown or logged; quotes and any script are fine.
const LABEL_REFUSED_RE = /[;$`\\|&<>]/;

/**
 * A firewall section's label (fw4 `name`): 1-`maxLength` characters, no control characters (a
 * newline would start a new UCI line) and none of ; $ ` \ | & < >; empty answers `key` too.
 */
export function firewallLabelSchema(key: string, maxLength: number) {
  return z
    .string({ error: key })
    .min(1, first(key))
    .max(maxLength, first(key))
    .refine((value) => !CONTROL_CHAR_RE.test(value) && !LABEL_REFUSED_RE.test(value), key)
    .meta({ description: `label of 1-${maxLength} characters: no control characters nor ; $ \` \\ | & < >` });
}

export function ssidSchema(key: string = ValidationKey.ssid) {
  return stringRule(key).refine(isSsid, key).meta({ description: 'SSID, 1-32 bytes of UTF-8' });
}

export function wifiPasswordSchema(key: string = ValidationKey.wifiPassword) {
  return stringRule(key)
    .superRefine((value, ctx) => {
      const broken = wifiPasswordKey(value);
      if (broken) ctx.addIssue({ code: 'custom', message: broken === ValidationKey.wifiPassword ? key : broken });
    })
    .meta({ description: 'WPA passphrase of 8-63 printable ASCII characters, or 64 hex digits' });
}

export function dhcpHostSchema(key: string = ValidationKey.dhcpOutOfRange) {
  return intInRange(Limits.dhcpHostMin, Limits.dhcpHostMax, key);
}

export function dhcpLeaseSchema(key: string = ValidationKey.dhcpLease) {
  return intInRange(Limits.dhcpLeaseMin, Limits.dhcpLeaseMax, key);
}

export function fragThresholdSchema(key: string = ValidationKey.fragThreshold) {
  return intInRange(Limits.fragMin, Limits.fragMax, key);
}

export function rtsThresholdSchema(key: string = ValidationKey.rtsThreshold) {
  return intInRange(Limits.rtsMin, Limits.rtsMax, key);
}

export function aclPrioritySchema(key: string = ValidationKey.aclPriority) {
  return intInRange(Limits.aclPriorityMin, Limits.aclPriorityMax, key);
}

export function ddnsIntervalSchema(key: string = ValidationKey.ddnsInterval) {
  return intAtLeast(Limits.ddnsIntervalMinS, key);
}

export function ddnsLogLengthSchema(key: string = ValidationKey.ddnsLogLength) {
  return intAtLeast(Limits.ddnsLogLengthMin, key);
}

export function ddnsTimeoutSchema(key: string = ValidationKey.ddnsTimeout) {
  return intAtLeast(Limits.ddnsTimeoutMinS, key);
}

export function certHealthSchema(key: string = ValidationKey.certHealth) {
  return intInRange(Limits.certHealthMinS, Limits.certHealthMaxS, key);
}

export function certClientTimeoutSchema(key: string = ValidationKey.certClientTimeout) {
  return intInRange(Limits.certClientTimeoutMinMin, Limits.certClientTimeoutMaxMin, key);
}

export function routeMetricSchema(key: string = ValidationKey.routeMetric) {
  return intInRange(Limits.routeMetricMin, Limits.routeMetricMax, key);
}

export function qosRateSchema(key: string = ValidationKey.qosRate) {
  return intInRange(Limits.qosRateMinKbps, Limits.qosRateMaxKbps, key);
}

// ---------------------------------------------------------------------------------------
// WAN, LAN and cellular (issue 6).

/** Two addresses in one subnet of `mask`, e.g. a static WAN address and its gateway. */
export function inSameSubnet(a: string, b: string, mask: string): boolean {
  const [x, y, bits] = [ipv4ToInt(a), ipv4ToInt(b), ipv4ToInt(mask)];
  if (x === undefined || y === undefined || bits === undefined) return false;
  return ((x ^ y) & bits) >>> 0 === 0;
}

/** A mask a LAN can have: /8 to /30 (255.0.0.0 to 255.255.255.252). */
export function isLanNetmask(mask: string): boolean {
  const prefix = netmaskToPrefix(mask);
  return prefix !== undefined && prefix >= Limits.lanPrefixMin && prefix <= Limits.lanPrefixMax;
}

/** An address a host can hold in its subnet: neither the network nor the broadcast address, in a /8-/30. */
export function isHostAddress(ip: string, mask: string): boolean {
  const address = ipv4ToInt(ip);
  if (address === undefined || !isLanNetmask(mask)) return false;
  const hostBits = ~(ipv4ToInt(mask) ?? 0) >>> 0;
  const host = (address & hostBits) >>> 0;
  return host !== 0 && host !== hostBits;
}

/** Two subnets (address and mask each) that share an address; both masks must be valid. */
export function subnetsOverlap(a: string, aMask: string, b: string, bMask: string): boolean {
  const [x, xm, y, ym] = [ipv4ToInt(a), ipv4ToInt(aMask), ipv4ToInt(b), ipv4ToInt(bMask)];
  if (x === undefined || xm === undefined || y === undefined || ym === undefined) return false;
  // The shorter prefix decides: both networks agree on its bits.
  return ((x ^ y) & xm & ym) >>> 0 === 0;
}

// 3GPP TS 23.003 9.1: an APN is dot-separated labels of letters, digits and hyphens, at
// most 100 octets; underscores are accepted because operators do hand them out.
const APN_RE = /^[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?$/;
// 3GPP TS 31.101 9.3: PIN1 is 4-8 decimal digits.
const SIM_PIN_RE = /^\d{4,8}$/;
// Dial strings of PPP dialing: digits, *, # and a leading +, e.g. *99# or *99***1#.
const DIAL_NUMBER_RE = /^\+?[0-9*#]+$/;

export function isApn(value: unknown): value is string {
  return typeof value === 'string' && value.length <= Limits.apnMaxLength && APN_RE.test(value) && !value.includes('..');
}

export function isSimPin(value: unknown): value is string {
  return typeof value === 'string' && SIM_PIN_RE.test(value);
}

export function isDialNumber(value: unknown): value is string {
  return typeof value === 'string' && value.length <= Limits.dialNumberMaxLength && DIAL_NUMBER_RE.test(value);
}

export function apnSchema(key: string = ValidationKey.apn) {
  return stringRule(key).refine(isApn, key).meta({ description: 'access point name, e.g. cmnet' });
}

export function simPinSchema(key: string = ValidationKey.simPin) {
  return stringRule(key).refine(isSimPin, key).meta({ description: 'SIM PIN, 4-8 digits' });
}

export function dialNumberSchema(key: string = ValidationKey.dialNumber) {
  return stringRule(key).refine(isDialNumber, key).meta({ description: 'dial string, e.g. *99#' });
}

/** Spec 5 (LAN): "IP address and subnet mask cannot be empty"; a bad one is then a wrong IP or mask. */
export function requiredIpv4(emptyKey: string, key: string = ValidationKey.ipv4) {
  return stringRule(emptyKey).min(1, first(emptyKey)).pipe(ipv4Schema(key));
}

export function requiredNetmask(emptyKey: string, key: string = ValidationKey.netmask) {
  return stringRule(emptyKey).min(1, first(emptyKey)).pipe(netmaskSchema(key));
}

export function simSwitchDelaySchema(key: string = ValidationKey.simSwitchDelay) {
  return intInRange(Limits.simSwitchDelayMinS, Limits.simSwitchDelayMaxS, key);
}

// ---------------------------------------------------------------------------------------
// System and utilities (issue 8): diagnostics hosts, upgrade URLs, schedules.

const HEX_GROUP_RE = /^[0-9A-Fa-f]{1,4}$/;
// RFC 4291 2.2: the longest text form, eight groups with an IPv4 tail, is 45 characters.
const IPV6_MAX_LENGTH = 45;
const URL_MAX_LENGTH = 2048;
const URL_FORBIDDEN_RE = /[\x00-\x20\x7f\\]/;

/**
 * An IPv6 address in RFC 4291 2.2 text form: eight groups of 1-4 hex digits, one '::' standing
 * for a run of zero groups, an optional dotted IPv4 tail. No zone index ('fe80::1%eth0'): that
 * part is free text, and the value may reach ping as an argument.
 */
export function isIpv6(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 2 || value.length > IPV6_MAX_LENGTH) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  const tail = groups[groups.length - 1];
  const hasIpv4Tail = tail !== undefined && tail.includes('.');
  if (hasIpv4Tail && !isIpv4(tail)) return false;
  const hexGroups = hasIpv4Tail ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((group) => HEX_GROUP_RE.test(group))) return false;
  const width = hexGroups.length + (hasIpv4Tail ? 2 : 0);
  return halves.length === 2 ? width <= 7 : width === 8;
}

/** What a diagnostic may be pointed at (spec 5 "IP or domain"): IPv4, IPv6 or a host name. */
export function isNetworkHost(value: unknown): value is string {
  return isIpv4(value) || isIpv6(value) || isHostname(value);
}

/** An http or https URL with a host and no credentials (they would sit in logs), e.g. a firmware download. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX_LENGTH || URL_FORBIDDEN_RE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}


export function ipv6Schema(key: string = ValidationKey.ipv6) {
  return stringRule(key).refine(isIpv6, key).meta({ description: 'IPv6 address without a zone index' });
}

export function networkHostSchema(key: string = ValidationKey.networkHost, emptyKey: string = ValidationKey.required) {
  return stringRule(key)
    .min(1, first(emptyKey))
    .max(HostnameLimits.maxLength, first(key))
    .refine(isNetworkHost, key)
    .meta({ description: 'IPv4 address, IPv6 address or host name' });
}

export function httpUrlSchema(key: string = ValidationKey.httpUrl) {
  return stringRule(key).refine(isHttpUrl, key).meta({ description: 'http:// or https:// URL without credentials' });
}

export function clockTimeSchema(key: string = ValidationKey.clockTime) {
  return stringRule(key).regex(CLOCK_TIME_RE, key).meta({ description: 'time of day, 24-hour HH:MM' });
}

/** At least one day of the week, each at most once: `mon` ... `sun`. */
export function isWeekdayList(value: unknown): value is Weekday[] {
  if (!Array.isArray(value) || value.length === 0 || new Set(value).size !== value.length) return false;
  return value.every((day) => (Weekdays as readonly unknown[]).includes(day));
}

/** The issue sits on the list itself, not on an item, so a form shows it beside the whole day picker. */
export function weekdaysSchema(key: string = ValidationKey.weekdays) {
  return z
    .array(z.string({ error: key }), { error: key })
    .refine(isWeekdayList, { error: key, abort: true })
    .transform((days) => days as Weekday[])
    .meta({ description: 'weekdays, Monday first: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]' });
}
