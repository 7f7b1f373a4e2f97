// Service > File sharing (spec 2, 3: "disable switch, Samba server address, username, password,
// mount directory"; spec 6: the account is the administrator's, with the factory initial password
// until changed). Samba4 as openwrt/packages net/samba4 reads /etc/config/samba4: samba.init's
// config_get_sane strips <>[]{};%?=#\n from every value it reads, so such characters are refused
// here rather than silently changed on the router.
import { z } from 'zod';
import { Limits } from '../../constants';
import { isIpv4OrCidr } from '../../datatypes';

export const SambaKey = {
  shareName: 'samba.shareName',
  username: 'samba.username',
  password: 'samba.password',
  path: 'samba.path',
  /** the directory does not exist on any mounted partition */
  pathMissing: 'samba.pathMissing',
  /** the directory (or where its links lead) is not on a partition mounted under /mnt */
  pathOutside: 'samba.pathOutside',
  /** a link in the directory's tree leads off the partitions mounted under /mnt (params: link) */
  pathLinkOutside: 'samba.pathLinkOutside',
  /** the tree is too large or deep to search for such links (params: directories, depth) */
  pathTooLarge: 'samba.pathTooLarge',
  /** root, daemon, nobody...: an account the system's services run as, never a share's */
  systemAccount: 'samba.systemAccount',
  /** a line of the allowed hosts is not an IPv4 address or subnet (params: line, value) */
  hostLine: 'samba.hostLine',
  /** more allowed hosts than SambaLimits.hostsMax */
  hostsTooMany: 'samba.hostsTooMany',
} as const;

export const SambaLimits = {
  shareNameMaxLength: 32,
  usernameMaxLength: 32,
  passwordMaxLength: 127,
  pathMaxLength: 255,
  passwordMinLength: Limits.adminPasswordMinLength,
  /** the search of a share's tree for links: at most this many directories, this deep */
  linkSearchDirectories: 2000,
  linkSearchDepth: 16,
  /** get_share_folders: the folders offered for the share, at most this many, this deep below a mount point */
  folderListMax: 200,
  folderListDepth: 3,
  /** the allowed hosts (addresses or subnets), at most this many */
  hostsMax: 32,
} as const;

/** The share name the factory suggests; the account is the administrator's (spec 6). */
export const SambaDefaults = { name: 'share', username: 'admin' } as const;

/**
 * Accounts the system's own programs run as; a share's account would hand their files (and, for root,
 * everything) to whoever holds its Samba password. OpenWrt: base-files' /etc/passwd (root, daemon,
 * network, nobody; ftp in older releases) and the USERID:= of the packages a router ships
 * (dnsmasq=453 in package/network/services/dnsmasq/Makefile; ubus, logd, ntp); smb.conf.template of
 * openwrt/packages net/samba4 sets `invalid users = root` for the same reason. The rest: Debian's
 * base-passwd, for the linux platform.
 */
const SYSTEM_ACCOUNTS: ReadonlySet<string> = new Set([
  'root', 'daemon', 'network', 'nobody', 'ftp', 'dnsmasq', 'ubus', 'logd', 'ntp',
  'bin', 'sys', 'sync', 'games', 'man', 'lp', 'mail', 'news', 'uucp', 'proxy', 'www-data', 'backup', 'list', 'irc', 'gnats',
]);

export function isSystemAccount(username: string): boolean {
  return SYSTEM_ACCOUNTS.has(username);
}

const CONTROL_RE = /[\u0000-\u001f\u007f]/;
// samba.init strips <>[]{};%?=#; Windows refuses \/:*?"|+, in a share name.
const SHARE_NAME_REFUSED_RE = /[<>[\]{};%?=#\\/"*:|+,]/;
// smbpasswd -a adds a Unix account's Samba password: a Unix user name.
const USERNAME_RE = /^[a-z_][a-z0-9_-]*$/;
// What a path segment may not hold: samba.init's stripped characters, quotes, backslash.
const PATH_REFUSED_RE = /[<>[\]{};%?=#"'\\`$]/;

export function isShareName(value: string): boolean {
  return value.trim() === value && !CONTROL_RE.test(value) && !SHARE_NAME_REFUSED_RE.test(value);
}

/** /mnt/<name>[/<dir>...]: absolute, under /mnt, no empty, . or .. segment. */
export function isShareDirectory(value: string): boolean {
  if (CONTROL_RE.test(value) || PATH_REFUSED_RE.test(value)) return false;
  const segments = value.split('/');
  if (segments[0] !== '' || segments[1] !== 'mnt' || segments.length < 3) return false;
  return segments.slice(2).every((segment) => segment !== '' && segment !== '.' && segment !== '..' && segment.trim() === segment);
}

export function shareNameSchema() {
  return z
    .string({ error: SambaKey.shareName })
    .min(1, { error: SambaKey.shareName, abort: true })
    .max(SambaLimits.shareNameMaxLength, SambaKey.shareName)
    .refine(isShareName, SambaKey.shareName)
    .meta({ description: `1-${SambaLimits.shareNameMaxLength} characters, none of <>[]{};%?=#\\/"*:|+, nor control characters` });
}

export function sambaUsernameSchema() {
  return z
    .string({ error: SambaKey.username })
    .min(1, { error: SambaKey.username, abort: true })
    .max(SambaLimits.usernameMaxLength, SambaKey.username)
    .regex(USERNAME_RE, SambaKey.username)
    .refine((value) => !isSystemAccount(value), SambaKey.systemAccount)
    .meta({ description: 'a Unix user name: lower-case letters, digits, _ and -, starting with a letter or _; not a system account (root, daemon, nobody...)' });
}

/** Empty keeps the stored password; otherwise 5-127 characters without control characters (smbpasswd -s reads lines). */
export function sambaPasswordSchema() {
  return z
    .string({ error: SambaKey.password })
    .max(SambaLimits.passwordMaxLength, SambaKey.password)
    .refine((value) => value === '' || (value.length >= SambaLimits.passwordMinLength && !CONTROL_RE.test(value)), SambaKey.password);
}

export function shareDirectorySchema() {
  return z
    .string({ error: SambaKey.path })
    .max(SambaLimits.pathMaxLength, SambaKey.path)
    .refine((value) => value === '' || isShareDirectory(value), SambaKey.path)
    .meta({ description: 'a directory on a partition mounted under /mnt (e.g. /mnt/sda1/photos); empty only while switched off' });
}

/** Empty: every LAN client may connect; otherwise only these addresses and subnets. */
export function sambaHostsSchema() {
  return z
    .array(z.string({ error: SambaKey.hostLine }).refine(isIpv4OrCidr, SambaKey.hostLine), { error: SambaKey.hostLine })
    .max(SambaLimits.hostsMax, SambaKey.hostsTooMany)
    .meta({ description: `up to ${SambaLimits.hostsMax} IPv4 addresses or subnets (192.168.1.0/24); empty lets every LAN client connect` });
}
