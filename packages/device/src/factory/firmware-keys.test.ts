import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempFolderPerTest } from '../../test-support/temp-folders';
import { describeFirmwareKeys, loadFirmwareKeys, testFirmwareKey } from './firmware-keys';
import { StartupError } from '../startup-error';

describe('the keys a unit trusts for firmware (issue 26.5)', () => {
  const folder = tempFolderPerTest('rc-keys-');
  let dir = '';
  let factoryFile = '';
  beforeEach(async () => {
    dir = await folder();
    factoryFile = path.join(dir, 'firmware-keys.json');
  });

  async function vendorKey(name: string) {
    const { publicKey } = generateKeyPairSync('ed25519');
    const file = path.join(dir, name);
    await writeFile(file, publicKey.export({ type: 'spki', format: 'pem' }));
    return { file, publicKey };
  }

  it('trusts only the release key when told nothing else, and ignores the test key an earlier build wrote', async () => {
    // What every unit's factory data held before.
    await writeFile(factoryFile, JSON.stringify([testFirmwareKey]));
    const release = await vendorKey('vendor.pub.pem');
    const keys = await loadFirmwareKeys({ factoryFile, releaseKey: { keyId: 'vendor-2027', file: release.file }, trustTestKey: false });
    expect([...keys.keys()]).toEqual(['vendor-2027']);
    expect(keys.get('vendor-2027')?.key.equals(release.publicKey)).toBe(true);
    expect(describeFirmwareKeys(keys)).toBe(`firmware keys trusted: vendor-2027 (--release-key ${release.file})`);
  });

  it('trusts the test key only when told, and says so', async () => {
    const keys = await loadFirmwareKeys({ factoryFile, trustTestKey: true });
    expect([...keys.keys()]).toEqual(['rc-test-2026']);
    expect(describeFirmwareKeys(keys)).toMatch(/^firmware keys trusted: rc-test-2026 \(the repository's public TEST key, anyone can sign with it/);
  });

  it('says when no key is trusted at all', async () => {
    const keys = await loadFirmwareKeys({ factoryFile, trustTestKey: false });
    expect(keys.size).toBe(0);
    expect(describeFirmwareKeys(keys)).toMatch(/none, every upgrade image is refused/);
  });

  it("keeps a vendor's keys in the factory data", async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    await writeFile(factoryFile, JSON.stringify([{ keyId: 'vendor-2026', publicKey: publicKey.export({ type: 'spki', format: 'pem' }) }]));
    expect([...(await loadFirmwareKeys({ factoryFile, trustTestKey: false })).keys()]).toEqual(['vendor-2026']);
  });

  it('refuses to start on a release key that is missing or not an Ed25519 public key, or a damaged factory file', async () => {
    const rsa = path.join(dir, 'rsa.pem');
    await writeFile(rsa, generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }));
    for (const file of [path.join(dir, 'missing.pem'), rsa]) {
      await expect(loadFirmwareKeys({ factoryFile, releaseKey: { keyId: 'vendor', file }, trustTestKey: false })).rejects.toThrow(StartupError);
    }
    await writeFile(factoryFile, '{not json');
    await expect(loadFirmwareKeys({ factoryFile, trustTestKey: true })).rejects.toThrow(/firmware-keys.json is damaged/);
  });
});
