// The simulator's faults and traffic as inputs to the simulated router's model (issue 42.3).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../config';
import { parseUci } from '@rc/core/uci/uci-parse';
import type { InterfaceTraffic } from '@rc/core/platform/platform';
import type { SimulatorFaults } from '@rc/core/platform/simulator-hooks';
import { SimulatedPlatform } from './simulated-platform';

function clock(start = Date.UTC(2026, 10, 1)) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

const files: Record<string, string> = {
  network: "config interface 'lan'\n\toption proto 'static'\n\toption ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'\n",
  wireless: '',
};

function router(now: () => number, seed = DEFAULT_SEED) {
  return new SimulatedPlatform({ seed, imei: '860000000000001', iccid: '89860000000000000001', now, readConfig: async (pkg) => parseUci(files[pkg] ?? '', pkg) });
}

const noFaults: SimulatorFaults = { sim1: 'ready', sim2: 'ready', sim1WeakenDb: 0, sim2WeakenDb: 0, wanPingDropped: '0', wwanPingDropped: '0' };

function counter(rows: InterfaceTraffic[], name: string, key: 'rxBytes' | 'txBytes'): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no interface ${name}`);
  return row[key];
}

describe('the simulator of the simulated router', () => {
  it('starts by default with two working SIMs, so that the failover can be tried', async () => {
    const platform = router(clock().now);
    expect((await platform.simSlots()).map((slot) => slot.state)).toEqual(['ready', 'ready']);
    expect(platform.simulator.faults()).toEqual(noFaults);
  });

  it('fails the SIM in use: no SIM for the modem, its data session drops, and comes back once the SIM works again', async () => {
    const time = clock();
    const platform = router(time.now);
    await platform.simControl.useSlot('sim1');
    time.advance(30);
    expect((await platform.modem()).state).toBe('connected');

    platform.simulator.setFaults({ ...noFaults, sim1: 'absent' });
    expect((await platform.simSlots())[0]).toEqual({ slot: 'sim1', state: 'absent', iccid: '', operator: '' });
    time.advance(30);
    expect(await platform.modem()).toMatchObject({ state: 'no_sim', iccid: '' });
    expect((await platform.modemTraffic()).connectedSeconds).toBe(0);

    platform.simulator.setFaults(noFaults);
    time.advance(30);
    expect(await platform.modem()).toMatchObject({ state: 'connected', iccid: '89860000000000000001' });
  });

  it("leaves the data session alone when the other slot's SIM fails, and a switch to a failed SIM never attaches", async () => {
    const time = clock();
    const platform = router(time.now);
    await platform.simControl.useSlot('sim1');
    time.advance(30);
    platform.simulator.setFaults({ ...noFaults, sim2: 'pin_required' });
    time.advance(1);
    expect((await platform.modemTraffic()).connectedSeconds).toBeGreaterThan(20);
    expect((await platform.simSlots())[1]).toMatchObject({ state: 'pin_required', operator: '' });
    await platform.simControl.useSlot('sim2');
    time.advance(60);
    expect((await platform.modem()).state).toBe('no_sim');
  });

  it('puts a seeded spare SIM in a slot the seed left empty', async () => {
    const platform = router(clock().now, 1);
    expect((await platform.simSlots())[1]?.state).toBe('absent');
    platform.simulator.setFaults({ ...noFaults, sim2: 'ready' });
    const [, slot2] = await platform.simSlots();
    expect(slot2?.iccid).toMatch(/^8986\d{16}$/);
    expect(slot2?.operator).not.toBe('');
  });

  it('weakens what the SIM in use receives by the dB asked for it, and the headline signal with it', async () => {
    const platform = router(clock().now);
    await platform.simControl.useSlot('sim1');
    const [before, signalBefore] = [await platform.cellRadio(), (await platform.modem()).signalDbm];
    platform.simulator.setFaults({ ...noFaults, sim2WeakenDb: 30 });
    expect(await platform.cellRadio()).toEqual(before);
    platform.simulator.setFaults({ ...noFaults, sim1WeakenDb: 20 });
    const [after, signalAfter] = [await platform.cellRadio(), (await platform.modem()).signalDbm];
    expect(after!.rsrp).toBeCloseTo(before!.rsrp! - 20, 5);
    expect(after!.rssi).toBe(before!.rssi! - 20);
    expect(after!.sinr).toBeLessThan(before!.sinr!);
    expect(signalAfter).toBe(signalBefore - 20);
  });

  it("drops the pings of the uplink asked while its link stays up, and the WAN check's internet step fails", async () => {
    const time = clock();
    const platform = router(time.now);
    time.advance(30);
    const watch = platform.uplinkWatch;
    platform.simulator.setFaults({ ...noFaults, wanPingDropped: '1' });
    expect(await watch.probe('wan', '8.8.8.8')).toBe(false);
    expect(await watch.probe('wwan', '8.8.8.8')).toBe(true);
    // A watchdog that pings through any uplink still hears from the 4G one.
    expect(await watch.probe('any', '8.8.8.8')).toBe(true);
    expect((await platform.wanLink()).up).toBe(true);
    expect((await platform.wanDetect()).map((check) => [check.check, check.ok])).toEqual([
      ['link', true],
      ['gateway', true],
      ['dns', true],
      ['internet', false],
    ]);
    platform.simulator.setFaults({ ...noFaults, wanPingDropped: '1', wwanPingDropped: '1' });
    expect(await watch.probe('any', '8.8.8.8')).toBe(false);
  });

  it('counts the traffic it makes on the Wi-Fi band, on br-lan and on the WAN alike: the LAN adds up with WAN + 4G', async () => {
    const time = clock();
    const quiet = router(time.now);
    const busy = router(time.now);
    time.advance(60);
    const [quietBefore, busyBefore] = [await quiet.interfaceTraffic(), await busy.interfaceTraffic()];
    expect(busy.simulator.makeTraffic({ interface: 'wifi-5g', mbps: 40, seconds: 30 })).toBe('wan');
    time.advance(45);
    const [quietAfter, busyAfter] = [await quiet.interfaceTraffic(), await busy.interfaceTraffic()];
    const made = (name: string, key: 'rxBytes' | 'txBytes') =>
      counter(busyAfter, name, key) - counter(busyBefore, name, key) - (counter(quietAfter, name, key) - counter(quietBefore, name, key));
    const bytes = 40 * 125_000 * 30;
    expect(made('wifi-5g', 'txBytes')).toBe(bytes);
    expect(made('lan', 'txBytes')).toBe(bytes);
    expect(made('wan', 'rxBytes')).toBe(bytes);
    expect(made('wwan', 'rxBytes')).toBe(0);
    expect(made('wifi-2g', 'txBytes')).toBe(0);
    // The ACKs go the other way, the same on each side.
    expect(made('wan', 'txBytes')).toBe(made('lan', 'rxBytes'));
    expect(made('wan', 'txBytes')).toBeGreaterThan(0);
  });

  it('sends the traffic through 4G while the WAN is down, where the SIM counts it', async () => {
    const time = clock();
    const platform = router(time.now);
    await platform.simControl.useSlot('sim1');
    time.advance(60);
    await platform.wanDisconnect();
    const before = await platform.modemTraffic();
    expect(platform.simulator.makeTraffic({ interface: 'lan', mbps: 10, seconds: 10 })).toBe('wwan');
    expect((await platform.modemTraffic()).rxRate).toBeGreaterThanOrEqual(before.rxRate + 10 * 125_000);
    time.advance(10);
    expect((await platform.modemTraffic()).rxBytes - before.rxBytes).toBeGreaterThanOrEqual(10 * 125_000 * 10);
  });

  it('makes no traffic when no uplink is up, and forgets its traffic at a reboot', async () => {
    const time = clock();
    const platform = router(time.now);
    time.advance(60);
    await platform.wanDisconnect();
    await platform.simControl.useSlot('none');
    expect(platform.simulator.makeTraffic({ interface: 'wifi-2g', mbps: 10, seconds: 10 })).toBe('none');
    await platform.wanReconnect();
    time.advance(5);
    platform.simulator.makeTraffic({ interface: 'wifi-2g', mbps: 10, seconds: 600 });
    platform.simulator.setFaults({ ...noFaults, sim1: 'absent' });
    platform.rebooted();
    time.advance(30);
    expect(platform.simulator.traffic.counters(30, { on: 'br-lan' })).toEqual({ down: 0, up: 0, downRate: 0, upRate: 0 });
    // A failed SIM stays failed: a reboot mends no card.
    expect(platform.simulator.faults().sim1).toBe('absent');
  });
});
