// get_radio_status / get_radio_history through HTTP against the simulated router.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTabDevice, type TabTestDevice } from '../../../../device/test-support/tab-test-kit';

let kit: TabTestDevice | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

describe('the radio ops', () => {
  it('answers the serving cell of the simulated modem', async () => {
    kit = await startTabDevice();
    const radio = await kit.ok('get_radio_status');
    expect(radio).toMatchObject({ code: '1', present: true, technology: expect.stringMatching(/^(lte|nr5g_nsa)$/), band: expect.stringMatching(/^B\d+$/) });
    expect(radio.rsrp).toBeLessThan(-60);
    expect(radio.cellId).toBeGreaterThan(0);
  });

  it('answers a day of minutes at most, columns of equal length, and keeps a copy in the data folder', async () => {
    kit = await startTabDevice();
    const history = await kit.ok('get_radio_history');
    const time = history.time as number[];
    expect(history).toMatchObject({ intervalSeconds: 60, kept: 'flash' });
    // The simulated router was up an hour or more before the daemon started: that hour is there.
    expect(time.length).toBeGreaterThanOrEqual(60);
    expect(time.length).toBeLessThanOrEqual(1440);
    for (const column of ['rsrp', 'rsrq', 'sinr', 'technology', 'cellId']) expect((history[column] as unknown[]).length).toBe(time.length);
    expect(time.every((t, n) => n === 0 || t > time[n - 1]!)).toBe(true);

    const file = path.join(kit.device.dataDir, 'state', 'radio-history.json');
    kit = await kit.restart();
    expect(existsSync(file)).toBe(true);
    const kept = JSON.parse(await readFile(file, 'utf8')) as { samples: { time: number }[] };
    expect(kept.samples.length).toBeGreaterThanOrEqual(time.length);
    const again = await kit.ok('get_radio_history');
    // The day's window slid by the restart's seconds: the first samples may have left it.
    expect(again.time).toEqual(expect.arrayContaining(time.slice(2)));
  });

  it('refuses a field the op does not take', async () => {
    kit = await startTabDevice();
    expect((await kit.call('get_radio_status', { band: 'B3' })).code).toBe('-2');
  });
});
