import { afterEach, describe, expect, it, vi } from 'vitest';
import { ops } from '@rc/contract/registry';
import { fakeRouter, type FakeRouter } from '../../../device/test-support/fake-router-bus';
import type { FakeFiles } from '../../../device/test-support/fake-rpcd-uci';
import { recordedResult } from '../../../device/test-support/recorded-calls';
import { handlers } from '../../../device/src/daemon-ops/handlers';
import { silentLogger } from '@rc/core/log';
import type { Platform } from '@rc/core/platform/platform';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { partlyOnRouter } from '@rc/core/errors/not-on-router';
import { RouterApply } from './router-apply';
import { contractRouterOp } from './router-contract-op';
import { createRouterDispatcher, type RouterDispatch } from './router-dispatcher';
import { storageDeviceToken, type DeviceTokenMemory } from './router-login';
import { routerOwnOps } from './router-ops';
import { UbusConfigStore } from './ubus-config-store';

const files: FakeFiles = {
  network: [
    { name: 'lan', type: 'interface', options: { device: 'br-lan', proto: 'static', ipaddr: '192.168.1.1', netmask: '255.255.255.0' } },
    { name: 'wan', type: 'interface', options: { device: 'eth1', proto: 'dhcp' } },
  ],
  dhcp: [{ name: 'lan', type: 'dhcp', options: { interface: 'lan', start: '100', limit: '150' } }],
  system: [{ type: 'system', options: { hostname: 'OpenWrt', timezone: 'UTC', zonename: 'UTC' } }],
};

const platform = partlyOnRouter<Platform>('the test platform', {
  wanLink: async () => ({ up: true, ipaddr: '100.64.0.2', netmask: '255.255.255.0', gateway: '100.64.0.1', dns: [], connectedSeconds: 5 }),
  systemStatus: async () => ({ uptime: 42 }) as Awaited<ReturnType<Platform['systemStatus']>>,
});

function routerConsole(router: FakeRouter, onRouter: Platform = platform, device?: DeviceTokenMemory, identity = async () => ({ lanMac: '02:00:00:00:00:01' })): RouterDispatch {
  const apply = new RouterApply(router.ubus, 60);
  const own = routerOwnOps({ ubus: router.ubus, apply, device });
  const table = ops as unknown as Record<string, (typeof ops)['login']>;
  const all = handlers as unknown as Record<string, never>;
  return createRouterDispatcher({
    ubus: router.ubus,
    store: new UbusConfigStore(router.ubus),
    platform: onRouter,
    apply,
    log: silentLogger,
    isEnabled: () => true,
    identity,
    loadOp: async (name) => (Object.hasOwn(table, name) ? contractRouterOp(table[name]!, own.get(name) ?? all[name]!, () => true) : undefined),
  });
}

async function signedIn(router = fakeRouter(files)) {
  const dispatch = routerConsole(router);
  const answer = await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
  router.ubus.session = String(answer.body.access_token);
  return { router, dispatch };
}

afterEach(() => vi.useRealTimers());

describe('the router dispatcher', () => {
  it('signs in with rpcd\'s session through routerd login, and refuses a wrong password with -3', async () => {
    const router = fakeRouter(files);
    const dispatch = routerConsole(router);
    expect((await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'nope' } })).body).toEqual({ code: '-3' });
    const answer = await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
    expect(answer.body.code).toBe('1');
    expect(router.sessions.has(String(answer.body.access_token))).toBe(true);
  });

  it('answers -5 with retry_after when the plugin says the account is locked', async () => {
    const router = fakeRouter(files, { lockAfter: 1 });
    const dispatch = routerConsole(router);
    await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'nope' } });
    expect((await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } })).body).toEqual({ code: '-5', retry_after: 60 });
  });

  it('answers -9 for an op the contract does not have, -1 for a private op before sign-in', async () => {
    const dispatch = routerConsole(fakeRouter(files));
    expect((await dispatch({ op: 'toString', method: 'GET', input: {} })).body.code).toBe('-9');
    expect((await dispatch({ op: 'get_lan_config', method: 'GET', input: {} })).body).toEqual({ code: '-1' });
  });

  it('runs the daemon\'s own handler over rpcd\'s uci', async () => {
    const { dispatch } = await signedIn();
    expect((await dispatch({ op: 'get_lan_config', method: 'GET', input: {} })).body).toEqual({ code: '1', ipaddr: '192.168.1.1', netmask: '255.255.255.0', macaddr: '02:00:00:00:00:01' });
  });

  it('answers a read with the router\'s MAC however late its identity comes: the read goes beside it and runs again if it asked first', async () => {
    for (const lateMs of [0, 30]) {
      const router = fakeRouter(files);
      const dispatch = routerConsole(router, platform, undefined, () => new Promise((resolve) => setTimeout(() => resolve({ lanMac: '02:00:00:00:00:01' }), lateMs)));
      router.ubus.session = String((await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } })).body.access_token);
      expect((await dispatch({ op: 'get_lan_config', method: 'GET', input: {} })).body).toMatchObject({ code: '1', ipaddr: '192.168.1.1', macaddr: '02:00:00:00:00:01' });
    }
  });

  it('refuses bad input with the contract\'s field errors and stages nothing', async () => {
    const { router, dispatch } = await signedIn();
    const answer = await dispatch({ op: 'set_lan_config', method: 'POST', input: { ipaddr: '999.1.1.1', netmask: '255.255.255.0' } });
    expect(answer.body.code).toBe('-2');
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'ipaddr' })]);
    expect(router.rpcd.writes).toEqual([]);
  });

  it('applies a risky save with rpcd\'s rollback, holds other saves while it is pending, and keeps it once confirmed', async () => {
    const { router, dispatch } = await signedIn();
    const save = await dispatch({ op: 'set_lan_config', method: 'POST', input: { ipaddr: '192.168.8.1', netmask: '255.255.255.0' } });
    expect(save.body).toEqual({ code: '1', pending_apply: 60 });
    // landed with rollback, and what it changed read back in the same batch (issue 41)
    expect(router.rpcd.calls.slice(-2)).toEqual([{ method: 'apply', args: { rollback: true, timeout: 60 } }, { method: 'get', args: { config: 'network' } }]);
    expect((await dispatch({ op: 'get_apply_status', method: 'GET', input: {} })).body).toMatchObject({ code: '1', pending: true, op: 'set_lan_config' });
    expect((await dispatch({ op: 'set_lan_config', method: 'POST', input: { ipaddr: '192.168.9.1', netmask: '255.255.255.0' } })).body).toEqual({ code: '-7', msg: 'apply.pending' });
    expect((await dispatch({ op: 'apply_confirm', method: 'POST', input: {} })).body).toEqual({ code: '1' });
    expect(router.rpcd.pendingApply).toBe(false);
    expect(router.rpcd.files.get('network')![0]!.options.get('ipaddr')).toBe('192.168.8.1');
  });

  it('reverts a pending save with uci rollback', async () => {
    const { router, dispatch } = await signedIn();
    await dispatch({ op: 'set_lan_config', method: 'POST', input: { ipaddr: '192.168.8.1', netmask: '255.255.255.0' } });
    expect((await dispatch({ op: 'apply_revert', method: 'POST', input: {} })).body).toEqual({ code: '1' });
    expect(router.rpcd.files.get('network')![0]!.options.get('ipaddr')).toBe('192.168.1.1');
    expect((await dispatch({ op: 'apply_confirm', method: 'POST', input: {} })).body).toEqual({ code: '-12', msg: 'apply.nothingPending' });
  });

  it('answers -1 once rpcd no longer knows the session (idle timeout, signed out elsewhere)', async () => {
    const { router, dispatch } = await signedIn();
    router.sessions.clear();
    expect((await dispatch({ op: 'get_lan_config', method: 'GET', input: {} })).body).toEqual({ code: '-1' });
  });

  it('signs out with session destroy', async () => {
    const { router, dispatch } = await signedIn();
    expect((await dispatch({ op: 'logout', method: 'GET', input: {} })).body).toEqual({ code: '1' });
    expect(router.sessions.size).toBe(0);
  });

  it('changes root\'s password after checking the old one, -10 when it is wrong', async () => {
    const { router, dispatch } = await signedIn();
    expect((await dispatch({ op: 'change_password', method: 'POST', input: { oldpassword: 'wrong', newpassword: 'n3w-Passw0rd' } })).body).toEqual({ code: '-10' });
    expect((await dispatch({ op: 'change_password', method: 'POST', input: { oldpassword: 'admin', newpassword: 'n3w-Passw0rd' } })).body).toEqual({ code: '1' });
    expect(router.password()).toBe('n3w-Passw0rd');
    expect(router.sessions.size).toBe(1);
  });

  it('keeps the token routerd login issued this browser and sends it with the next login and password change', async () => {
    const router = fakeRouter(files);
    const stored = new Map<string, string>();
    const device = storageDeviceToken({ getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) });
    const dispatch = routerConsole(router, platform, device);
    const first = await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
    expect(router.passwordCalls[0]?.args).toEqual({ username: 'root', password: 'admin' });
    expect(device.read()).toBe('d'.repeat(32));
    router.ubus.session = String(first.body.access_token);
    await dispatch({ op: 'change_password', method: 'POST', input: { oldpassword: 'admin', newpassword: 'n3w-Passw0rd' } });
    expect(router.passwordCalls[1]).toEqual({ method: 'set_password', args: { current: 'admin', password: 'n3w-Passw0rd', device: 'd'.repeat(32) } });
  });

  it('never sends a stored value that is not a token the plugin could have issued', async () => {
    const router = fakeRouter(files);
    const device = storageDeviceToken({ getItem: () => '../../etc/shadow', setItem: () => undefined });
    await routerConsole(router, platform, device)({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } });
    expect(router.passwordCalls[0]?.args).toEqual({ username: 'root', password: 'admin' });
  });

  it('a wrong old password counts as a failed sign-in: the fifth locks (-5), and nothing changed', async () => {
    const { router, dispatch } = await signedIn();
    for (let i = 0; i < 5; i++) expect((await dispatch({ op: 'change_password', method: 'POST', input: { oldpassword: `wrong-${i}`, newpassword: 'n3w-Passw0rd' } })).body).toEqual({ code: '-10' });
    expect((await dispatch({ op: 'change_password', method: 'POST', input: { oldpassword: 'admin', newpassword: 'n3w-Passw0rd' } })).body).toMatchObject({ code: '-5' });
    expect(router.password()).toBe('admin');
  });

  it('answers router.notAvailable for what the router does not offer (history, an upgrade from a URL)', async () => {
    const { dispatch } = await signedIn();
    expect((await dispatch({ op: 'get_history', method: 'GET', input: {} })).body).toEqual({ code: '-12', msg: 'router.notAvailable' });
    expect((await dispatch({ op: 'upgrade_remote', method: 'POST', input: { url: 'http://example.com/openwrt.bin', keep: '1', allowDowngrade: '0' } })).body).toEqual({ code: '-12', msg: 'router.notAvailable' });
  });

  it('names the OpenWrt package a save needs when it is not installed, and writes nothing (issue 27.1)', async () => {
    const router = fakeRouter({ ...files, ddns: [] });
    const withoutDdns = partlyOnRouter<Platform>('the test platform', {
      requirePackage: async (pkg) => {
        throw new MissingPackageError(pkg);
      },
    });
    const dispatch = routerConsole(router, withoutDdns);
    router.ubus.session = String((await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } })).body.access_token);
    const input = { enabled: '0' };
    expect((await dispatch({ op: 'set_ddns', method: 'POST', input })).body).toEqual({ code: '-12', msg: 'router.missingPackage', where: 'ddns-scripts' });
    expect(router.rpcd.files.get('ddns')).toEqual([]);
    // mwan3 reads the dispatch rules, apfree-wifidog's wifidogx.init the portal
    expect((await dispatch({ op: 'set_traffic_dispatch', method: 'POST', input: { rules: [] } })).body).toEqual({ code: '-12', msg: 'router.missingPackage', where: 'mwan3' });
    expect((await dispatch({ op: 'set_portal', method: 'POST', input: { enabled: '0' } })).body).toEqual({ code: '-12', msg: 'router.missingPackage', where: 'apfree-wifidog' });
    expect(router.rpcd.writes).toEqual([]);
  });

  it.each([
    ['qmi', 'uqmi'],
    ['mbim', 'umbim'],
    ['ncm', 'comgt-ncm'],
    ['3g', 'comgt'],
    ['modemmanager', 'modemmanager'],
  ])('names the package of the 4G dialing method %s (%s) when it is missing, and writes nothing', async (proto, pkg) => {
    const router = fakeRouter({ ...files, network: [...files.network!, { name: 'wwan', type: 'interface', options: { proto: 'qmi', apn: 'cmnet' } }], cellular: [] });
    const othersOnly = partlyOnRouter<Platform>('the test platform', {
      requirePackage: async (needed) => {
        if (needed === pkg) throw new MissingPackageError(needed);
      },
    });
    const dispatch = routerConsole(router, othersOnly);
    router.ubus.session = String((await dispatch({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } })).body.access_token);
    const input = { priority: '0', proto, country: 'CN', isp: 'cucc', apn: '3gnet', auth: proto === 'ncm' || proto === '3g' ? 'none' : 'pap', username: '', password: '', pdptype: 'ip', ...(proto === '3g' ? { dialnumber: '*99#' } : {}) };
    expect((await dispatch({ op: 'set_cellular_config', method: 'POST', input })).body).toEqual({ code: '-12', msg: 'router.missingPackage', where: pkg });
    expect(router.rpcd.writes).toEqual([]);
  });

  it('saves an ACL rule: the check of the administrator\'s own access takes uhttpd\'s ports, no daemon port', async () => {
    const { router, dispatch } = await signedIn(fakeRouter({ ...files, firewall: [{ type: 'defaults', options: { input: 'REJECT' } }] }));
    const rule = { id: '', priority: 20, name: 'No telnet', direction: 'input', proto: 'tcp', srcIp: '', srcPort: '', destIp: '', destPort: '23', action: 'REJECT', enabled: '1' };
    expect((await dispatch({ op: 'set_acl', method: 'POST', input: { rules: [rule] } })).body).toMatchObject({ code: '1' });
    expect(router.rpcd.files.get('firewall')!.some((section) => section.options.get('dest_port') === '23')).toBe(true);
  });

  it('answers the login page\'s facts from system board and info before sign-in, as the ACL\'s unauthenticated group allows', async () => {
    const dispatch = routerConsole(fakeRouter(files));
    const board = recordedResult<{ model: string; release: { version: string } }>('system', 'board');
    const info = recordedResult<{ uptime: number }>('system', 'info');
    expect((await dispatch({ op: 'get_login_info', method: 'GET', input: {} })).body).toEqual({ code: '1', sysversion: board.release.version, uptime: info.uptime, board: board.model });
  });

  it('tells the router\'s clock in get_web_msg (date +%s), not the browser\'s', async () => {
    const { dispatch } = await signedIn(fakeRouter(files, { programs: { '/bin/date +%s': () => ({ code: 0, stdout: '1800000000\n' }) } }));
    expect((await dispatch({ op: 'get_web_msg', method: 'GET', input: {} })).body).toMatchObject({ code: '1', localtime: 1_800_000_000_000, zonename: 'UTC' });
  });

  it('never offers the first-start wizard, and refuses its save as a daemon-only op (docs/openwrt.md)', async () => {
    const { dispatch } = await signedIn(fakeRouter(files, { programs: { '/bin/date +%s': () => ({ code: 0, stdout: '1800000000\n' }) } }));
    expect((await dispatch({ op: 'get_web_msg', method: 'GET', input: {} })).body).toMatchObject({ code: '1', first_start: false });
    expect((await dispatch({ op: 'set_first_start', method: 'POST', input: {} })).body).toMatchObject({ code: '-12', msg: 'router.notAvailable' });
  });

  it('downloads sysupgrade -b\'s archive, read as base64 and removed from /tmp', async () => {
    const archive = new Uint8Array([0x1f, 0x8b, 8, 0, 0xff, 0]);
    const router = fakeRouter(files, { programs: { '/sbin/sysupgrade -b /tmp/routerd-backup.tar.gz': (made) => (made.set('/tmp/routerd-backup.tar.gz', archive), { code: 0 }) } });
    const { dispatch } = await signedIn(router);
    const answer = await dispatch({ op: 'backup_download', method: 'GET', input: {} });
    expect(answer.body).toEqual({ code: '1' });
    expect(answer.file?.name).toMatch(/^backup-OpenWrt-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    expect([...new Uint8Array(answer.file!.data)]).toEqual([...archive]);
    expect(router.files.has('/tmp/routerd-backup.tar.gz')).toBe(false);
  });

  it('answers a failed sysupgrade -b as a failure, without a file', async () => {
    const router = fakeRouter(files, { programs: { '/sbin/sysupgrade -b /tmp/routerd-backup.tar.gz': () => ({ code: 1, stderr: 'tar: short write' }) } });
    const { dispatch } = await signedIn(router);
    const answer = await dispatch({ op: 'backup_download', method: 'GET', input: {} });
    expect(answer.body.code).not.toBe('1');
    expect(answer.file).toBeUndefined();
  });

  it('resets to factory with firstboot -y, then reboots through procd after the answer', async () => {
    const ran: string[] = [];
    const actions = { factoryReset: async () => void ran.push('firstboot -y'), reboot: async () => void ran.push('reboot') };
    const router = fakeRouter(files);
    const apply = new RouterApply(router.ubus, 60);
    const own = routerOwnOps({ ubus: router.ubus, apply });
    const dispatch = createRouterDispatcher({
      ubus: router.ubus,
      store: new UbusConfigStore(router.ubus),
      platform: partlyOnRouter<Platform>('the test platform', { powerActions: actions }),
      apply,
      log: silentLogger,
      isEnabled: () => true,
      identity: async () => ({}),
      loadOp: async (name) => (name === 'reset' ? contractRouterOp(ops.reset, own.get('reset')!, () => true) : undefined),
    });
    router.ubus.session = String((await routerConsole(router)({ op: 'login', method: 'POST', input: { username: 'root', password: 'admin' } })).body.access_token);
    expect((await dispatch({ op: 'reset', method: 'POST', input: {} })).body).toEqual({ code: '1' });
    expect(ran).toEqual(['firstboot -y']);
    await new Promise((wait) => setTimeout(wait, 5));
    expect(ran).toEqual(['firstboot -y', 'reboot']);
  });

  it('sets the share account\'s Samba password through the plugin, never into UCI', async () => {
    const { router, dispatch } = await signedIn(fakeRouter({ ...files, samba4: [{ type: 'samba', options: { workgroup: 'WORKGROUP' } }] }, { initScripts: ['samba4'] }));
    const input = { enabled: '0', name: 'share', username: 'admin', path: '', password: 'S3cret-pass' };
    expect((await dispatch({ op: 'set_samba', method: 'POST', input })).body).toEqual({ code: '1' });
    expect(router.samba.get('admin')).toEqual({ password: 'S3cret-pass', factory: false });
    expect(JSON.stringify([...router.rpcd.files.get('samba4')!])).not.toContain('S3cret-pass');
    expect((await dispatch({ op: 'get_samba', method: 'GET', input: {} })).body).toMatchObject({ code: '1', username: 'admin', password_set: '1', password_factory: '0' });
  });

  it('says to install samba4-server when the router has no Samba, and sets no password', async () => {
    const { router, dispatch } = await signedIn(fakeRouter({ ...files, samba4: [] }));
    const input = { enabled: '0', name: 'share', username: 'admin', path: '', password: 'S3cret-pass' };
    expect((await dispatch({ op: 'set_samba', method: 'POST', input })).body).toMatchObject({ code: '-12' });
    expect(router.samba.size).toBe(0);
  });
});
