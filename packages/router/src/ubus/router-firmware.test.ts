import { describe, expect, it } from 'vitest';
import { FirmwareError, FirmwareImage } from '@rc/contract/firmware-image';
import { fakeRouter } from '../../../device/test-support/fake-router-bus';
import { routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';
import { recordedResult } from '../../../device/test-support/recorded-calls';
import { UbusPlatform } from './ubus-platform';
import { firmwareImagePath } from './router-paths';
import { uploadChunkBytes } from './router-upload';

const check = `/sbin/sysupgrade -T ${firmwareImagePath}`;
const refusedImage = new TextEncoder().encode('for another board');

/** An image of `size` bytes, each a different pattern, so that a lost or doubled chunk shows. */
function image(size: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 10)) & 0xff);
}

const MiB = 1024 * 1024;

/** procd's `system info` of a router with `tmpFreeMiB` left in /tmp and `availableMiB` of RAM (system.c: /tmp in KiB, memory in bytes). */
const roomOf = (tmpFreeMiB: number, availableMiB = 200) => ({
  memory: { total: 256 * MiB, free: availableMiB * MiB, available: availableMiB * MiB },
  tmp: { total: 128 * 1024, free: tmpFreeMiB * 1024, used: (128 - tmpFreeMiB) * 1024, avail: tmpFreeMiB * 1024 },
});

function upgradeRouter(systemInfo: Record<string, unknown> = roomOf(100)) {
  const ran: string[] = [];
  const checked: Uint8Array[] = [];
  const flash = (line: string) => () => (ran.push(line), { code: 0 });
  const router = fakeRouter(
    {},
    {
      programs: {
        [check]: (files) => {
          const image = files.get(firmwareImagePath)!;
          checked.push(image);
          const refused = image.length === refusedImage.length;
          return refused ? { code: 1, stderr: 'Device test,router not supported by this image\nSupported devices: other,board\nImage check failed.\n' } : { code: 0 };
        },
        [`/sbin/sysupgrade ${firmwareImagePath}`]: flash('sysupgrade'),
        [`/sbin/sysupgrade -n ${firmwareImagePath}`]: flash('sysupgrade -n'),
      },
      systemInfo,
    },
  );
  const platform = new UbusPlatform(router.ubus);
  const dispatch = routerConsoleOn(router, { systemUpgrade: platform.systemUpgrade });
  const sent: number[] = [];
  const upgrade = (data: Uint8Array, keep: '1' | '0') =>
    dispatch({ op: 'upgrade_local', method: 'POST', input: { keep }, upload: { file: new Blob([data.slice()]), onProgress: (bytes) => sent.push(bytes) } });
  const progress = async () => (await dispatch({ op: 'get_upgrade_progress', method: 'GET', input: {} })).body;
  return { router, dispatch, upgrade, progress, ran, checked, sent };
}

// the flash runs after the answer, a few round trips later (each a batch sent on the next turn: json-rpc-batch.ts)
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('firmware upgrade on a router (issue 27)', () => {
  it('tells the running OpenWrt from procd\'s system board', async () => {
    const { router, dispatch } = upgradeRouter();
    await signInAsRoot(router, dispatch);
    const board = recordedResult<{ model: string; board_name: string; release: { version: string } }>('system', 'board');
    expect((await dispatch({ op: 'get_firmware_info', method: 'GET', input: {} })).body).toEqual({
      code: '1',
      sysversion: board.release.version,
      // release.builddate 1738624177 (seconds, as procd tells it) is that day in UTC
      buildDate: '2025-02-03',
      model: board.model,
      board: board.board_name,
      maxImageBytes: FirmwareImage.maxImageBytes,
      onlineServer: false,
      imageFormat: 'sysupgrade',
    });
  });

  it('sends the image in chunks uhttpd takes, has sysupgrade -T check it, then flashes it keeping the settings', async () => {
    const { router, dispatch, upgrade, progress, ran, checked, sent } = upgradeRouter();
    await signInAsRoot(router, dispatch);
    const data = image(3 * uploadChunkBytes + 1000);
    expect((await upgrade(data, '1')).body).toEqual({ code: '1', version: '' });
    expect(checked).toEqual([data]);
    expect(sent).toEqual([uploadChunkBytes, 2 * uploadChunkBytes, 3 * uploadChunkBytes, data.length]);
    // nothing else may write while the router flashes
    expect((await dispatch({ op: 'set_ntp', method: 'POST', input: {} })).body).toEqual({ code: '-7' });
    await settle();
    expect(ran).toEqual(['sysupgrade']);
    expect(await progress()).toMatchObject({ code: '1', stage: 'rebooting' });
  });

  it('flashes with -n when the settings are not kept', async () => {
    const { router, dispatch, upgrade, ran } = upgradeRouter();
    await signInAsRoot(router, dispatch);
    await upgrade(image(1000), '0');
    await settle();
    expect(ran).toEqual(['sysupgrade -n']);
  });

  it('answers sysupgrade\'s refusal as the console\'s key with its own words, flashes nothing and removes the image', async () => {
    const { router, dispatch, upgrade, progress, ran } = upgradeRouter();
    await signInAsRoot(router, dispatch);
    expect((await upgrade(refusedImage, '1')).body).toEqual({
      code: '-11',
      msg: 'incorrect or invalid file type',
      errors: [{ field: 'file', key: FirmwareError.wrongModel, params: { reason: 'Device test,router not supported by this image' } }],
    });
    await settle();
    expect(ran).toEqual([]);
    expect(router.files.has(firmwareImagePath)).toBe(false);
    expect(await progress()).toMatchObject({ stage: 'failed', error: FirmwareError.wrongModel });
    // refused, the router takes writes again
    expect((await dispatch({ op: 'set_ntp', method: 'POST', input: {} })).body.code).not.toBe('-7');
  });

  it.each([
    { what: '/tmp', room: roomOf(20) },
    { what: 'RAM', room: roomOf(100, 20) },
  ])('refuses an image larger than the free $what before sending a byte, saying how much room there is (issue 39.6)', async ({ room }) => {
    const { router, dispatch, upgrade, progress, sent, checked } = upgradeRouter(room);
    await signInAsRoot(router, dispatch);
    const answer = (await upgrade(new Uint8Array(30 * MiB), '1')).body;
    expect(answer).toMatchObject({ code: '-11', errors: [{ field: 'file', key: FirmwareError.noRoom, params: { size: '30.0', free: expect.stringMatching(/^1[0-9]\.[0-9]$/) } }] });
    expect(sent).toEqual([]);
    expect(checked).toEqual([]);
    expect(router.files.has(firmwareImagePath)).toBe(false);
    expect(await progress()).toMatchObject({ stage: 'failed', error: FirmwareError.noRoom });
    expect((await dispatch({ op: 'set_ntp', method: 'POST', input: {} })).body.code).not.toBe('-7');
  });
});
