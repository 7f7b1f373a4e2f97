// Issue 40.5: the signal history kept by the router itself. The package's SIM watch service
// (simwatch.uc) runs on OpenWrt's real ucode inside the stack's mount namespace and asks a fake
// mmcli (through rpcd's `file exec`) for the signal each minute; the clock is injected (`--once
// --now`). Then the console's router platform reads the file with its own session, and the router
// build's chart shows samples the service took while no browser was open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { JsonRpcUbus } from '../packages/router/src/ubus/json-rpc-ubus';
import { RouterRadioHistory } from '../packages/router/src/ubus/router-radio-history';
import { launchBrowser } from '../e2e/support/browser';
import { openSignedIn, rootPassword, startConsoleStack, stockConfigs } from './console-support';
import type { OpenWrtStack } from './stack';

const tools = inject('openwrtTools');

// ModemManager's mmcli -J as mmcli-output.c prints it: an LTE modem whose readings the test keeps
// in /tmp/fake-modem; the extended signal reads "--" with refresh rate 0 until --signal-setup.
const mmcli = `#!/bin/sh
D=/tmp/fake-modem
echo "$*" >> $D/calls
[ -f $D/none ] && { echo "error: couldn't find modem" >&2; exit 1; }
case "$*" in
"-J -m any") echo '{"modem":{"generic":{"access-technologies":["lte"],"primary-sim-slot":"1","signal-quality":{"value":"70","recent":"yes"},"sim":"/org/freedesktop/ModemManager1/SIM/1","sim-slots":["/org/freedesktop/ModemManager1/SIM/1","/org/freedesktop/ModemManager1/SIM/2"],"state":"connected","unlock-required":"--"}}}';;
"-J -i /org/freedesktop/ModemManager1/SIM/1") echo '{"sim":{"properties":{"active":"yes","iccid":"8986000000000000001"}}}';;
"-J -m any --signal-get") [ -f $D/garbage ] && { cat $D/garbage; exit 0; }
  if [ -f $D/rate ]; then printf '{"modem":{"signal":{"refresh":{"rate":"60"},"lte":{"rsrp":"%s","rsrq":"-10.50","snr":"12.40","rssi":"-61.00"}}}}\\n' "$(cat $D/rsrp)"
  else echo '{"modem":{"signal":{"refresh":{"rate":"0"},"lte":{"rsrp":"--","rsrq":"--","snr":"--"}}}}'; fi;;
"-m any --signal-setup=60") [ -f $D/no-setup ] || touch $D/rate; echo "successfully setup signal quality information";;
"-J -m any --get-cell-info") printf '{"modem":{"generic":{"cell-info":["cell type: lte, serving: yes, operator id: 46000, tac: 5A1F, ci: %s, physical ci: 1C, earfcn: 1650, rsrp: -92.00, rsrq: -9.00"]}}}\\n' "$(cat $D/ci)";;
"-J -m any --location-get") echo '{"modem":{"location":{"3gpp":{"cid":"0B3E7A02","tac":"5A1F"}}}}';;
*) exit 1;;
esac
`;

const programs = {
  '/usr/bin/mmcli': mmcli,
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
  let stack: OpenWrtStack;
  let browser: Browser;
  const tmp = (...parts: string[]) => join(stack.root, 'tmp', ...parts);
  const ring = () => tmp('routerd-simwatch/radio-history.json');
  const flash = () => join(stack.root, 'etc/routerd-simwatch/radio-history.json');
  const ucode = () => [join(tools!.prefix, 'bin/ucode'), join(stack.root, 'usr/share/routerd/simwatch.uc'), '--root', stack.root];
  const inside = (argv: string[]) => ['-t', String(stack.pid), '-m', '--', ...argv];
  const env = { ...process.env, TZ: 'UTC', LD_LIBRARY_PATH: tools ? join(tools.prefix, 'lib') : '' };
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const samples = (path = ring()) => (JSON.parse(read(path) || '{"samples":[]}') as { samples: Sample[] }).samples;
  const fake = (name: string, text: string) => writeFileSync(tmp('fake-modem', name), text);
  const calls = () => read(tmp('fake-modem/calls')).trim().split('\n');

  function step(at: number): void {
    const run = spawnSync('nsenter', inside([...ucode(), '--once', '--now', String(at)]), { env, encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  }

  beforeAll(async () => {
    if (!tools) return;
    [stack, browser] = await Promise.all([startConsoleStack(tools, stockConfigs(), { programs }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(() => {
    // a boot: RAM and flash empty, an LTE cell at -95.5 dBm
    for (const dir of [tmp('routerd-simwatch'), tmp('fake-modem'), join(stack.root, 'etc/routerd-simwatch')]) rmSync(dir, { recursive: true, force: true });
    mkdirSync(tmp('fake-modem'), { recursive: true });
    fake('rsrp', '-95.50');
    fake('ci', '0B3E7A02');
  });

  it('samples what the radio panel shows once a minute, asking ModemManager for the readings once', () => {
    step(T0);
    expect(samples()).toEqual([{ time: T0 * 1000, rsrp: -95.5, rsrq: -10.5, sinr: 12.4, technology: 'lte', cellId: 0x0b3e7a02 }]);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toEqual(['-m any --signal-setup=60']);
    // a step every 5 s: still one sample until the minute is up
    step(T0 + 5);
    step(T0 + 55);
    expect(samples()).toHaveLength(1);
    fake('rsrp', '-101.04');
    fake('ci', '0B3E7A03');
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
    fake('no-setup', '');
    for (let minute = 0; minute < 60; minute++) step(T0 + 60 * minute);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toHaveLength(1);
    expect(samples().at(-1)).toMatchObject({ rsrp: -92, rsrq: -9, sinr: null, technology: 'lte' });
    step(T0 + 3600);
    expect(calls().filter((c) => c.includes('--signal-setup'))).toHaveLength(2);
  });

  it('records a minute without a modem as no signal, as the daemon does', () => {
    fake('none', '');
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
    mkdirSync(join(stack.root, 'etc/routerd-simwatch'), { recursive: true });
    for (const garbage of ['{"version":1,"samples":[{"time":"x"}', '[1,2]', '{"version":1,"samples":[{"time":1,"rsrp":"-90","technology":"lte"}]}', '\u0000']) {
      writeFileSync(ring(), garbage);
      writeFileSync(flash(), garbage);
      step(T0);
      expect(samples().map((s) => s.time)).toEqual([T0 * 1000]);
      rmSync(tmp('routerd-simwatch/state.json'), { force: true });
    }
    fake('garbage', '{"modem":{"signal":{"refresh":{"rate":"60"},"lte":{"rsrp":"-1e400","rsrq":[],"snr":{"a":1}}}}}');
    step(T0 + 60);
    expect(samples().at(-1)).toMatchObject({ rsrp: -92, rsrq: -9, sinr: null });
  });

  it('writes the flash copy when procd stops it (SIGTERM)', async () => {
    const service = spawn('nsenter', inside(ucode()), { env, stdio: 'ignore' });
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
    const ubus = new JsonRpcUbus({ url: `${stack.url}/ubus`, session: await stack.login(rootPassword) });
    expect((await new RouterRadioHistory(ubus).lastDay()).map((s) => s.rsrp)).toEqual(Array(6).fill(-95.5));

    const chartSamples = async () => {
      const { context, page } = await openSignedIn(browser, stack);
      await page.goto(`${stack.url}/routerd/#/network/net_type`);
      const chart = page.locator('.radio-chart');
      await chart.waitFor();
      await page.getByText("a copy is written to the router's flash once an hour").waitFor();
      const count = async () => Number(await chart.getAttribute('data-samples'));
      await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
      const seen = await count();
      await context.close();
      return seen;
    };
    expect(await chartSamples()).toBe(6);
    // the browser is closed; the service goes on sampling
    for (let minute = 4; minute >= 1; minute--) step(now - 60 * minute);
    expect(await chartSamples()).toBe(10);
  }, 90_000);
});
