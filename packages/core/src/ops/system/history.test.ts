import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { downloadRaw } from '../../../../device/test-support/raw-upload';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { exportUci } from '../../uci/uci-format';
import { parseUci } from '../../uci/uci-parse';

const kit = tabDevicePerTest();

const pool = { enabled: '1', start: 100, end: 250, leaseTime: 12, leaseUnit: 'h' };
const dhcp = () => configFile(kit.device.dataDir, 'dhcp');
const entries = async () => (await kit.ok('get_history')).entries as Array<{ id: string; op: string; by: string; files: unknown[] }>;

describe('get_history', () => {
  it('lists each save newest first: when, which op, who, and each option in router terms', async () => {
    await kit.ok('set_dhcp_config', { ...pool, start: 120 });
    const [newest] = await entries();
    expect(newest).toMatchObject({ op: 'set_dhcp_config', by: '127.0.0.1' });
    expect(newest?.files).toEqual([
      {
        pkg: 'dhcp',
        sections: [
          {
            key: 'lan',
            type: 'dhcp',
            label: '',
            kind: 'changed',
            options: [
              { option: 'start', before: '100', after: '120', secret: false },
              { option: 'limit', before: '151', after: '131', secret: false },
            ],
          },
        ],
      },
    ]);
  });

  it('never answers a credential: a changed Wi-Fi key reads as changed, in the list, the raw files and the export', async () => {
    const band = await kit.ok('get_wifi_config', { band: '2g' });
    const { code: _code, ...config } = band;
    await kit.ok('set_wifi_config', { ...config, key: 'Very-Secret-Key-42' });
    const [newest] = await entries();
    const list = JSON.stringify(newest);
    expect(list).toContain('"option":"key","before":null,"after":null,"secret":true');
    expect(list).not.toContain('Very-Secret-Key-42');
    expect(list).not.toContain(band.key);
    const raw = JSON.stringify(await kit.ok('get_history_raw', { id: newest!.id }));
    expect(raw).not.toContain('Very-Secret-Key-42');
    const exported = await downloadRaw(kit.device, 'history_export', await kit.device.login());
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="history.json"');
    expect(exported.data.toString()).toContain('set_wifi_config');
    expect(exported.data.toString()).not.toContain('Very-Secret-Key-42');

    // Undone, the rest of the change goes back; the key, which history never knew, stays.
    const { keptSecrets } = await kit.ok('revert_history_entry', { id: newest!.id });
    expect(keptSecrets).toEqual(['wireless.default_radio0.key']);
    expect((await kit.ok('get_wifi_config', { band: '2g' })).key).toBe('Very-Secret-Key-42');
  });
});

describe('revert_history_entry / restore_history_point', () => {
  it('undoes one change as a new change, giving back the file as it was', async () => {
    const before = await dhcp();
    await kit.ok('set_dhcp_config', { ...pool, start: 120 });
    const [change] = await entries();
    await kit.ok('revert_history_entry', { id: change!.id });
    // The same file in uci's terms (the store writes it as `uci export` does).
    expect(exportUci(parseUci(await dhcp(), 'dhcp'))).toBe(exportUci(parseUci(before, 'dhcp')));
    expect(await kit.ok('get_dhcp_config')).toMatchObject({ start: 100, end: 250 });
    expect((await entries())[0]).toMatchObject({ op: 'revert_history_entry' });
  });

  it('refuses to undo a change whose options a later change touched, naming them, and changes nothing', async () => {
    await kit.ok('set_dhcp_config', { ...pool, start: 120 });
    const [first] = await entries();
    await kit.ok('set_dhcp_config', { ...pool, start: 130 });
    const before = await dhcp();
    expect(await kit.call('revert_history_entry', { id: first!.id })).toEqual({ code: '-12', msg: 'history.conflict', where: 'dhcp.lan.start, dhcp.lan.limit' });
    expect(await dhcp()).toBe(before);
    expect(await kit.call('revert_history_entry', { id: '2020-01-01T00-00-00-000Z-000001' })).toEqual({ code: '-12', msg: 'history.notFound' });
  });

  it('refuses to undo a change whose option a later change touched, even when a still later one put the value back (issue 28.13)', async () => {
    await kit.ok('set_dhcp_config', { ...pool, start: 120 });
    const [first] = await entries();
    await kit.ok('set_dhcp_config', { ...pool, start: 130 });
    await kit.ok('set_dhcp_config', { ...pool, start: 120 });
    const before = await dhcp();
    expect(await kit.call('revert_history_entry', { id: first!.id })).toMatchObject({ code: '-12', msg: 'history.conflict', where: expect.stringContaining('dhcp.lan.start') });
    expect(await dhcp()).toBe(before);
  });

  it('restores the settings as of a point by undoing every newer change, sections added and removed included', async () => {
    await kit.ok('set_dhcp_config', { ...pool, start: 120 });
    const [point] = await entries();
    await kit.ok('set_dhcp_config', { ...pool, start: 130 });
    await kit.ok('set_static_routes', { routes: [{ interface: 'lan', target: '192.168.1.77', netmask: '255.255.255.255', gateway: '', metric: 0 }] });
    await kit.ok('restore_history_point', { id: point!.id });
    expect(await kit.ok('get_dhcp_config')).toMatchObject({ start: 120 });
    expect((await kit.ok('get_static_routes')).routes).toEqual([]);
    // Restoring is itself a change, and can be undone.
    const [restore] = await entries();
    expect(restore).toMatchObject({ op: 'restore_history_point' });
    await kit.ok('revert_history_entry', { id: restore!.id });
    expect((await kit.ok('get_static_routes')).routes).toHaveLength(1);
    expect(await kit.ok('get_dhcp_config')).toMatchObject({ start: 130 });
  });

  it('answers -2 for a malformed id', async () => {
    await kit.refused('revert_history_entry', { id: '../../etc/passwd' }, [{ field: 'id', key: 'validation.invalid' }]);
  });
});
