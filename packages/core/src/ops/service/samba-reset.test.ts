import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest({ rebootSeconds: 0.3 });

async function backAfterReboot(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const answer = await fetch(`${kit.device.url}/cgi-bin/webapi?op=long_link`).then((r) => r.json(), () => undefined);
    if (answer) return;
  }
}

describe('factory reset', () => {
  it('puts the file sharing account back to the factory initial password (spec 6)', async () => {
    await kit.ok('disk_mount', { id: 'sda1' });
    await kit.ok('set_samba', { enabled: '1', name: 'share', username: 'admin', password: 'Changed-9', path: '/mnt/sda1/photos' });
    expect(await kit.ok('get_samba')).toMatchObject({ password_factory: '0' });
    expect((await kit.call('reset')).code).toBe('1');
    await backAfterReboot();
    const token = await kit.device.login();
    const { body } = await kit.device.call('get_samba', { token });
    expect(body).toMatchObject({ code: '1', password_factory: '1', password_set: '0' });
  });
});
