// Issue 42.1 and 42.2 in the browser: the SIM failover's five scenarios on the simulated router,
// and one signal truth on the home page, the 3G/4G tab and its Radio panel. The daemon runs the
// failover's rules 100 times faster (--test-failover-second-ms 10: a minute lasts 0.6 s, the
// hour a SIM's measure is trusted 36 s) and takes each SIM's RSRP from a file this test writes
// (--test-sim-signal-file; the simulated modem measures only the SIM in use, as a real one).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clickAndAwaitSuccess } from './support/browser';
import { consoleSession } from './support/console-session';
import { deviceApi, type OpCall } from './support/device-api';

const folder = mkdtempSync(path.join(tmpdir(), 'rc-e2e-signal-'));
const signalFile = path.join(folder, 'signal.json');
writeFileSync(signalFile, '{}');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const session = consoleSession({ DEVICE_TEST_FAILOVER_SECOND_MS: '10', DEVICE_TEST_SIM_SIGNAL_FILE: signalFile });

const hold = (sim1: number, sim2: number) => writeFileSync(signalFile, JSON.stringify({ sim1: { rsrp: sim1 }, sim2: { rsrp: sim2 } }));

interface Switch {
  time: number;
  from: string;
  to: string;
  reason: string;
  value?: number;
}

let api: Promise<OpCall> | undefined;

/** The switch log, oldest first, through one API session (a sign-in per read would crowd out the page's). */
async function switchLog(): Promise<Switch[]> {
  api ??= deviceApi(session.device.url);
  return ((await (await api)('get_sim_switch_log')).switches as Switch[]).slice().reverse();
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('Network > SIMs: a failover a 4G owner can trust (issue 42.1)', () => {
  it('moves once to a SIM better by the margin and logs why; a save of a data cap moves nothing', async () => {
    const { device, page } = session;
    hold(-112, -85);
    await page.goto(`${device.url}/#/network/sims`);
    await page.getByText('In use: SIM 1').waitFor();
    const simCards = page.getByRole('region', { name: 'SIM cards' });
    await simCards.getByRole('switch', { name: 'Switch back' }).click();
    await simCards.getByRole('switch', { name: 'Switch on weak signal' }).click();
    await simCards.getByLabel('Signal below').fill('-100');
    await simCards.getByLabel('For at least').fill('1');
    await clickAndAwaitSuccess(page, simCards.getByRole('button', { name: 'Save', exact: true }));

    await page.getByText('In use: SIM 2').waitFor({ timeout: 20_000 });
    const log = page.getByRole('table', { name: 'SIM switches, newest first' });
    await log.getByRole('row', { name: /SIM 1.*SIM 2.*Weak signal \(-112 dBm\)/ }).waitFor({ timeout: 15_000 });
    // ten failover minutes later: SIM 2 (-85) is fine, nothing more moved
    await sleep(6_000);
    expect((await switchLog()).map((s) => `${s.from}>${s.to}:${s.reason}:${s.value}`)).toEqual(['sim1>sim2:signal:-112']);

    const caps = page.getByRole('region', { name: 'Data caps' });
    await caps.getByLabel('SIM 1 data cap').fill('500');
    await clickAndAwaitSuccess(page, caps.getByRole('button', { name: 'Save', exact: true }));
    await sleep(2_000);
    await page.getByText('In use: SIM 2').waitFor();
    expect(await switchLog()).toHaveLength(1);
  });

  it('shows the same signal, word and network type on the home page, 3G/4G and the Radio panel (issue 42.2)', async () => {
    const { device, page } = session;
    // SIM 2 in use, its RSRP held at -85: good
    await page.goto(`${device.url}/#/home`);
    const home = page.getByTestId('signal-headline');
    await expect.poll(() => home.innerText(), { timeout: 15_000 }).toMatch(/RSRP -85 dBm\s*Good/);
    const networkType = await page.locator('dt', { hasText: 'Network type' }).locator('xpath=following-sibling::dd').innerText();
    expect(networkType).toMatch(/^(LTE|5G NSA)$/);
    await page.goto(`${device.url}/#/network/net_type`);
    const headlines = page.getByTestId('signal-headline');
    await expect.poll(() => headlines.count(), { timeout: 15_000 }).toBe(2);
    expect(await headlines.allInnerTexts()).toEqual([expect.stringMatching(/RSRP -85 dBm\s*Good/), expect.stringMatching(/RSRP -85 dBm\s*Good/)]);
    await page.getByText(networkType, { exact: true }).first().waitFor();
  });

  it('returns to the primary by its own rule once its weak measure is old, and stays there', async () => {
    const { device, page } = session;
    api ??= deviceApi(device.url);
    const call = await api;
    const config = await call('get_sim_config');
    const { code: _code, ...policy } = config;
    await call('set_sim_config', { ...policy, failback: '1' });
    // both fine now; the primary's last measure was weak, so the return waits until it is an hour old
    hold(-88, -88);
    await page.goto(`${device.url}/#/network/sims`);
    const log = page.getByRole('table', { name: 'SIM switches, newest first' });
    await log.getByRole('row', { name: /SIM 2.*SIM 1.*Back to the primary SIM/ }).waitFor({ timeout: 90_000 });
    await page.getByText('In use: SIM 1').waitFor();
    const after = (await switchLog()).length;
    await sleep(5_000);
    expect(await switchLog()).toHaveLength(after);
  });

  it('waits longer after each switch: the back-off grows', async () => {
    const before = (await switchLog()).length;
    // whichever SIM is in use turns weaker than the one left by more than the margin: each switch is justified
    let left = -112;
    for (let n = 0; n < 4; n++) {
      const inUse = (await switchLog()).at(-1)!.to;
      left -= 7;
      writeFileSync(signalFile, JSON.stringify({ [inUse]: { rsrp: left } }));
      await expect.poll(async () => (await switchLog()).length, { timeout: 40_000, interval: 100 }).toBe(before + n + 1);
    }
    const times = (await switchLog()).slice(before).map((s) => s.time);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // the back-off doubles with each switch (2 minutes of the failover's clock, 1.2 s, times 4, 8, 16
    // after the two before): every wait longer than the one before
    expect(gaps).toHaveLength(3);
    expect(gaps[0]!).toBeGreaterThanOrEqual(4 * 1_200);
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
    // the SIM tab lists them, each with its reason
    await session.page.goto(`${session.device.url}/#/home`);
    await session.page.goto(`${session.device.url}/#/network/sims`);
    const rows = session.page.getByRole('table', { name: 'SIM switches, newest first' }).getByRole('row', { name: /Weak signal \(-\d+(\.\d)? dBm\)/ });
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  });

  it('does not flap when both SIMs are weak: one try of the other SIM, then it stays', async () => {
    hold(-113, -112);
    const before = (await switchLog()).length;
    await expect.poll(async () => (await switchLog()).length, { timeout: 60_000, interval: 200 }).toBe(before + 1);
    // some 25 failover minutes: the old rule switched every two of them
    await sleep(15_000);
    // one try of the SIM not measured lately, then neither is better by the margin: it stays
    const moves = (await switchLog()).slice(before);
    expect(moves.map((s) => s.reason)).toEqual(['signal']);
  });
});
