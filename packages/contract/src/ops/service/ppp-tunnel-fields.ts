// PPTP and L2TP client tunnels (spec 2, 3: "enable, server address, user, password, use default
// route"): their messages, limits and the fields both tabs share. The programs that read them:
// netifd's ppp.sh (openwrt package/network/services/ppp/files/ppp.sh, proto_pptp_setup and
// ppp_generic_setup) and xl2tpd's l2tp.sh (openwrt packages net/xl2tpd/files/l2tp.sh).
import { z } from 'zod';
import { intInRange, ipOrHostnameSchema, requiredString, ValidationKey } from '../../datatypes';

export const PppTunnelKey = {
  /** L2TP only: l2tp.sh writes `user "…" password "…"` into pppd's options file, where a quote ends the string and a backslash escapes */
  credentialQuote: 'vpn.credentialQuote',
  /** the other tunnel (params.tunnel) already holds the default route */
  defaultRouteTaken: 'vpn.defaultRouteTaken',
  mtu: 'vpn.mtu',
} as const;

/** pppd's mtu/mru: at least IPv4's 576, at most an Ethernet frame's 1500. */
export const PppTunnelLimits = { credentialMaxLength: 255, mtuMin: 576, mtuMax: 1500, mtuDefault: 1400 } as const;

export const PppTunnels = ['pptp', 'l2tp'] as const;
export type PppTunnel = (typeof PppTunnels)[number];

const PPP_QUOTE_RE = /["\\]/;
// A control character would split the pppd options line.
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** A quote or backslash, which L2TP's options file cannot carry (PppTunnelKey.credentialQuote). */
export function hasPppQuote(value: string): boolean {
  return PPP_QUOTE_RE.test(value);
}

// PPTP: netifd's ppp.sh hands `user "$username" password "$password"` to pppd as its own
// arguments (ppp_generic_setup), where no quote is parsed again; L2TP's go through a file.
const refuseQuotes = <T extends z.ZodType<string>>(schema: T, quotesRefused: boolean) =>
  quotesRefused ? schema.refine((value) => !hasPppQuote(value), PppTunnelKey.credentialQuote) : schema;

function credential(quotesRefused: boolean) {
  return refuseQuotes(requiredString(ValidationKey.required, PppTunnelLimits.credentialMaxLength), quotesRefused);
}

/** The password may be empty (keeps the stored one); otherwise the username's rules. */
function password(quotesRefused: boolean) {
  const text = z
    .string({ error: ValidationKey.text })
    .max(PppTunnelLimits.credentialMaxLength, ValidationKey.text)
    .refine((value) => !CONTROL_RE.test(value), ValidationKey.text);
  return refuseQuotes(text, quotesRefused);
}

const switchValue = z.enum(['1', '0']);

/** What get_pptp and get_l2tp answer: never the password, password_set instead. */
export const pppTunnelOutput = z.object({
  enabled: switchValue,
  server: z.string(),
  username: z.string(),
  password_set: switchValue,
  defaultroute: switchValue,
  mtu: z.number(),
});

/** What set_pptp and set_l2tp take but the switch; an empty password keeps the stored one. quotesRefused for L2TP (l2tp.sh writes the credentials quoted into pppd's options file). */
export function pppTunnelFields(quotesRefused: boolean) {
  return {
    /** reaches pppd's and xl2tpd's command lines unquoted: an IPv4 address or a host name only */
    server: ipOrHostnameSchema(),
    username: credential(quotesRefused),
    /** write-only: empty keeps the stored one */
    password: password(quotesRefused).default(''),
    defaultroute: switchValue,
    mtu: intInRange(PppTunnelLimits.mtuMin, PppTunnelLimits.mtuMax, PppTunnelKey.mtu),
  };
}

/** PPTP's encryption: MPPE required (options.pptp's `mppe required,no40,no56,stateless`) or off (`pppd_options 'nomppe'`). */
export const pptpMppe = { mppe: switchValue };

/**
 * Why a tunnel is down: off, no WAN to carry it, the server not answering, the account refused,
 * or disconnected by hand (ifdown: the settings stay, it comes back with connect or a reboot).
 */
export const PppTunnelReasons = ['', 'disabled', 'wanDown', 'unreachable', 'authFailed', 'manual', 'unavailable'] as const;

/** What get_pptp_status and get_l2tp_status answer. */
export const pppTunnelStatus = z.object({
  up: switchValue,
  /** '' while up */
  reason: z.enum(PppTunnelReasons),
  /** the address the server gave the tunnel, '' while down */
  ipaddr: z.string(),
  /** seconds since the tunnel came up, 0 while down */
  connectedSeconds: z.number(),
  rxBytes: z.number(),
  txBytes: z.number(),
});
