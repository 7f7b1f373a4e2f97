import { describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devicesPerTest } from '../../test-support/devices-per-test';
import { startTestDevice, testInitialPassword } from '../../test-support/test-device';
import { writeFileSynced } from '../store/durable-fs';

const devices = devicesPerTest();

describe('what a crash or a full disk leaves behind', () => {
  it('removes a partial or whole upgrade image at start (no upgrade survives a restart)', async () => {
    const device = await devices.start();
    await device.stop();
    const upgrade = path.join(device.dataDir, 'state', 'upgrade');
    await mkdir(upgrade, { recursive: true });
    await writeFile(path.join(upgrade, 'firmware.bin.part'), Buffer.alloc(1024 * 1024));
    await writeFile(path.join(upgrade, 'firmware.bin'), 'x');
    devices.add(await device.restart());
    expect(existsSync(upgrade)).toBe(false);
  });

  it('removes the temps of interrupted atomic writes (.admin.json.*.tmp and the like)', async () => {
    const device = await devices.start();
    await device.stop();
    const leftovers = ['state/.admin.json.1a2b3c4d.tmp', 'state/.admin.json.deadbeef.tmp', '.menu_conf.json.0011aabb.tmp', 'factory/.identity.json.cafe0123.tmp'];
    for (const file of leftovers) await writeFile(path.join(device.dataDir, file), '');
    const kept = path.join(device.dataDir, 'state', 'notes.tmp');
    await writeFile(kept, 'not ours');
    devices.add(await device.restart());
    for (const file of leftovers) expect(existsSync(path.join(device.dataDir, file)), file).toBe(false);
    expect(existsSync(kept)).toBe(true);
  });

  it('leaves no empty temp file when a write fails (a full disk)', async () => {
    const dir = path.join(tmpdir(), `rc-full-${process.pid}`);
    await mkdir(dir, { recursive: true });
    const probe = await open(path.join(dir, 'probe'), 'w');
    const fileHandle = Object.getPrototypeOf(probe) as { writeFile: (...args: unknown[]) => Promise<void> };
    await probe.close();
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const spy = vi.spyOn(fileHandle, 'writeFile').mockRejectedValueOnce(full);
    await expect(writeFileSynced(path.join(dir, '.network.uci-0123456789ab'), 'text')).rejects.toThrow('ENOSPC');
    spy.mockRestore();
    expect(await readdir(dir)).toEqual(['probe']);
  });
});

describe('storage failures in answers', () => {
  const failing = (code: string) => async () => {
    throw Object.assign(new Error(`${code}: failed`), { code });
  };

  it('says storage.full and storage.readOnly instead of "internal error"', async () => {
    const device = devices.add(await startTestDevice({ handlers: { set_nat_accel: failing('ENOSPC'), set_qos: failing('EROFS') } }));
    const token = await device.login();
    const full = await device.call('set_nat_accel', { token, input: { flowOffloading: '1' } });
    expect(full.body).toEqual({ code: '-12', msg: 'storage.full' });
    const readOnly = await device.call('set_qos', { token, input: { enabled: '0', rules: [] } });
    expect(readOnly.body).toEqual({ code: '-12', msg: 'storage.readOnly' });
    expect(device.errors).toEqual([]);
  });
});

describe('a damaged admin password file', () => {
  it('stops the start naming the file and the way out, and --reset-admin-password brings back the factory password', async () => {
    const device = await devices.start();
    const token = await device.login();
    expect((await device.call('change_password', { token, input: { role: 'admin', oldpassword: testInitialPassword, newpassword: 'changed-pass-1' } })).body.code).toBe('1');
    await device.stop();
    const admin = path.join(device.dataDir, 'state', 'admin.json');
    await writeFile(admin, '{"algorithm":"scry');
    const refused = startTestDevice({ dataDir: device.dataDir });
    await expect(refused).rejects.toThrow(admin);
    await expect(startTestDevice({ dataDir: device.dataDir })).rejects.toThrow('--reset-admin-password');
    const recovered = devices.add(await startTestDevice({ dataDir: device.dataDir, resetAdminPassword: true }));
    await expect(recovered.login(testInitialPassword)).resolves.toEqual(expect.any(String));
  });
});
