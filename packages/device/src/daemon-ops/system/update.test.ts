import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FirmwareImage } from '@rc/contract/firmware-image';
import { generateKeyPairSync } from 'node:crypto';
import { buildFirmwareImage } from '../../system/firmware/build-image';
import { configFile, configFiles } from '../../../test-support/config-files';
import { formBody, uploadRaw } from '../../../test-support/raw-upload';
import { tabDevicePerTest } from '../../../test-support/tab-test-kit';

const model = 'ZBT-WE1626';
const factoryVersion = 'V1.0.3 build 20261101';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const servers: Server[] = [];
// Before the device's hooks: after-hooks run last-registered first, so the device stops before
// its image servers close.
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

// The test servers below listen on 127.0.0.1: allowed here only, as a LAN upgrade server would be.
const kit = tabDevicePerTest({ rebootSeconds: 0.6, upgradePrivateHosts: true });
let token: string;
beforeEach(async () => {
  token = await kit.device.login();
});

function image(version = 'V1.0.4 build 20261201', overrides: Parameters<typeof buildFirmwareImage>[0] = { model, version }) {
  return buildFirmwareImage({ payloadSize: 64 * 1024, ...overrides }).image;
}

function upload(data: Buffer, keep = '1', extra: { declaredBytes?: number; chunked?: boolean } = {}) {
  return uploadRaw(kit.device, { op: 'upgrade_local', token, query: { keep }, data, ...extra });
}

async function sysversion(): Promise<string> {
  const fresh = await kit.device.login();
  return (await kit.device.call('get_web_msg', { token: fresh })).body.sysversion;
}

/** Waits for the daemon to go away and come back after the upgrade's reboot. */
async function afterReboot(): Promise<void> {
  const deadline = Date.now() + 10_000;
  let wentDown = false;
  while (Date.now() < deadline) {
    const up = await fetch(`${kit.device.url}/cgi-bin/webapi?op=long_link`).then(() => true, () => false);
    if (!up) wentDown = true;
    if (up && wentDown) return;
    await sleep(40);
  }
  throw new Error('the device did not reboot');
}

async function expectNothingChanged(before: Record<string, string>): Promise<void> {
  expect(await configFiles(kit.device.dataDir)).toEqual(before);
  expect(await sysversion()).toBe(factoryVersion);
  expect(existsSync(path.join(kit.device.dataDir, 'state/upgrade/firmware.bin'))).toBe(false);
  // Not left busy: the next write goes through.
  expect((await kit.device.call('set_timed_reboot', { token, input: { enabled: '0', method: 'daily' } })).body.code).toBe('1');
}

describe('get_firmware_info', () => {
  it('answers the running version, build date and the model an image must name', async () => {
    expect(await kit.ok('get_firmware_info')).toEqual({
      code: '1',
      sysversion: factoryVersion,
      buildDate: '2026-11-01',
      model,
      board: 'ZBT WE1626',
      maxImageBytes: FirmwareImage.maxImageBytes,
      onlineServer: false,
      imageFormat: 'signed',
    });
  });
});

describe('upgrade_local', () => {
  it('flashes a good image, reboots and comes back with the new version, keeping the configuration', async () => {
    await kit.ok('set_ntp', { enabled: '1', enableServer: '0', preferredServer: 'ntp.aliyun.com', alternateServer: '', zonename: 'Asia/Tokyo' });
    const answer = await upload(image());
    expect(answer.body).toEqual({ code: '1', version: 'V1.0.4 build 20261201' });
    const progress = await kit.call('get_upgrade_progress');
    expect(['writing', 'verifying', 'rebooting']).toContain(progress.stage);
    expect(progress.version).toBe('V1.0.4 build 20261201');
    // Spec: while it runs every other write answers -7.
    expect((await kit.call('set_timed_reboot', { enabled: '0', method: 'daily' })).code).toBe('-7');
    await afterReboot();
    expect(await sysversion()).toBe('V1.0.4 build 20261201');
    expect(await configFile(kit.device.dataDir, 'system')).toContain("option zonename 'Asia/Tokyo'");
    // The version is on disk, not in memory: a power cut keeps it.
    await kit.restart();
    token = await kit.device.login();
    expect((await kit.ok('get_firmware_info')).sysversion).toBe('V1.0.4 build 20261201');
    expect((await kit.ok('get_upgrade_progress')).stage).toBe('idle');
  });

  it('flashes an image sent as a multipart form, its keep flag a form field (issue 13.27)', async () => {
    await kit.ok('set_ntp', { enabled: '1', enableServer: '0', preferredServer: 'ntp.aliyun.com', alternateServer: '', zonename: 'Asia/Tokyo' });
    const form = formBody({ keep: '0' }, { name: 'firmware.bin', data: image() });
    expect((await uploadRaw(kit.device, { op: 'upgrade_local', token, ...form })).body).toEqual({ code: '1', version: 'V1.0.4 build 20261201' });
    await afterReboot();
    expect(await sysversion()).toBe('V1.0.4 build 20261201');
    expect(await configFile(kit.device.dataDir, 'system')).toContain("option zonename 'Asia/Shanghai'");
  });

  it('restores factory settings with keep 0', async () => {
    await kit.ok('set_ntp', { enabled: '1', enableServer: '0', preferredServer: 'ntp.aliyun.com', alternateServer: '', zonename: 'Asia/Tokyo' });
    expect((await upload(image(), '0')).body.code).toBe('1');
    await afterReboot();
    expect(await sysversion()).toBe('V1.0.4 build 20261201');
    expect(await configFile(kit.device.dataDir, 'system')).toContain("option zonename 'Asia/Shanghai'");
  });

  const refusals: Array<[string, () => Buffer, string]> = [
    ['a wrong checksum', () => corruptPayload(image()), 'firmware.badChecksum'],
    ['another model', () => image('V1.0.4', { model: 'SL-4G-Router', version: 'V1.0.4' }), 'firmware.wrongModel'],
    ['a truncated image', () => image().subarray(0, 40_000), 'firmware.truncated'],
    ['a file that is no image', () => Buffer.from('#!/bin/sh\nreboot\n'), 'firmware.badType'],
    ['bytes after the payload', () => Buffer.concat([image(), Buffer.from('x')]), 'firmware.badHeader'],
    ['a home-made, unsigned image', () => image('V1.0.4', { model, version: 'V1.0.4', unsigned: true }), 'firmware.unsigned'],
    ['an image signed by a foreign key', () => image('V1.0.4', { model, version: 'V1.0.4', signingKey: { keyId: 'rc-test-2026', privateKey: generateKeyPairSync('ed25519').privateKey } }), 'firmware.badSignature'],
    ['an older version, not allowed', () => image('V0.0.1'), 'firmware.downgrade'],
  ];

  it('flashes an older signed version when the administrator allows the downgrade', async () => {
    const answer = await uploadRaw(kit.device, { op: 'upgrade_local', token, query: { keep: '1', allowDowngrade: '1' }, data: image('V1.0.2') });
    expect(answer.body).toEqual({ code: '1', version: 'V1.0.2' });
    await afterReboot();
    expect(await sysversion()).toBe('V1.0.2');
  });

  it('refuses the same version built earlier unless the downgrade is allowed (issue 26.5)', async () => {
    expect((await upload(image('V9.9.9', { model, version: 'V9.9.9', buildDate: '2026-11-20' }))).body.code).toBe('1');
    await afterReboot();
    token = await kit.device.login();
    const older = image('V9.9.9 build 20200101');
    const refused = await upload(older);
    expect(refused.body.errors).toEqual([{ field: 'file', key: 'firmware.downgrade' }]);
    expect(await sysversion()).toBe('V9.9.9');
    const allowed = await uploadRaw(kit.device, { op: 'upgrade_local', token, query: { keep: '1', allowDowngrade: '1' }, data: older });
    expect(allowed.body).toEqual({ code: '1', version: 'V9.9.9 build 20200101' });
  });

  it.each(refusals)('refuses %s with -11 and changes nothing', async (_label, make, key) => {
    const before = await configFiles(kit.device.dataDir);
    const answer = await upload(make());
    expect(answer.body).toEqual({ code: '-11', msg: 'incorrect or invalid file type', errors: [{ field: 'file', key }] });
    expect((await kit.ok('get_upgrade_progress')).error).toBe(key);
    await expectNothingChanged(before);
  });

  it('refuses an oversized file from its Content-Length before reading it', async () => {
    const before = await configFiles(kit.device.dataDir);
    const answer = await upload(Buffer.alloc(1024), '1', { declaredBytes: FirmwareImage.maxImageBytes + 1 });
    expect(answer.body.errors).toEqual([{ field: 'file', key: 'firmware.tooLarge' }]);
    expect(answer.headers.connection).toBe('close');
    await expectNothingChanged(before);
  });

  it('cuts off a chunked upload at the cap and still answers', async () => {
    const before = await configFiles(kit.device.dataDir);
    const answer = await upload(Buffer.alloc(FirmwareImage.maxImageBytes + 512 * 1024), '1', { chunked: true });
    expect(answer.body).toMatchObject({ code: '-11', errors: [{ field: 'file', key: 'firmware.tooLarge' }] });
    await expectNothingChanged(before);
  });

  it('answers -2 without a file or with a bad keep flag, -1 without a token', async () => {
    expect((await kit.device.call('upgrade_local', { token, input: { keep: '1' } })).body).toEqual({
      code: '-2',
      errors: [{ field: 'file', key: 'validation.fileRequired' }],
    });
    expect((await upload(image(), 'yes')).body).toEqual({ code: '-2', errors: [{ field: 'keep', key: 'firmware.keepInvalid' }] });
    const before = await configFiles(kit.device.dataDir);
    expect((await uploadRaw(kit.device, { op: 'upgrade_local', query: { keep: '1' }, data: image() })).body).toEqual({ code: '-1' });
    await expectNothingChanged(before);
  });

  it('refuses a raw body on an op that takes JSON', async () => {
    const answer = await uploadRaw(kit.device, { op: 'set_ntp', token, data: Buffer.from('{}') });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ code: '-2', msg: 'unsupported content type' });
  });
});

describe('upgrade_remote', () => {
  it('downloads the image from an http URL and flashes it', async () => {
    const url = await serve({ '/fw.bin': image('V1.1.0') });
    expect(await kit.ok('upgrade_remote', { url: `${url}/fw.bin`, keep: '1' })).toEqual({ code: '1', version: 'V1.1.0' });
    await afterReboot();
    expect(await sysversion()).toBe('V1.1.0');
  });

  it('refuses a failed download and a corrupt image with -11 on the url field', async () => {
    const url = await serve({ '/bad.bin': corruptPayload(image()) });
    const before = await configFiles(kit.device.dataDir);
    expect(await kit.call('upgrade_remote', { url: `${url}/missing.bin`, keep: '1' })).toEqual({
      code: '-11',
      msg: 'download file failed',
      errors: [{ field: 'url', key: 'firmware.uploadFailed' }],
    });
    expect((await kit.call('upgrade_remote', { url: `${url}/bad.bin`, keep: '1' })).errors).toEqual([{ field: 'url', key: 'firmware.badChecksum' }]);
    await expectNothingChanged(before);
  });

  it('takes http and https URLs only', async () => {
    for (const url of ['ftp://127.0.0.1/fw.bin', 'file:///etc/passwd', 'http://user:pw@127.0.0.1/fw.bin', '127.0.0.1/fw.bin']) {
      await kit.refused('upgrade_remote', { url, keep: '1' }, [{ field: 'url', key: 'validation.httpUrl' }]);
    }
  });
});

describe('upgrade_check_online', () => {
  it('answers -12 when no upgrade server is configured', async () => {
    expect(await kit.call('upgrade_check_online')).toEqual({ code: '-12', msg: 'firmware.noServer' });
  });

  it("says the current version is the latest, or offers the server's newer one", async () => {
    const current = { model, version: factoryVersion, url: 'http://127.0.0.1/x.bin' };
    const newer = { model, version: 'V1.2.0', url: 'http://127.0.0.1/fw-1.2.0.bin', description: 'fixes' };
    for (const [manifest, expected] of [
      [current, { latest: true, version: factoryVersion, url: '' }],
      [newer, { latest: false, version: 'V1.2.0', url: 'http://127.0.0.1/fw-1.2.0.bin', description: 'fixes' }],
    ] as const) {
      const server = await serve({ [`/updates/${model}.json`]: Buffer.from(JSON.stringify(manifest)) });
      await kit.replace({ upgradeServer: `${server}/updates` });
      expect(await kit.ok('upgrade_check_online')).toMatchObject({ currentVersion: factoryVersion, ...expected });
    }
  });

  it('answers -12 when the server answers nonsense or another model', async () => {
    const server = await serve({ [`/${model}.json`]: Buffer.from(JSON.stringify({ model: 'SL-4G-Router', version: 'V9.0.0', url: 'http://h/x' })) });
    await kit.replace({ upgradeServer: server });
    expect(await kit.call('upgrade_check_online')).toEqual({ code: '-12', msg: 'firmware.checkFailed' });
  });
});

function corruptPayload(data: Buffer): Buffer {
  const copy = Buffer.from(data);
  copy[copy.length - 1] = (copy[copy.length - 1] ?? 0) ^ 0xff;
  return copy;
}

/** A loopback HTTP server answering the given paths; its base URL. */
async function serve(files: Record<string, Buffer>): Promise<string> {
  const server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
