import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kit = tabDevicePerTest({ applyWindowSeconds: 1 });
const pool = { enabled: '1', start: 100, end: 250, leaseTime: 12, leaseUnit: 'h' };
const dhcp = () => configFile(kit.device.dataDir, 'dhcp');

describe('apply with automatic rollback (issue 15)', () => {
  it('applies a risky save as pending, holds other saves with -7, and keeps it once confirmed', async () => {
    expect(await kit.call('set_dhcp_config', { ...pool, start: 120 })).toEqual({ code: '1', pending_apply: 1, apply_token: expect.any(String) });
    expect(await dhcp()).toContain("option start '120'");
    expect(await kit.ok('get_apply_status')).toMatchObject({ pending: true, op: 'set_dhcp_config', secondsLeft: 1 });
    expect(await kit.call('set_firewall', { firewall: '1', synflood: '1', disableIpv6: '0', redirect: '0', wanPing: 'ACCEPT' })).toEqual({ code: '-7', msg: 'apply.pending' });
    await kit.ok('apply_confirm');
    await sleep(1_300);
    expect(await dhcp()).toContain("option start '120'");
    expect(await kit.ok('get_apply_status')).toMatchObject({ pending: false, lastRollback: null });
    expect(await kit.call('apply_confirm')).toEqual({ code: '-12', msg: 'apply.nothingPending' });
  });

  it('rolls the change back by itself when no confirmation comes, and says which', async () => {
    const before = await dhcp();
    await kit.call('set_dhcp_config', { ...pool, start: 130 });
    await sleep(1_500);
    expect(await dhcp()).toBe(before);
    expect(await kit.ok('get_apply_status')).toMatchObject({ pending: false, lastRollback: { op: 'set_dhcp_config' } });
    expect((await kit.ok('get_history')).entries[0]).toMatchObject({ op: 'apply_rollback' });
  });

  it('rolls back on request, and after a restart in the window', async () => {
    const before = await dhcp();
    await kit.call('set_dhcp_config', { ...pool, start: 140 });
    await kit.ok('apply_revert');
    expect(await dhcp()).toBe(before);

    await kit.call('set_dhcp_config', { ...pool, start: 150 });
    await kit.restart();
    expect(await dhcp()).toBe(before);
    expect(await kit.ok('get_apply_status')).toMatchObject({ pending: false });
  });

  it('keeps a change that went back off the device: a DHCP save kept later applies DHCP only (issue 39.4)', async () => {
    const security = { firewall: '1', synflood: '1', disableIpv6: '0', redirect: '0', wanPing: 'ACCEPT' } as const;
    const firewall = () => configFile(kit.device.dataDir, 'firewall');
    const before = await firewall();
    expect(await kit.call('set_firewall', { ...security, firewall: '0' })).toMatchObject({ code: '1', pending_apply: 1 });
    await sleep(1_500);
    expect(await firewall()).toBe(before);
    expect(await kit.ok('get_firewall')).toMatchObject({ firewall: '1' });
    await kit.call('set_firewall', { ...security, firewall: '0' });
    await kit.ok('apply_revert');
    expect(await kit.ok('get_firewall')).toMatchObject({ firewall: '1' });

    expect(await kit.call('set_dhcp_config', { ...pool, start: 170 })).toMatchObject({ code: '1', pending_apply: 1 });
    expect(await kit.ok('get_apply_status')).toMatchObject({ pending: true, op: 'set_dhcp_config' });
    await kit.ok('apply_confirm');
    expect(await firewall()).toBe(before);
    expect(await kit.ok('get_firewall')).toMatchObject({ firewall: '1' });
    expect(await dhcp()).toContain("option start '170'");
  });

  it('applies a save that is not risky at once, and a risky save that changes nothing leaves nothing pending', async () => {
    expect(await kit.call('set_ntp', (({ code: _code, ...ntp }) => ntp)(await kit.ok('get_ntp')))).toEqual({ code: '1' });
    expect(await kit.call('set_dhcp_config', pool)).toEqual({ code: '1' });
    expect((await kit.ok('get_apply_status')).pending).toBe(false);
  });

  it('reboots during a pending change, rolling it back first (issue 28.13)', async () => {
    const before = await dhcp();
    await kit.call('set_dhcp_config', { ...pool, start: 160 });
    expect(await kit.call('reboot')).toEqual({ code: '1' });
    // Rolled back before the reboot, not by the next start's recovery.
    expect(await dhcp()).toBe(before);
    await kit.restart();
    expect((await kit.ok('get_history')).entries[0]).toMatchObject({ op: 'apply_rollback' });
  });
});
