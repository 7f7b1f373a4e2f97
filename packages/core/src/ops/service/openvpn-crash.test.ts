// OpenVPN's certificate and key land in one changeset with the settings: a write or a rename that
// fails half-way (what a kill -9 or a full disk leaves) never pairs a certificate of one save with
// a key of another. The failures are injected into node:fs/promises for the client key's temp.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { openvpnPems } from '../../../../device/test-support/openvpn-pems';

const fault = vi.hoisted(() => ({ on: undefined as 'open' | 'rename' | undefined }));
const KEY_TEMP = /\.client\.key\./;

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const failing = (call: 'open' | 'rename', file: unknown) => fault.on === call && KEY_TEMP.test(path.basename(String(file)));
  const eio = () => Object.assign(new Error('EIO: injected'), { code: 'EIO' });
  return {
    ...real,
    open: (file: Parameters<typeof real.open>[0], ...rest: [string?, number?]) => (failing('open', file) ? Promise.reject(eio()) : real.open(file, ...rest)),
    rename: (from: Parameters<typeof real.rename>[0], to: Parameters<typeof real.rename>[1]) => (failing('rename', from) ? Promise.reject(eio()) : real.rename(from, to)),
  };
});

const kit = tabDevicePerTest();
const pem = openvpnPems();
const base = { enabled: '1', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', ca: pem.ca, cert: pem.cert, key: pem.key };

afterEach(() => {
  fault.on = undefined;
});

async function storedPair(): Promise<{ cert: string; key: string; match: boolean }> {
  const dir = path.join(kit.device.dataDir, 'openvpn');
  const [cert, key] = await Promise.all([readFile(path.join(dir, 'client.crt'), 'utf8'), readFile(path.join(dir, 'client.key'), 'utf8')]);
  return { cert, key, match: new X509Certificate(cert).checkPrivateKey(createPrivateKey(key)) };
}

describe('set_openvpn cut short', () => {
  it('leaves the last save whole when writing the new key fails', async () => {
    await kit.ok('set_openvpn', base);
    fault.on = 'open';
    expect((await kit.call('set_openvpn', { ...base, cert: pem.otherCert, key: pem.otherKey })).code).not.toBe('1');
    expect(await storedPair()).toEqual({ cert: pem.cert, key: pem.key, match: true });
  });

  it('finishes the new save at the next start when it stopped between the renames', async () => {
    await kit.ok('set_openvpn', base);
    fault.on = 'rename';
    expect((await kit.call('set_openvpn', { ...base, cert: pem.otherCert, key: pem.otherKey })).code).not.toBe('1');
    fault.on = undefined;
    await kit.restart();
    expect(await storedPair()).toEqual({ cert: pem.otherCert, key: pem.otherKey, match: true });
    expect(await kit.ok('get_openvpn')).toMatchObject({ cert: pem.otherCert, key_set: '1' });
  });
});
