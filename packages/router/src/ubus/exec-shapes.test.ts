import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aclNeeds } from './acl-needs';
import { argFits, isPathUnder, shapeOf, unsafeExecWildcard } from './exec-shapes';

const installedAcl = new URL('../../../../packaging/openwrt/files/usr/share/rpcd/acl.d/routerd.json', import.meta.url);
const shapes = aclNeeds.execShapes ?? [];
const runs = (line: string[], background = false) => shapeOf(shapes, line[0]!, line.slice(1), background) !== undefined;

/** every `file exec` pattern the installed ACL grants, in any group */
function grantedExecPatterns(): string[] {
  const acl = JSON.parse(readFileSync(installedAcl, 'utf8')) as Record<string, Record<string, { file?: Record<string, string[]> }>>;
  return Object.values(acl).flatMap((group) => Object.values(group).flatMap((scope) => Object.entries(scope.file ?? {}).filter(([, perms]) => perms.includes('exec')).map(([pattern]) => pattern)));
}

describe('the exec grants of the package ACL', () => {
  it('hold no wildcard that lets an argument go elsewhere (fnmatch: * spans spaces and slashes)', () => {
    const patterns = grantedExecPatterns();
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => unsafeExecWildcard(pattern))).toEqual([]);
  });

  it("deem unsafe the grants the console had, which let these attacks through rpcd's fnmatch", () => {
    for (const pattern of ['/bin/mount -t * /dev/* /mnt/*', '/usr/sbin/mkfs.ext4 -F /dev/*', '/bin/mkdir -p /mnt/*', '/bin/date -s @*', '/usr/sbin/ntpd -n -q -p *', '/usr/bin/mmcli -J -s /org/freedesktop/ModemManager1/SMS/?']) {
      expect(unsafeExecWildcard(pattern), pattern).toBeDefined();
    }
    for (const pattern of ['/bin/x [!a]', '/bin/x [ab/]', '/bin/x [+-0]', '/bin/x \\*']) expect(unsafeExecWildcard(pattern), pattern).toBeDefined();
  });

  it('let a fixed line or a bracket of safe characters stay', () => {
    for (const pattern of ['/sbin/block info', '/usr/bin/mmcli -m any --set-primary-sim-slot=[12]', '/bin/x [A-Za-z0-9_-]']) expect(unsafeExecWildcard(pattern), pattern).toBeUndefined();
  });
});

describe('the argument shapes routerd.uc exec checks', () => {
  it("refuses the attacks that passed the ACL's patterns", () => {
    expect(runs(['/bin/mount', '-t', 'ext4', '/dev/sda1', '/etc'])).toBe(false);
    expect(runs(['/bin/mount', '-t', 'ext4', '/dev/sda1', '/mnt/x', '-o', 'remount'])).toBe(false);
    expect(runs(['/bin/mount', '-t', 'ext4', '/dev/sda1 /etc', '/mnt/x'])).toBe(false);
    expect(runs(['/usr/sbin/mkfs.ext4', '-F', '/dev/../tmp/x'], true)).toBe(false);
    expect(runs(['/bin/mkdir', '-p', '/mnt/../tmp/x'])).toBe(false);
    expect(runs(['/usr/bin/readlink', '-f', '/mnt/../etc/shadow'])).toBe(false);
    expect(runs(['/bin/umount', '/'])).toBe(false);
    expect(runs(['/bin/umount', '/overlay'])).toBe(false);
    expect(runs(['/usr/sbin/ntpd', '-n', '-q', '-p', 'pool.ntp.org', '-S', '/tmp/x'])).toBe(false);
    expect(runs(['/usr/sbin/ntpd', '-n', '-q', '-p', '-S/tmp/x'])).toBe(false);
    expect(runs(['/usr/bin/mmcli', '-J', '-s', '/org/freedesktop/ModemManager1/SMS/1', '--factory-reset=1'])).toBe(false);
    expect(runs(['/usr/bin/mmcli', '-m', 'any', '--3gpp-ussd-initiate=*100#', '--enable-pin'])).toBe(false);
    expect(runs(['/bin/date', '-s', '@1 -f /etc/shadow'])).toBe(false);
  });

  it('refuses an argument with a newline after a good first line', () => {
    expect(runs(['/bin/umount', '/mnt/sda1\n/etc'])).toBe(false);
    expect(runs(['/usr/bin/readlink', '-f', '/mnt/sda1/\n/../etc'])).toBe(false);
  });

  it('runs what the storage page runs: mount, eject, format under procd, folders and links', () => {
    expect(runs(['/bin/mkdir', '-p', '/mnt/sda2'])).toBe(true);
    expect(runs(['/bin/mount', '-t', 'ext4', '/dev/sda2', '/mnt/sda2'])).toBe(true);
    expect(runs(['/bin/mount', '-t', 'vfat', '/dev/mmcblk0p1', '/mnt/card'])).toBe(true);
    expect(runs(['/bin/mount', '-t', 'exfat', '/dev/nvme0n1p2', '/mnt/nvme0n1p2'])).toBe(true);
    expect(runs(['/bin/mount', '-t', 'proc', '/dev/sda2', '/mnt/sda2'])).toBe(false);
    expect(runs(['/bin/umount', '/mnt/sda2'])).toBe(true);
    expect(runs(['/bin/df', '-k', '/mnt/sda2'])).toBe(true);
    expect(runs(['/usr/bin/readlink', '-f', '/mnt/sda1/My Music/..x'])).toBe(true);
    expect(runs(['/usr/sbin/mkfs.ext4', '-F', '-L', 'DATA', '/dev/sda2'], true)).toBe(true);
    expect(runs(['/usr/sbin/mkfs.fat', '/dev/mmcblk0p1'], true)).toBe(true);
    expect(runs(['/usr/sbin/mkfs.exfat', '-L', 'a-b_c', '/dev/sdb1'], true)).toBe(true);
    expect(runs(['/usr/sbin/mkfs.exfat', '-L', 'TWELVE_CHARS', '/dev/sdb1'], true)).toBe(false);
    expect(runs(['/usr/sbin/mkfs.exfat', '-L', 'a b', '/dev/sdb1'], true)).toBe(false);
  });

  it('keeps background programs to background_start and waited ones to exec', () => {
    expect(runs(['/usr/sbin/mkfs.ext4', '-F', '/dev/sda2'])).toBe(false);
    expect(runs(['/bin/mount', '-t', 'ext4', '/dev/sda2', '/mnt/sda2'], true)).toBe(false);
  });

  it('runs the modem, clock and diagnostics lines, one argument each', () => {
    expect(runs(['/usr/bin/mmcli', '-m', 'any', "--messaging-create-sms=number=+8613800138000,text='hi, there\nsecond line'"])).toBe(true);
    expect(runs(['/usr/bin/mmcli', '-m', 'any', "--messaging-create-sms=number=10086,text='a',smsc='x'"])).toBe(false);
    expect(runs(['/usr/bin/mmcli', '-s', '/org/freedesktop/ModemManager1/SMS/12', '--send'])).toBe(true);
    expect(runs(['/usr/bin/mmcli', '-J', '-i', '/org/freedesktop/ModemManager1/SIM/0'])).toBe(true);
    expect(runs(['/usr/bin/mmcli', '-m', 'any', '--set-primary-sim-slot=3'])).toBe(false);
    expect(runs(['/bin/date', '-s', '@1764067205'])).toBe(true);
    expect(runs(['/bin/ping', '-c', '4', '-W', '2', '-6', '--', '2001:db8::1'])).toBe(true);
    expect(runs(['/bin/ping', '-c', '1', '-W', '2', '-f'])).toBe(false);
    expect(runs(['/usr/bin/nslookup', 'openwrt.org'])).toBe(true);
    expect(runs(['/usr/bin/nslookup', '-debug'])).toBe(false);
  });

  it('reads a path beneath a folder only through names: no empty, . or .. part, no control character', () => {
    expect(isPathUnder('/mnt', '/mnt/a/b c/.d')).toBe(true);
    for (const path of ['/mnt', '/mnt/', '/mnt//a', '/mnt/a/./b', '/mnt/a/..', '/mntx/a', '/mnt/a\tb']) expect(isPathUnder('/mnt', path), path).toBe(false);
    expect(argFits({ match: 'a|b' }, 'ab')).toBe(false);
  });
});
