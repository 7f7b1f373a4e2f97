// Issue 40.5: the signal history kept by the router itself. The package's SIM watch service
// (simwatch.uc) runs on OpenWrt's real ucode inside the stack's mount namespace and asks the shared
// modem stand-in (modem-stand-in.ts: ModemManager's `mmcli -J`, a 5G NSA modem on an LTE anchor,
// through rpcd's `file exec`) for the signal each minute; the clock is injected (`--once --now`). Then the console's router platform reads the file with its own session, and the router
// build's chart shows samples the service took while no browser was open.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { JsonRpcUbus } from '../packages/router/src/ubus/json-rpc-ubus';
import { RouterRadioHistory } from '../packages/router/src/ubus/router-radio-history';
import { rootPassword } from './console-support';
import { ModemStandIn, mmcliStandIn } from './modem-stand-in';
import { signedInStack } from './signed-in-stack';
import { simWatchStep, startSimWatch } from './simwatch-run';

const tools = inject('openwrtTools');

const programs = {
  '/usr/bin/mmcli': mmcliStandIn,
  '/bin/ping': '#!/bin/sh\nexit 1\n',
  '/usr/bin/logger': '#!/bin/sh\nshift 2\necho "$*" >> /tmp/fake-syslog\n',
};

// 2026-11-14 23:59:00 UTC
const T0 = Date.UTC(2026, 10, 14, 23, 59, 0) / 1000;
const DAY = 86_400;

interface Sample {
  time: number;
  rsrp: number | null;
  rsrq: number | null;
  sinr: number | null;
  technology: string;
  cellId: number | null;
}

describe.skipIf(!tools)("the SIM watch service keeps the radio's last 24 hours on the real stack", () => {
  const suite = signedInStack(tools, { programs });
  const tmp = (...parts: string[]) => join(suite.stack.root, 'tmp', ...parts);
  const ring = () => tmp('routerd-simwatch/radio-history.json');
  const flash = () => join(suite.stack.root, 'etc/routerd-simwatch/radio-history.json');
  let modem: ModemStandIn;
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const samples = (path = ring()) => (JSON.parse(read(path) || '{"samples":[]}') as { samples: Sample[] }).samples;
  const calls = () => modem.calls();

  function step(at: number): void {
    expect(simWatchStep(tools!, suite.stack, at)).toEqual({ status: 0, stderr: '' });
  }

  beforeEach(() => {
    // a boot: RAM and flash empty, the LTE anchor at -95.5 dBm, not yet asked for the extended signal
    for (const dir of [tmp('routerd-simwatch'), join(suite.stack.root, 'etc/routerd-simwatch')]) rmSync(dir, { recursive: true, force: true });
    modem = new ModemStandIn(suite.stack.root);
    modem.signal(-95.5, -10.5, 12.4, 70);
  });

  it('samples what the radio panel shows once a minute, asking ModemManager for the readings once', () => {
    step(T0);
    expect(samples()).toEqual([{ time: T0 * 1000, rsrp: -95.5, rsrq: -10.5, sinr: 12.4, technology: 'nr5g_nsa', cellId: 0x0b3e7a02 }]);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toEqual(['-m any --signal-setup=60']);
    // a step every 5 s: still one sample until the minute is up
    step(T0 + 5);
    step(T0 + 55);
    expect(samples()).toHaveLength(1);
    modem.signal(-101.04, -10.5, 12.4, 70);
    modem.moveToCell('0B3E7A03');
    step(T0 + 60);
    expect(samples().map((s) => [s.time / 1000 - T0, s.rsrp, s.cellId])).toEqual([
      [0, -95.5, 0x0b3e7a02],
      [60, -101, 0x0b3e7a03],
    ]);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toHaveLength(1);
    // written whole: a new file renamed over the old one, no scratch file left
    const before = statSync(ring()).ino;
    step(T0 + 120);
    expect(statSync(ring()).ino).not.toBe(before);
    expect(existsSync(`${ring()}.new`)).toBe(false);
  });

  it('asks a modem without extended signal again an hour later, not every minute; the cell info gives RSRP', () => {
    modem.noExtendedSignal();
    for (let minute = 0; minute < 60; minute++) step(T0 + 60 * minute);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toHaveLength(1);
    // the LTE anchor's line of the cell info (it carries no SINR)
    expect(samples().at(-1)).toMatchObject({ rsrp: -93, rsrq: -11, sinr: null, technology: 'nr5g_nsa' });
    step(T0 + 3600);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toHaveLength(2);
  });

  it('records a minute without a modem as no signal, as the daemon does', () => {
    modem.unplug();
    step(T0);
    expect(samples()).toEqual([{ time: T0 * 1000, rsrp: null, rsrq: null, sinr: null, technology: 'none', cellId: null }]);
  });

  it('keeps one day of minutes at most: older samples fall out', () => {
    const day = Array.from({ length: 1440 }, (_, i) => ({ time: (T0 - DAY + 60 * i) * 1000, rsrp: -90, rsrq: -9, sinr: 10, technology: 'lte', cellId: 1 }));
    mkdirSync(tmp('routerd-simwatch'), { recursive: true });
    writeFileSync(ring(), JSON.stringify({ version: 1, samples: [{ ...day[0], time: (T0 - 2 * DAY) * 1000 }, ...day] }));
    step(T0);
    const kept = samples();
    expect(kept).toHaveLength(1440);
    expect(kept[0]!.time).toBe((T0 - DAY + 60) * 1000);
    expect(kept.at(-1)).toMatchObject({ time: T0 * 1000, rsrp: -95.5 });
  });

  it('copies the ring to flash once an hour at most, and a reboot starts from that copy', () => {
    step(T0);
    for (let minute = 1; minute < 60; minute++) step(T0 + 60 * minute);
    expect(existsSync(flash())).toBe(false);
    step(T0 + 3600);
    expect(samples(flash())).toHaveLength(61);
    const written = statSync(flash()).mtimeMs;
    for (let minute = 61; minute <= 70; minute++) step(T0 + 60 * minute);
    expect(statSync(flash()).mtimeMs).toBe(written);
    expect(samples(flash())).toHaveLength(61);
    expect(samples()).toHaveLength(71);
    // a reboot: /tmp is empty; the flash copy (the first hour) and a new sample
    rmSync(tmp('routerd-simwatch'), { recursive: true, force: true });
    step(T0 + 7200);
    expect(samples().map((s) => s.time / 1000 - T0)).toEqual([...Array.from({ length: 61 }, (_, i) => i * 60), 7200]);
  });

  it('ignores a damaged ring or flash copy, and garbage from mmcli, never failing', () => {
    mkdirSync(tmp('routerd-simwatch'), { recursive: true });
    mkdirSync(join(suite.stack.root, 'etc/routerd-simwatch'), { recursive: true });
    for (const garbage of ['{"version":1,"samples":[{"time":"x"}', '[1,2]', '{"version":1,"samples":[{"time":1,"rsrp":"-90","technology":"lte"}]}', '\u0000']) {
      writeFileSync(ring(), garbage);
      writeFileSync(flash(), garbage);
      step(T0);
      expect(samples().map((s) => s.time)).toEqual([T0 * 1000]);
      rmSync(tmp('routerd-simwatch/state.json'), { force: true });
    }
    modem.signalAnswer('{"modem":{"signal":{"refresh":{"rate":"60"},"lte":{"rsrp":"-1e400","rsrq":[],"snr":{"a":1}}}}}');
    step(T0 + 60);
    expect(samples().at(-1)).toMatchObject({ rsrp: -93, rsrq: -11, sinr: null });
  });

  it('writes the flash copy when procd stops it (SIGTERM)', async () => {
    const service = startSimWatch(tools!, suite.stack);
    await expect.poll(() => read(ring()), { timeout: 10_000 }).not.toBe('');
    expect(existsSync(flash())).toBe(false);
    const exited = new Promise((done) => service.once('exit', done));
    service.kill('SIGTERM');
    await exited;
    expect(samples(flash())).toHaveLength(1);
  }, 30_000);

  it('the console reads the history with its own session; the chart shows what was sampled while no browser was open', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (let minute = 10; minute >= 5; minute--) step(now - 60 * minute);
    const ubus = new JsonRpcUbus({ url: `${suite.stack.url}/ubus`, session: await suite.stack.login(rootPassword) });
    expect((await new RouterRadioHistory(ubus).lastDay()).map((s) => s.rsrp)).toEqual(Array(6).fill(-95.5));

    const chartSamples = async () => {
      const page = await suite.signIn();
      await page.goto(suite.url('/network/net_type'));
      const chart = page.locator('.radio-chart');
      await chart.waitFor();
      await page.getByText("a copy is written to the router's flash once an hour").waitFor();
      const count = async () => Number(await chart.getAttribute('data-samples'));
      await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
      const seen = await count();
      await page.context().close();
      return seen;
    };
    expect(await chartSamples()).toBe(6);
    // the browser is closed; the service goes on sampling
    for (let minute = 4; minute >= 1; minute--) step(now - 60 * minute);
    expect(await chartSamples()).toBe(10);
  }, 90_000);
});
