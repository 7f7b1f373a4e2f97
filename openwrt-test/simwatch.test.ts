// The package's SIM watch service (packaging/openwrt/files/usr/share/routerd/simwatch.uc) run by
// OpenWrt's real ucode inside the stack's mount namespace: rpcd runs its mmcli through `file exec`
// (the shared modem stand-in, modem-stand-in.ts: ModemManager's `mmcli -J`, two SIMs), a stand-in
// plugin plays netifd's interface wwan, ping and logger are stand-ins there, the
// statistics of wwan0 are files under ROOT/sys. Each `step(at)` is one run with `--once --now`:
// a restart between every step, the clock injected. The console's router platform then reads
// what the service wrote through rpcd's `file read` with its own session, and the router build
// shows it in Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { JsonRpcUbus } from '../packages/router/src/ubus/json-rpc-ubus';
import { RouterSimWatch } from '../packages/router/src/ubus/router-sim-watch';
import { parseMmcliModem } from '../packages/router/src/ubus/mmcli';
import type { SlotUsage } from '@rc/core/platform/sim-records';
import { desktop, mobile } from '../e2e/support/browser';
import { rootPassword } from './console-support';
import { ModemStandIn, mmcliStandIn } from './modem-stand-in';
import { signedInStack } from './signed-in-stack';
import { simWatchStep, startSimWatch } from './simwatch-run';

const tools = inject('openwrtTools');

const programs = {
  '/usr/bin/mmcli': mmcliStandIn,
  // iputils' or BusyBox's ping: answers while /tmp/fake-ping says ok
  '/bin/ping': '#!/bin/sh\necho "$*" >> /tmp/fake-ping-calls\n[ "$(cat /tmp/fake-ping 2>/dev/null)" = ok ]\n',
  // BusyBox logger -t TAG MESSAGE into logd: here a file
  '/usr/bin/logger': '#!/bin/sh\nshift 2\necho "$*" >> /tmp/fake-syslog\n',
};

// netifd's interface wwan (interface.c: status with l3_device, up, down), its state in /tmp/fake-wwan
const wwanStandIn = `'use strict';
import { readfile, writefile } from 'fs';
return {
	'network.interface.wwan': {
		status: { call: () => ({ up: trim(readfile('/tmp/fake-wwan') ?? 'up') == 'up', l3_device: 'wwan0', device: 'wwan0' }) },
		up: { call: () => { writefile('/tmp/fake-wwan', 'up'); return {}; } },
		down: { call: () => { writefile('/tmp/fake-wwan', 'down'); return {}; } },
	},
};
`;

// 2026-11-14 23:59:00 UTC: the day before sim1's reset day (15)
const T0 = Date.UTC(2026, 10, 14, 23, 59, 0) / 1000;
const MiB = 1024 * 1024;

describe.skipIf(!tools)('the SIM watch service on the real stack', () => {
  const suite = signedInStack(tools, { programs, ucodePlugins: { 'wwan-stand-in.uc': wwanStandIn } });
  const tmp = (...parts: string[]) => join(suite.stack.root, 'tmp', ...parts);
  let standIn: ModemStandIn;

  /** One step at `at`; it must neither fail nor report an exception its checks missed (stderr). */
  function step(at: number): void {
    expect(simWatchStep(tools!, suite.stack, at)).toEqual({ status: 0, stderr: '' });
  }
  const fake = (name: string, text: string) => writeFileSync(tmp(name), text);
  const modem = (slot: 1 | 2, quality = 70) => {
    standIn.useSlot(slot);
    standIn.signalQuality(quality);
  };
  const counters = (rx: number, tx: number) => {
    const dir = join(suite.stack.root, 'sys/class/net/wwan0/statistics');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'rx_bytes'), `${rx}\n`);
    writeFileSync(join(dir, 'tx_bytes'), `${tx}\n`);
  };
  const sims = (policy: Record<string, string>, sim1: Record<string, string> = {}, sim2: Record<string, string> = {}) => {
    const section = (type: string, name: string, options: Record<string, string>) =>
      `config ${type} '${name}'\n${Object.entries(options).map(([k, v]) => `\toption ${k} '${v}'\n`).join('')}\n`;
    writeFileSync(join(suite.stack.root, 'etc/config/sims'), section('policy', 'policy', { primary: 'sim1', failover: '1', failback: '0', ...policy }) + section('slot', 'sim1', sim1) + section('slot', 'sim2', sim2));
  };
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const usage = () => JSON.parse(read(tmp('routerd-simwatch/usage.json'))) as { sim1: SlotUsage; sim2: SlotUsage; dataStopped: boolean; slot: string };
  const switches = () => JSON.parse(read(tmp('routerd-simwatch/switches.json')) || '[]') as Array<{ time: number; from: string; to: string; reason: string; value?: number }>;
  const syslog = () => read(tmp('fake-syslog'));
  const flash = (name: string) => join(suite.stack.root, 'etc/routerd-simwatch', name);

  beforeEach(() => {
    // a boot: RAM (/tmp) and the flash copy empty, the modem on slot 1 with a good signal
    for (const dir of [tmp('routerd-simwatch'), flash('')]) rmSync(dir, { recursive: true, force: true });
    for (const name of ['fake-syslog', 'fake-ping-calls', 'fake-wwan', 'fake-ping']) rmSync(tmp(name), { force: true });
    standIn = new ModemStandIn(suite.stack.root);
    standIn.insertSecondSim();
    modem(1);
    counters(1000, 2000);
    sims({});
  });

  it('counts into the slot in use per day and billing month, across a restart, a reset day and a reboot', () => {
    sims({}, { reset_day: '15' }, { reset_day: '1' });
    step(T0);
    counters(1500, 2600);
    step(T0 + 5);
    expect(usage().sim1).toMatchObject({ day: '2026-11-14', monthStart: '2026-10-15', today: { rx: 500, tx: 600 }, month: { rx: 500, tx: 600 } });
    expect(usage().sim2.month).toEqual({ rx: 0, tx: 0 });
    // the other slot in use counts into sim2
    modem(2);
    counters(1600, 2700);
    step(T0 + 10);
    expect(usage().sim2.month).toEqual({ rx: 100, tx: 100 });
    modem(1);
    step(T0 + 15);
    // 00:00 on the 15th: sim1's new billing month, a new day for both
    counters(1700, 2800);
    step(T0 + 65);
    expect(usage().sim1).toMatchObject({ day: '2026-11-15', monthStart: '2026-11-15', today: { rx: 100, tx: 100 }, month: { rx: 100, tx: 100 }, lastMonth: { rx: 500, tx: 600 } });
    expect(usage().sim2).toMatchObject({ monthStart: '2026-11-01', today: { rx: 0, tx: 0 }, month: { rx: 100, tx: 100 } });
    // nothing on flash yet: the copy is written every 6 h (or on a clean stop)
    expect(existsSync(flash('usage.json'))).toBe(false);
    counters(1800, 2900);
    step(T0 + 6 * 3600);
    expect(JSON.parse(read(flash('usage.json'))).sim1.month).toEqual({ rx: 200, tx: 200 });
    // a reboot: /tmp is gone, the kernel's counters start again; the flash copy is the start
    rmSync(tmp('routerd-simwatch'), { recursive: true });
    counters(50, 60);
    step(T0 + 6 * 3600 + 5);
    counters(150, 260);
    step(T0 + 6 * 3600 + 10);
    expect(usage().sim1.month).toEqual({ rx: 300, tx: 400 });
  });

  it('writes the flash copy when procd stops it (SIGTERM)', async () => {
    const service = startSimWatch(tools!, suite.stack);
    await expect.poll(() => read(tmp('routerd-simwatch/usage.json')), { timeout: 10_000 }).not.toBe('');
    counters(5000, 7000);
    // the next step (every 5 s) counts the bytes
    await expect.poll(() => read(tmp('routerd-simwatch/usage.json')), { timeout: 15_000 }).toContain('"rx": 4000');
    expect(existsSync(flash('usage.json'))).toBe(false);
    const exited = new Promise((done) => service.once('exit', done));
    service.kill('SIGTERM');
    await exited;
    expect(JSON.parse(read(flash('usage.json'))).sim1.month).toEqual({ rx: 4000, tx: 5000 });
  }, 40_000);

  it('acts on a cap: warn logs 80 % and 100 %, switch moves to the other SIM, stop takes the uplink down', () => {
    sims({}, { cap_mb: '1', cap_action: 'warn' });
    step(T0);
    counters(1000 + Math.round(0.85 * MiB), 2000);
    step(T0 + 5);
    expect(syslog()).toContain('sim1 used 80 % of its data cap');
    counters(1000 + MiB, 2000);
    step(T0 + 10);
    step(T0 + 15);
    expect(syslog().match(/sim1 used 100 %/g)).toHaveLength(1);
    expect(switches()).toEqual([]);
    expect(usage().dataStopped).toBe(false);

    sims({}, { cap_mb: '1', cap_action: 'stop' });
    step(T0 + 20);
    expect(read(tmp('fake-wwan'))).toBe('down');
    expect(usage().dataStopped).toBe(true);
    expect(syslog()).toContain('data cap of sim1 reached: mobile data stopped');
    sims({}, { cap_mb: '2', cap_action: 'stop' });
    step(T0 + 25);
    expect(read(tmp('fake-wwan'))).toBe('up');
    expect(syslog()).toContain('mobile data allowed again');

    sims({}, { cap_mb: '1', cap_action: 'switch' });
    step(T0 + 30);
    expect(standIn.primarySlot()).toBe(2);
    expect(switches()).toEqual([{ time: (T0 + 30) * 1000, from: 'sim1', to: 'sim2', reason: 'dataCap', value: 100 }]);
    expect(syslog()).toContain('SIM switch from sim1 to sim2: dataCap (100)');
    expect(standIn.calls()).toContain('-m any --set-primary-sim-slot=2');
  });

  it('switches when the signal stays below the level for N minutes, not before (no RSRP: the CSQ, an RSSI)', () => {
    sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '2' });
    // 10 %: -113 + 6.2 dBm, as mmcli.ts makes of it
    const weak = parseMmcliModem(JSON.stringify({ modem: { generic: { 'signal-quality': { value: '10' } } } })).signalDbm;
    expect(weak).toBe(-107);
    standIn.noExtendedSignal();
    standIn.noCellInfo();
    step(T0);
    modem(1, 10);
    // the signal is sampled once a minute (ModemManager refreshes it so: --signal-setup=60); the
    // first minute after a switch or the start does not count (settle)
    step(T0 + 60);
    step(T0 + 120);
    modem(1, 70);
    step(T0 + 180);
    modem(1, 10);
    for (const at of [T0 + 240, T0 + 300, T0 + 359]) step(at);
    expect(switches()).toEqual([]);
    step(T0 + 360);
    expect(switches()).toEqual([{ time: (T0 + 360) * 1000, from: 'sim1', to: 'sim2', reason: 'signal', value: weak }]);
  });

  it('switches after N failed pings to the host, one every 10 s over the uplink device', () => {
    sims({ ping_switch: '1', ping_host: 'example.net', ping_failures: '3' });
    step(T0);
    fake('fake-ping', 'fail');
    step(T0 + 60);
    step(T0 + 65);
    step(T0 + 70);
    expect(switches()).toEqual([]);
    step(T0 + 80);
    expect(switches()).toEqual([{ time: (T0 + 80) * 1000, from: 'sim1', to: 'sim2', reason: 'ping', value: 3 }]);
    expect(read(tmp('fake-ping-calls')).trim().split('\n')).toEqual(Array(3).fill('-c 1 -W 2 -I wwan0 example.net'));
  });

  it('the console reads the counts and the switch log with its own session', async () => {
    sims({}, { cap_mb: '1', cap_action: 'switch' });
    step(T0);
    counters(1000 + MiB, 3000);
    step(T0 + 5);
    const ubus = new JsonRpcUbus({ url: `${suite.stack.url}/ubus`, session: await suite.stack.login(rootPassword) });
    const records = new RouterSimWatch(ubus);
    expect((await records.usage())?.slots.sim1.month).toEqual({ rx: MiB, tx: 1000 });
    expect(await records.switches()).toEqual([{ time: (T0 + 5) * 1000, from: 'sim1', to: 'sim2', reason: 'dataCap', value: 100 }]);
  });

  it.each([
    ['desktop', desktop],
    ['375 px', mobile],
  ])('the SIM tab and the home page show its numbers (%s)', async (_name, viewport) => {
    sims({}, { cap_mb: '1', cap_action: 'switch', reset_day: '15' });
    step(T0);
    counters(1000 + MiB, 2000);
    step(T0 + 5);
    const page = await suite.signIn({ viewport });
    await page.getByText('SIM 1 has used 100 % of its data cap').waitFor();
    await page.goto(suite.url('/network/sims'));
    await page.getByText('Data cap reached (100 %)').waitFor();
    const usage = page.getByRole('table', { name: 'Data usage per SIM' });
    await expect.poll(() => usage.innerText()).toContain('since 2026-10-15');
    expect(await usage.innerText()).toContain('100 %');
    expect(await page.locator('body').innerText()).not.toContain('Nothing is counted per SIM yet');
  }, 60_000);

  it('idles and says so once when ModemManager sees no modem', () => {
    standIn.unplug();
    step(T0);
    step(T0 + 5);
    expect(syslog().match(/no modem: ModemManager \(mmcli\) is missing or sees none/g)).toHaveLength(1);
    expect(existsSync(tmp('routerd-simwatch/usage.json'))).toBe(false);
  });

  it('garbage from mmcli, in its files or in config/sims changes nothing and never stops it', () => {
    sims({}, { cap_mb: '1', cap_action: 'switch' });
    step(T0);
    const before = read(tmp('routerd-simwatch/usage.json'));
    const garbage = fc.sample(fc.oneof(fc.string(), fc.json(), fc.constantFrom('{"modem": []}', '{"modem": {"generic": "x"}}', '\u0000')), { numRuns: 8, seed: 31 });
    garbage.forEach((text, i) => {
      standIn.garbage(text);
      counters(1000 + MiB * (i + 2), 2000);
      step(T0 + 5 + i);
    });
    standIn.garbage(undefined);
    expect(read(tmp('routerd-simwatch/usage.json'))).toBe(before);
    expect(standIn.primarySlot()).toBe(1);
    // torn files of its own, missing counters, a hostile ping host: it runs on, from zero where it must
    fake('routerd-simwatch/usage.json', '{"sim1": {"day": 5');
    fake('routerd-simwatch/state.json', '[1,');
    rmSync(join(suite.stack.root, 'sys/class/net/wwan0'), { recursive: true });
    sims({ ping_switch: '1', ping_host: '-f', ping_failures: 'x' });
    step(T0 + 100);
    step(T0 + 200);
    expect(usage().sim1.month).toEqual({ rx: 0, tx: 0 });
    expect(read(tmp('fake-ping-calls'))).not.toContain('-f');
    // its memory with values of the wrong types: counted from a new baseline
    fake('routerd-simwatch/state.json', JSON.stringify({ capAlerts: 'x', last: { device: 'wwan0', rx: 'a', tx: 1 }, lastSwitchAt: 'y', pingFailures: [], started: true }));
    counters(10, 10);
    step(T0 + 300);
    counters(20, 30);
    step(T0 + 305);
    expect(usage().sim1.month).toEqual({ rx: 10, tx: 20 });
  });

  // Last: these run long without a request, and uhttpd closes the idle keep-alive socket a later fetch would reuse.
  describe('issue 42.1: a failover a 4G owner can trust', () => {
    const rsrp = (slot: 1 | 2, dbm: number) => standIn.slotSignal(slot, dbm);
    const slotInUse = () => String(standIn.primarySlot());
    const minutes = (from: number, count: number) => Array.from({ length: count }, (_, n) => from + 60 * (n + 1));

    it("compares RSRP, not ModemManager's percentage, and does not flap when both SIMs are weak", () => {
      sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '1' });
      // the percentage reads well (70 %: -70 dBm); the RSRP the Radio panel shows is weak
      rsrp(1, -112);
      rsrp(2, -111);
      step(T0);
      for (const at of minutes(T0, 30)) step(at);
      // SIM 2, never measured, is tried once; SIM 1 is then known no better by the margin
      expect(switches()).toEqual([{ time: expect.any(Number), from: 'sim1', to: 'sim2', reason: 'signal', value: -112 }]);
      expect(slotInUse()).toBe('2');
      expect(syslog()).toContain('SIM switch from sim1 to sim2: signal (-112)');
    });

    it('does not switch when a save changes only a cap; a change of the primary slot does', () => {
      sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '1' });
      rsrp(1, -115);
      rsrp(2, -85);
      step(T0);
      for (const at of minutes(T0, 4)) step(at);
      expect(slotInUse()).toBe('2');
      sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '1' }, { cap_mb: '500' });
      step(T0 + 245);
      expect(slotInUse()).toBe('2');
      expect(switches()).toHaveLength(1);
      sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '1', primary: 'sim2' }, { cap_mb: '500' });
      step(T0 + 250);
      expect(switches()).toHaveLength(1);
      sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '1', primary: 'sim1' }, { cap_mb: '500' });
      step(T0 + 255);
      expect(slotInUse()).toBe('1');
      expect(switches()[1]).toMatchObject({ from: 'sim2', to: 'sim1', reason: 'settings' });
    });

    it('waits longer after each switch (back-off) and returns to the primary by its rule', () => {
      sims({ signal_switch: '1', signal_dbm: '-100', signal_minutes: '1', failback: '1' });
      let left = -118;
      rsrp(1, left);
      rsrp(2, -84);
      step(T0);
      // the SIM now in use turns weaker than the one left by more than the margin: each switch is justified
      let at = T0;
      for (let n = 0; n < 3; n++) {
        const before = switches().length;
        while (switches().length === before && at < T0 + 4 * 3600) step((at += 60));
        left -= 7;
        rsrp(Number(slotInUse()) as 1 | 2, left);
      }
      const times = switches().map((s) => s.time / 1000);
      expect(switches().map((s) => s.reason)).toEqual(['signal', 'signal', 'signal']);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(120);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(240);
      expect(times[2]! - times[1]!).toBeGreaterThan(times[1]! - times[0]!);
      // now on SIM 2, good again; SIM 1 was measured -132: back to the primary once its time is up
      // (10 min x 4) and that measure is an hour old, not before
      expect(slotInUse()).toBe('2');
      rsrp(2, -95);
      for (const minute of minutes(at, 50)) step(minute);
      expect(switches()).toHaveLength(3);
      for (const minute of minutes(at + 50 * 60, 20)) step(minute);
      expect(switches().at(-1)).toMatchObject({ from: 'sim2', to: 'sim1', reason: 'failback' });
      expect(switches().at(-1)!.time / 1000 - times[2]!).toBeGreaterThanOrEqual(3500);
    });
  });
});
