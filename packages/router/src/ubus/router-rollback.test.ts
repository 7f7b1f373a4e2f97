// Issue 39.4: a risky save rpcd rolled back (its timer, or "Revert now") stays rolled back on the
// router build, though rpcd puts the change back into the session's deltas (rpcd uci.c
// rpc_uci_do_rollback, replayed by fake-rpcd-uci.ts): the pages read the router's values again,
// and the next risky save applies its own page's packages only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRouter } from '../../../device/test-support/fake-router-bus';
import type { FakeFiles } from '../../../device/test-support/fake-rpcd-uci';
import { routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';

const files: FakeFiles = {
  network: [
    { name: 'lan', type: 'interface', options: { device: 'br-lan', proto: 'static', ipaddr: '192.168.1.1', netmask: '255.255.255.0' } },
    { name: 'wan', type: 'interface', options: { device: 'eth1', proto: 'dhcp' } },
    { name: 'wan6', type: 'interface', options: { device: 'eth1', proto: 'dhcpv6' } },
  ],
  dhcp: [{ name: 'lan', type: 'dhcp', options: { interface: 'lan', start: '100', limit: '150', leasetime: '12h', ra: 'server', dhcpv6: 'server' } }],
  firewall: [
    { type: 'defaults', options: { input: 'REJECT', output: 'ACCEPT', forward: 'REJECT', synflood_protect: '1' } },
    { type: 'zone', options: { name: 'lan', network: ['lan'], input: 'ACCEPT', output: 'ACCEPT', forward: 'ACCEPT' } },
    { type: 'zone', options: { name: 'wan', network: ['wan', 'wan6'], input: 'REJECT', output: 'ACCEPT', forward: 'REJECT', masq: '1' } },
    { type: 'rule', options: { name: 'Allow-Ping', src: 'wan', proto: 'icmp', icmp_type: 'echo-request', family: 'ipv4', target: 'ACCEPT' } },
  ],
};

const security = { firewall: '1', synflood: '1', disableIpv6: '0', redirect: '0', wanPing: 'ACCEPT' };
const pool = { enabled: '1', start: 120, end: 250, leaseTime: 12, leaseUnit: 'h' };

async function signedIn() {
  const router = fakeRouter(files);
  const dispatch = routerConsoleOn(router, {});
  await signInAsRoot(router, dispatch);
  const call = async (op: string, input: Record<string, unknown> = {}) => (await dispatch({ op, method: op.startsWith('get_') ? 'GET' : 'POST', input })).body;
  const wanZone = () => router.rpcd.files.get('firewall')!.find((s) => s.options.get('name') === 'wan')!.options.get('input');
  return { router, call, wanZone };
}

afterEach(() => vi.useRealTimers());

describe('a rolled-back risky save on the router', () => {
  it("stays off the router when the window ran out: the page reads the router's value, a DHCP save kept applies DHCP only", async () => {
    // the transport's batch window (a 0 ms timer) still runs while the test moves the clock past the rollback
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, call, wanZone } = await signedIn();
    expect(await call('set_firewall', { ...security, firewall: '0' })).toMatchObject({ code: '1', pending_apply: 60 });
    expect(wanZone()).toBe('ACCEPT');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(wanZone()).toBe('REJECT');
    expect(await call('get_apply_status')).toMatchObject({ pending: false, lastRollback: { op: 'set_firewall' } });
    expect(await call('get_firewall')).toMatchObject({ firewall: '1' });

    const reloadedBefore = router.rpcd.reloaded.length;
    expect(await call('set_dhcp_config', pool)).toMatchObject({ code: '1', pending_apply: 60 });
    expect(router.rpcd.reloaded.slice(reloadedBefore)).toEqual(['dhcp']);
    expect(await call('apply_confirm')).toEqual({ code: '1' });
    expect(wanZone()).toBe('REJECT');
    expect(await call('get_firewall')).toMatchObject({ firewall: '1' });
    expect(await call('get_dhcp_config')).toMatchObject({ start: 120 });
  });

  it('stays off the router after "Revert now"', async () => {
    const { router, call, wanZone } = await signedIn();
    await call('set_firewall', { ...security, firewall: '0' });
    expect(await call('apply_revert')).toEqual({ code: '1' });
    expect(await call('get_firewall')).toMatchObject({ firewall: '1' });

    const reloadedBefore = router.rpcd.reloaded.length;
    await call('set_dhcp_config', pool);
    expect(router.rpcd.reloaded.slice(reloadedBefore)).toEqual(['dhcp']);
    await call('apply_confirm');
    expect(wanZone()).toBe('REJECT');
  });

  it('stays off the router when "Keep" came after rpcd\'s timer: the page hears it went back and reads the router\'s value', async () => {
    const { router, call, wanZone } = await signedIn();
    await call('set_firewall', { ...security, firewall: '0' });
    await router.rpcd.call('uci', 'rollback');
    expect(await call('apply_confirm')).toEqual({ code: '-12', msg: 'apply.nothingPending' });
    expect(await call('get_firewall')).toMatchObject({ firewall: '1' });
    await call('set_dhcp_config', pool);
    await call('apply_confirm');
    expect(wanZone()).toBe('REJECT');
  });

  it('stays off the router when no page saw the window end: a new page reads the router\'s value, its save applies its own', async () => {
    // the transport's batch window (a 0 ms timer) still runs while the test moves the clock past the rollback
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, call, wanZone } = await signedIn();
    await call('set_firewall', { ...security, firewall: '0' });
    // rpcd's timer comes first; this console's own record of the pending change is lost.
    await router.rpcd.call('uci', 'rollback');
    const other = routerConsoleOn(router, {});
    const otherCall = async (op: string, input: Record<string, unknown> = {}) => (await other({ op, method: op.startsWith('get_') ? 'GET' : 'POST', input })).body;
    expect(await otherCall('get_firewall')).toMatchObject({ firewall: '1' });
    await otherCall('set_dhcp_config', pool);
    await otherCall('apply_confirm');
    expect(wanZone()).toBe('REJECT');
    expect(router.rpcd.files.get('dhcp')![0]!.options.get('start')).toBe('120');
  });
});
