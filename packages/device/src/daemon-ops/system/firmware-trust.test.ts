// Issue 26.5: a unit flashes images signed by the keys it was told to trust, and no others.
import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFirmwareImage } from '../../system/firmware/build-image';
import { devicesPerTest } from '../../../test-support/devices-per-test';
import { uploadRaw } from '../../../test-support/raw-upload';
import { tempFolderPerTest } from '../../../test-support/temp-folders';
import type { TestDevice } from '../../../test-support/test-device';

const devices = devicesPerTest();
const keyFolder = tempFolderPerTest('rc-release-key-');
const model = 'ZBT-WE1626';

async function upgrade(device: TestDevice, image: Buffer) {
  return (await uploadRaw(device, { op: 'upgrade_local', token: await device.login(), query: { keep: '1' }, data: image })).body;
}

describe('the firmware keys a unit trusts (issue 26.5)', () => {
  it('refuses an image signed with the public test key unless told to trust it, and flashes one signed with the release key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const releaseKeyFile = path.join(await keyFolder(), 'vendor.pub.pem');
    await writeFile(releaseKeyFile, publicKey.export({ type: 'spki', format: 'pem' }));
    const device = await devices.start({ trustTestKey: false, releaseKeyFile, releaseKeyId: 'vendor-2027' });
    expect(device.logs).toContain(`firmware keys trusted: vendor-2027 (--release-key ${releaseKeyFile})`);
    const testSigned = buildFirmwareImage({ model, version: 'V1.0.4', payloadSize: 4096 }).image;
    expect(await upgrade(device, testSigned)).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'firmware.badSignature' }] });
    const releaseSigned = buildFirmwareImage({ model, version: 'V1.0.4', payloadSize: 4096, signingKey: { keyId: 'vendor-2027', privateKey } }).image;
    expect(await upgrade(device, releaseSigned)).toEqual({ code: '1', version: 'V1.0.4' });
  });
});
