// Service > Disk management and File sharing on the router: the same handlers as on the daemon
// over the ubus platform's storage (router-storage.ts), through the package's ACL (fake-router-bus).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeRouter, type FakeRouter, type FakeRouterOptions } from '../../../device/test-support/fake-router-bus';
import { routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { aclNeeds } from './acl-needs';
import { RouterStorage } from './router-storage';
import { UbusCallError, UbusStatus } from './ubus';
import { UbusPlatform } from './ubus-platform';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const ok = (stdout: string) => () => ({ code: 0, stdout });
const dir = (name: string) => ({ name, type: 'directory' });

const uci = {
  network: [{ name: 'lan', type: 'interface', options: { device: 'br-lan', proto: 'static', ipaddr: '192.168.1.1', netmask: '255.255.255.0' } }],
  firewall: [],
  fstab: [{ type: 'global', options: { anon_mount: '0' } }],
  samba4: [{ type: 'samba', options: { workgroup: 'WORKGROUP' } }],
};

const programs: NonNullable<FakeRouterOptions['programs']> = {
  '/sbin/block info': ok(fixture('block-info.txt')),
  '/bin/df -k /mnt/sda1': ok(fixture('df-sda1.txt')),
  '/usr/bin/readlink -f /mnt/sda1/music': ok('/mnt/sda1/music\n'),
  '/usr/bin/readlink -f /mnt/sda1/music/etc': ok('/etc\n'),
};

async function routerConsole(options: FakeRouterOptions = {}) {
  const router = fakeRouter(uci, { initScripts: ['samba4'], programs, directories: { '/mnt/sda1': [dir('music'), { name: 'a.txt', type: 'file' }], '/mnt/sda1/music': [] }, ...options });
  router.files.set('/proc/partitions', new TextEncoder().encode(fixture('proc-partitions.txt')));
  router.files.set('/proc/mounts', new TextEncoder().encode(fixture('proc-mounts.txt')));
  router.files.set('/sys/block/sda/device/model', new TextEncoder().encode('Cruzer Blade    \n'));
  const dispatch = routerConsoleOn(router, { storage: new UbusPlatform(router.ubus).storage });
  await signInAsRoot(router, dispatch);
  const ask = async (op: string, input: Record<string, unknown> = {}) => (await dispatch({ op, method: op.startsWith('get_') ? 'GET' : 'POST', input })).body;
  const partitions = async () => ((await ask('get_disks')) as unknown as { partitions: Array<Record<string, unknown>> }).partitions;
  return { router, ask, partitions };
}

/** the sections of a config as rpcd's uci holds them, options as plain objects */
const sections = (router: FakeRouter, config: string) => (router.rpcd.files.get(config) ?? []).map((s) => ({ type: s.type, ...Object.fromEntries(s.options) }));

const share = { enabled: '1', name: 'music', username: 'admin', path: '/mnt/sda1/music', password: 'S3cret-pass' };

describe('disks on the router', () => {
  it('lists the USB partitions from block info, /proc and df, never the flash', async () => {
    const listed = await (await routerConsole()).partitions();
    expect(listed.map((p) => p.id)).toEqual(['sda1', 'sda2']);
    expect(listed[0]).toMatchObject({ disk: 'Cruzer Blade', sizeBytes: 8388608 * 1024, fstype: 'vfat', label: 'STICK', mounted: '1', target: '/mnt/sda1', usedBytes: 40960 * 1024, freeBytes: 8343552 * 1024 });
    expect(listed[1]).toMatchObject({ fstype: 'ext4', label: 'my data', mounted: '0', target: '', usedBytes: 0 });
  });

  it('says to install block-mount when /sbin/block is not there', async () => {
    const { ask } = await routerConsole({ programs: {} });
    expect(await ask('get_disks')).toMatchObject({ code: '-12', where: 'block-mount' });
  });

  it('ejects with umount of the mount point /proc/mounts lists', async () => {
    const ran: string[] = [];
    const { ask, router } = await routerConsole({ programs: { ...programs, '/bin/umount /mnt/sda1': () => (ran.push('umount'), { code: 0 }) } });
    expect(await ask('disk_unmount', { id: 'sda1' })).toEqual({ code: '1' });
    expect(ran).toEqual(['umount']);
    expect(sections(router, 'fstab')).toContainEqual(expect.objectContaining({ type: 'mount', uuid: '6C2D-9F14', target: '/mnt/sda1', enabled: '0' }));
    expect(await ask('disk_unmount', { id: 'sda2' })).toMatchObject({ code: '-2' });
  });

  it('never ejects a mount the console did not make under /mnt (an extroot /overlay): no umount runs', async () => {
    const ran: string[] = [];
    const { ask, router } = await routerConsole({ programs: { ...programs, '/bin/umount /overlay': () => (ran.push('umount'), { code: 0 }) } });
    router.files.set('/proc/mounts', new TextEncoder().encode(fixture('proc-mounts.txt').replace('/dev/sda1 /mnt/sda1 vfat', '/dev/sda1 /overlay vfat')));
    expect(await ask('disk_unmount', { id: 'sda1' })).not.toEqual({ code: '1' });
    expect(ran).toEqual([]);
  });

  it('formats an unmounted partition with its mkfs, refusing a mounted one, and names a missing mkfs\'s package', async () => {
    const ran: string[] = [];
    const mkfs = '/usr/sbin/mkfs.ext4 -F -L DATA /dev/sda2';
    const { ask, router } = await routerConsole({ programs: { ...programs, [mkfs]: () => (ran.push(mkfs), { code: 0 }) } });
    expect(await ask('disk_format', { id: 'sda2', fstype: 'ext4', label: 'DATA' })).toEqual({ code: '1' });
    expect(ran).toEqual([mkfs]);
    router.jobs.get('format-sda2')!.running = false;
    expect(await ask('disk_format', { id: 'sda1', fstype: 'ext4', label: 'DATA' })).toMatchObject({ code: '-2' });
    expect(await ask('disk_format', { id: 'sda2', fstype: 'exfat', label: '' })).toMatchObject({ code: '-12', where: 'exfatprogs' });
    expect(await ask('disk_format', { id: 'sdz9', fstype: 'ext4', label: '' })).toMatchObject({ code: '-2' });
    expect(ran).toEqual([mkfs]);
  });

  it('runs mkfs under procd: the page sees it formatting with its seconds so far (no percentage), refuses a second format, then the new file system', async () => {
    const mkfs = '/usr/sbin/mkfs.fat -n CARD /dev/sda2';
    const { ask, router, partitions } = await routerConsole({ programs: { ...programs, [mkfs]: () => ({ code: 0 }) } });
    expect(await ask('disk_format', { id: 'sda2', fstype: 'vfat', label: 'CARD' })).toEqual({ code: '1' });
    // routerd.uc background_start: the same command line rpcd's file exec would have run
    expect(router.jobs.get('format-sda2')).toMatchObject({ line: mkfs, running: true });
    router.jobs.get('format-sda2')!.seconds = 75;
    const during = (await partitions()).find((p) => p.id === 'sda2');
    expect(during).toMatchObject({ formatting: '1', formatSeconds: 75 });
    expect(during).not.toHaveProperty('progress');
    expect(await ask('disk_format', { id: 'sda2', fstype: 'ext4', label: '' })).toMatchObject({ code: '-2', errors: [{ field: 'id', key: 'disk.busy' }] });
    expect(await ask('disk_mount', { id: 'sda2' })).toMatchObject({ code: '-2', errors: [{ field: 'id', key: 'disk.busy' }] });
    router.jobs.get('format-sda2')!.running = false;
    expect((await partitions()).find((p) => p.id === 'sda2')).toMatchObject({ formatting: '0', formatSeconds: 0 });
    // done: procd's instance is forgotten
    expect(router.jobs.has('format-sda2')).toBe(false);
  });

  it('shows a format that failed with mkfs\'s exit status until the next format', async () => {
    const mkfs = '/usr/sbin/mkfs.ext4 -F /dev/sda2';
    const { ask, router, partitions } = await routerConsole({ programs: { ...programs, [mkfs]: () => ({ code: 1 }) } });
    await ask('disk_format', { id: 'sda2', fstype: 'ext4', label: '' });
    router.jobs.get('format-sda2')!.running = false;
    expect((await partitions()).find((p) => p.id === 'sda2')).toMatchObject({ formatting: '0', formatFailed: 1 });
    expect((await partitions()).find((p) => p.id === 'sda2')).toMatchObject({ formatFailed: 1 });
    expect(await ask('disk_format', { id: 'sda2', fstype: 'ext4', label: '' })).toEqual({ code: '1' });
    expect((await partitions()).find((p) => p.id === 'sda2')).not.toHaveProperty('formatFailed');
  });

  it('mounts a partition at its fstab target with mkdir -p and mount -t <its type>, and keeps it in fstab', async () => {
    const ran: string[] = [];
    const record = (line: string) => () => (ran.push(line), { code: 0 });
    const mkdir = '/bin/mkdir -p /mnt/sda2';
    const mount = '/bin/mount -t ext4 /dev/sda2 /mnt/sda2';
    const { ask, router } = await routerConsole({ programs: { ...programs, [mkdir]: record(mkdir), [mount]: record(mount) } });
    expect(await ask('disk_mount', { id: 'sda2' })).toEqual({ code: '1' });
    expect(ran).toEqual([mkdir, mount]);
    expect(sections(router, 'fstab')).toContainEqual(expect.objectContaining({ type: 'mount', uuid: '3f1c8a52-77d0-4c1e-9a4b-1d2e3f405162', target: '/mnt/sda2', enabled: '1' }));
  });
});

describe('file sharing on the router', () => {
  it('offers the mounted partition\'s folders and shares one: samba4 holds its path', async () => {
    const { ask, router, partitions } = await routerConsole();
    expect(await ask('get_share_folders')).toMatchObject({ folders: [{ path: '/mnt/sda1', partition: 'sda1' }, { path: '/mnt/sda1/music', partition: 'sda1' }], truncated: '0' });
    expect(await ask('set_samba', share)).toEqual({ code: '1' });
    expect(sections(router, 'samba4')).toContainEqual(expect.objectContaining({ type: 'sambashare', name: 'music', path: '/mnt/sda1/music' }));
    expect((await partitions())[0]?.shared).toBe('music');
  });

  it('refuses a folder whose link leads off the disks, and a path outside /mnt without asking the router', async () => {
    const { ask, router } = await routerConsole({ directories: { '/mnt/sda1': [dir('music')], '/mnt/sda1/music': [{ name: 'etc', type: 'symlink', target: { name: '/etc', type: 'directory' } }] } });
    expect(await ask('set_samba', share)).toMatchObject({ code: '-2' });
    const before = router.files.size;
    expect(await ask('set_samba', { ...share, path: '/etc' })).toMatchObject({ code: '-2' });
    expect(router.files.size).toBe(before);
    expect(sections(router, 'samba4').filter((s) => s.type === 'sambashare')).toEqual([]);
  });

  it('finds a link an older rpcd lists as the directory it points to (stat, not lstat), with readlink -f', async () => {
    const { ask, router } = await routerConsole({ directories: { '/': [dir('var')], '/mnt/sda1': [dir('music')], '/mnt/sda1/music': [dir('etc')] } });
    expect(await ask('set_samba', share)).toMatchObject({ code: '-2', errors: [{ field: 'path', params: { link: '/mnt/sda1/music/etc' } }] });
    expect(sections(router, 'samba4').filter((s) => s.type === 'sambashare')).toEqual([]);
  });
});

describe('the storage\'s reach', () => {
  it('lists folders under /mnt only: the ACL refuses the rest, and the storage does not ask', async () => {
    // rpcd with links in its lists: /var is base-files' link to /tmp
    const ubus = new FakeUbus(aclNeeds).on('file', 'list', (args: Record<string, unknown>) => ({ entries: args.path === '/' ? [{ name: 'var', type: 'symlink', target: { name: 'tmp' } }] : [{ name: 'x', type: 'directory' }] }));
    await expect(ubus.call('file', 'list', { path: '/etc' })).rejects.toEqual(new UbusCallError('file', 'list', UbusStatus.permissionDenied));
    const storage = new RouterStorage(ubus);
    expect(await storage.readDirectory('/mnt/sda1')).toEqual([{ name: 'x', kind: 'directory' }]);
    expect(await storage.readDirectory('/etc')).toBeUndefined();
    expect(await storage.readDirectory('/mnt/sda1/../../etc')).toBeUndefined();
    expect(await storage.realpath('/etc/passwd')).toBeUndefined();
    expect(ubus.calls.map((c) => c.args.path ?? c.args.command)).toEqual(['/etc', '/mnt/sda1', '/']);
  });
});
