// Service > Cloud login and Cloud management (spec 2, 3: "use cloud login, connection status (logged
// / not login), cloud ID, remote web address, management account, device remark"): their messages,
// limits and the fields the three cloud tabs share. The settings live in a file of ours,
// /etc/config/cloud: no OpenWrt package reads it; the vendor's cloud client would.
import { z } from 'zod';
import { isIpOrHostname, ValidationKey } from '../../datatypes';

export const CloudKey = {
  server: 'cloud.serverInvalid',
  serverRequired: 'cloud.serverRequired',
  account: 'cloud.accountInvalid',
  accountRequired: 'cloud.accountRequired',
  /** enabling management or speech control while the router is not logged in to the cloud */
  notLoggedIn: 'cloud.notLoggedIn',
} as const;

export const CloudLimits = { accountMaxLength: 64, remarkMaxLength: 64 } as const;

const switchValue = z.enum(['1', '0']);

// Letters, digits and . _ % + - before the @, a host name after it (no quotes, spaces or commas:
// the cloud takes the account as an address, not as free text).
const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
// E.164: at most 15 digits, an optional leading +; 6 digits at least (short national numbers).
const MOBILE_RE = /^\+?[0-9]{6,15}$/;
// A control character would split the UCI line.
const CONTROL_RE = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** A management account: an e-mail address or a mobile number. */
export function isCloudAccount(value: string): boolean {
  return value.length <= CloudLimits.accountMaxLength && (EMAIL_RE.test(value) || MOBILE_RE.test(value));
}

/** What the cloud-login tab edits: on or off and the cloud server (a host name or IPv4 address). */
export const cloudLoginFields = {
  enabled: switchValue,
  /** '' only while off; a leading '-', a space or a newline never passes */
  server: z
    .string({ error: CloudKey.server })
    .refine((value) => value === '' || isIpOrHostname(value), CloudKey.server)
    .meta({ description: "IPv4 address or host name; '' while off" }),
};

export function cloudLoginRules(value: { enabled: string; server: string }, context: z.RefinementCtx): void {
  if (value.enabled === '1' && value.server === '') context.addIssue({ code: 'custom', path: ['server'], message: CloudKey.serverRequired });
}

/** What the cloud-management tab edits. */
export const cloudControlFields = {
  /** allow management from the cloud by `account`; off by default */
  enabled: switchValue,
  /** '' only while off */
  account: z.string({ error: CloudKey.account }).refine((value) => value === '' || isCloudAccount(value), CloudKey.account),
  /** the administrator's name for the router in the cloud's device list; free text, quotes allowed */
  remark: z
    .string({ error: ValidationKey.text })
    .max(CloudLimits.remarkMaxLength, ValidationKey.text)
    .refine((value) => !CONTROL_RE.test(value), ValidationKey.text),
};

export function cloudControlRules(value: { enabled: string; account: string }, context: z.RefinementCtx): void {
  if (value.enabled === '1' && value.account === '') context.addIssue({ code: 'custom', path: ['account'], message: CloudKey.accountRequired });
}

/** Why the router is not logged in: switched off, no WAN, the server not answering; unavailable where the platform cannot tell. */
export const CloudReasons = ['', 'disabled', 'wanDown', 'unreachable', 'unavailable'] as const;

/** The cloud session as the three cloud tabs show it. */
export const cloudLink = {
  logged: switchValue,
  /** '' while logged in */
  reason: z.enum(CloudReasons),
  /** the router's ID on the cloud, '' while not logged in */
  cloudId: z.string(),
  /** where the router's console is reached through the cloud, '' while not logged in */
  remoteUrl: z.string(),
};

/** The reasons a vendor's cloud client may give for not being logged in (all but ''). */
export const CloudClientReasons = ['disabled', 'wanDown', 'unreachable', 'unavailable'] as const;

// The console shows remote_url as a link: only a web address, never javascript: or data:.
const WEB_ADDRESS_RE = /^https?:\/\/[^\s"'<>\\]+$/;

/**
 * What a vendor's cloud client answers to `ubus call cloud status` (docs/openwrt.md, "Cloud login,
 * Cloud management and Speech control"); unknown keys are dropped, anything else makes the session
 * "not known" rather than a value the console would have to invent.
 */
export const cloudClientStatus = z.object({
  logged: z.boolean(),
  /** why not logged in; absent while logged in, or when the client cannot tell (read as unavailable) */
  reason: z.enum(CloudClientReasons).optional(),
  /** the router's ID on the cloud, as the vendor's support reads it out */
  cloud_id: z.string().max(64).refine((value) => !CONTROL_RE.test(value)).optional(),
  /** the router's console through the cloud */
  remote_url: z.string().max(512).regex(WEB_ADDRESS_RE).optional(),
});
