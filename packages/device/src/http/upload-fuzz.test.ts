// Issue 26.2: every upload op of the contract, and the save that carries the OpenVPN PEM files as
// JSON, take broken bodies of every kind against one daemon (testing/broken-uploads.ts). After each
// the daemon still answers, and once the upload is gone (at once, or after the allowed pause when
// it is held open) a save goes through and the upgrade stage is at rest: idle, or 'failed' after a
// whole but refused image (upload-faults.test.ts sees a cut upload end idle). An 'error' nobody
// hears fails the run: vitest reports the uncaught exception.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenJsonBodies, brokenUploads } from '../../test-support/broken-uploads';
import { openvpnPems } from '../../test-support/openvpn-pems';
import { sendCutUpload } from '../../test-support/cut-upload';
import { startTestDevice, type TestDevice } from '../../test-support/test-device';
import { uploadFields, uploadOps, untilSavesWork } from '../../test-support/upload-settle';

const uploadIdleMs = 250;
// A JSON body held open is answered 408 after this; its read slot is free again.
const bodyTimeoutMs = 250;
// The stall watch cuts within a quarter pause of the limit; the rest is this busy machine's slack.
const settleMs = 2 * uploadIdleMs + 2_500;

let device: TestDevice;
let token: string;
beforeAll(async () => {
  device = await startTestDevice({ httpLimits: { uploadIdleMs, bodyTimeoutMs } });
  token = await device.login();
});
afterAll(() => device.cleanup());

describe('broken uploads (issue 26.2)', () => {
  it('lists the upload ops of the contract', () => {
    expect(uploadOps).toEqual(expect.arrayContaining(['upgrade_local', 'restore_upload']));
  });

  it('neither end nor wedge the daemon', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...uploadOps), brokenUploads, fc.integer({ min: 0, max: 60 }), async (op, upload, lingerMs) => {
        const socket = await sendCutUpload(device, { op, token, query: uploadFields(op), ...upload });
        await new Promise((resolve) => setTimeout(resolve, lingerMs));
        expect((await device.call('get_login_info')).status).toBe(200);
        const settled = await untilSavesWork(device, token, settleMs, ['idle', 'failed']);
        expect(settled, 'saves still -7 or the upgrade still under way').toBeLessThan(settleMs);
        socket.destroy();
      }),
      { numRuns: 60 },
    );
    expect(device.errors).toEqual([]);
  }, 120_000);

  it('neither end nor wedge it when the file rides in a JSON save (the OpenVPN PEMs)', async () => {
    const pem = openvpnPems();
    const json = JSON.stringify({ enabled: '1', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', ca: pem.ca, cert: pem.cert, key: pem.key });
    // Whole, it saves: the broken ones below reach the body reader, not a refusal before it.
    expect((await device.call('set_openvpn', { token, input: JSON.parse(json) })).body.code).toBe('1');
    await fc.assert(
      fc.asyncProperty(brokenJsonBodies(json), fc.integer({ min: 0, max: 60 }), async (upload, lingerMs) => {
        const socket = await sendCutUpload(device, { op: 'set_openvpn', token, ...upload });
        await new Promise((resolve) => setTimeout(resolve, lingerMs));
        expect((await device.call('get_login_info')).status).toBe(200);
        expect(await untilSavesWork(device, token, settleMs), 'saves still refused').toBeLessThan(settleMs);
        socket.destroy();
      }),
      { numRuns: 40 },
    );
    expect(device.errors).toEqual([]);
  }, 120_000);
});
