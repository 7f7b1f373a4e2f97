// The command lines the console runs through the package's plugin rather than through rpcd's
// `file exec` grants (issue 39.5). rpcd matches a grant against "<path> <params joined by
// spaces>" with fnmatch and flags 0 (session.c rpc_session_acl_allowed), so a `*` spans spaces
// and slashes: `/bin/mount -t * /dev/* /mnt/*` let `mount -t ext4 /dev/X /etc` through. Here each
// argument is checked on its own: a literal, an extended regular expression that must match the
// whole argument, or a path beneath a folder without `.`/`..` parts. routerd.uc `exec` and
// `background_start` apply the same shapes (generated into /usr/share/routerd/exec-shapes.json by
// `npm run acl`) and then ask rpcd's `file exec` without a session, or procd, to run the argument
// array: never a shell. Browser-safe.

/**
 * One argument: a literal, `match` (POSIX extended regular expression, anchored at both ends; only
 * what JavaScript and regcomp(3) read alike: bracket ranges, `{m,n}`, `|`, `?`, no backslash
 * classes), or `under` (a path beneath that folder: no empty, `.` or `..` part, no control character).
 */
export type ArgShape = string | { match: string } | { under: string };

export interface ExecShape {
  command: string;
  params: ArgShape[];
  /** run under procd (routerd.uc background_start) instead of waited for */
  background?: true;
}

/** a kernel block device a USB disk, SD card or NVMe drive gives (block-parsers.ts diskOf) */
export const partitionDevice = { match: '/dev/(sd[a-z]{1,2}[0-9]{0,3}|mmcblk[0-9]{1,2}(p[0-9]{1,3})?|nvme[0-9]{1,2}n[0-9]{1,2}(p[0-9]{1,3})?)' };
/** a mount point the console makes: one safe name directly under /mnt (fstab-settings.ts TARGET_RE) */
export const shareMountPoint = { match: '/mnt/[A-Za-z0-9_-]{1,64}' };
/** a host name, IPv4 or IPv6 literal: never a leading `-` (the contract's isNetworkHost is narrower) */
export const networkHost = { match: '[A-Za-z0-9:][A-Za-z0-9.:_-]{0,253}' };

const fullMatch = (source: string) => new RegExp(`^(${source})$`);

function hasControl(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/** `path` is beneath `root`, each part a name (no empty, `.` or `..` part), no control character. */
export function isPathUnder(root: string, path: string): boolean {
  if (!path.startsWith(`${root}/`) || hasControl(path)) return false;
  return path
    .slice(root.length + 1)
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..');
}

export function argFits(shape: ArgShape, arg: string): boolean {
  if (typeof shape === 'string') return arg === shape;
  if ('match' in shape) return fullMatch(shape.match).test(arg);
  return isPathUnder(shape.under, arg);
}

/** The shape this argument array has, if any (background ones only for background). */
export function shapeOf(shapes: readonly ExecShape[], command: string, params: readonly string[], background = false): ExecShape | undefined {
  return shapes.find(
    (shape) => Boolean(shape.background) === background && shape.command === command && shape.params.length === params.length && shape.params.every((arg, i) => argFits(arg, params[i]!)),
  );
}

/** The file the plugin reads (tab-indented as the ACL file). */
export function execShapesFile(shapes: readonly ExecShape[]): string {
  return `${JSON.stringify(shapes, null, '\t')}\n`;
}

/**
 * Why a `file exec` grant lets an argument go elsewhere, or undefined when it cannot. With fnmatch
 * flags 0, `*` and `?` match spaces and slashes (one grant then covers more arguments, or `..`
 * paths), and a bracket expression does too where it holds or may hold (`!`/`^`) a space, a slash
 * or a dot. A bracket of safe characters matches exactly one of them and may stay.
 */
export function unsafeExecWildcard(pattern: string): string | undefined {
  if (pattern.includes('*')) return '`*` matches spaces and slashes: more arguments, or a path elsewhere';
  if (pattern.includes('?')) return '`?` matches a space or a slash';
  if (pattern.includes('\\')) return 'a backslash escapes fnmatch characters';
  for (const [, set] of pattern.matchAll(/\[([^\]]*)\]/g)) {
    if (/^[!^]/.test(set!) || bracketHolds(set!, [' ', '/', '.'])) return `[${set}] may match a space, a slash or a dot`;
  }
  return undefined;
}

/** Whether the bracket expression's characters or ranges (`a-z`) hold one of these. */
function bracketHolds(set: string, chars: string[]): boolean {
  const codes = chars.map((c) => c.charCodeAt(0));
  for (let i = 0; i < set.length; i++) {
    const low = set.charCodeAt(i);
    const ranged = set[i + 1] === '-' && i + 2 < set.length;
    const high = ranged ? set.charCodeAt(i + 2) : low;
    if (codes.some((c) => c >= low && c <= high)) return true;
    if (ranged) i += 2;
  }
  return false;
}
