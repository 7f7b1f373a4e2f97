import { describe, expect, it } from 'vitest';
import { SimulatedPlatform } from './simulated-platform';
import { parseUci } from '@rc/core/uci/uci-parse';
import { cpuPercent } from '@rc/core/linux/proc-parsers';
import { seededWave } from './wave';
import { simulatedCpuCounters, simulatedCpuPercent } from './sim-realtime';

const configs = {
  network: parseUci("config interface 'lan'\n\toption proto 'static'\n\toption ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'\n", 'network'),
  wireless: parseUci(
    [
      "config wifi-device 'radio0'\n\toption band '2g'\n",
      "config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid 'ZBT-2G'\n",
      "config wifi-device 'radio1'\n\toption band '5g'\n",
      "config wifi-iface 'default_radio1'\n\toption device 'radio1'\n\toption mode 'ap'\n\toption ssid 'ZBT-5G'\n",
    ].join('\n'),
    'wireless',
  ),
};

function router(seed: number, now: () => number) {
  const readConfig = async (pkg: string) => (pkg === 'wireless' ? configs.wireless : configs.network);
  return new SimulatedPlatform({ seed, imei: '860000000000001', iccid: '89860000000000000001', now, readConfig, initialUptimeS: 7200 });
}

function clock(start = Date.UTC(2026, 10, 1)) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('simulated realtime sample', () => {
  it('is the same for the same seed and clock, and another for another seed', async () => {
    const time = clock();
    const [a, b, other] = [router(7, time.now), router(7, time.now), router(8, time.now)];
    expect(await a.realtimeSample()).toEqual(await b.realtimeSample());
    expect(await a.realtimeSample()).not.toEqual(await other.realtimeSample());
  });

  it('moves between two samples two seconds apart: CPU time, counters and connections change, nothing runs backwards', async () => {
    const time = clock();
    const platform = router(7, time.now);
    const before = await platform.realtimeSample();
    time.advance(2);
    const after = await platform.realtimeSample();
    expect(after.time - before.time).toBe(2000);
    expect(after.cpu.total - before.cpu.total).toBe(2 * 100 * 4);
    expect(after.cpu.busy).toBeGreaterThan(before.cpu.busy);
    expect(after.conntrack?.count).not.toBe(before.conntrack?.count);
    const wan = (sample: typeof before) => sample.interfaces.find((row) => row.name === 'wan');
    expect(wan(after)?.rxBytes).toBeGreaterThan(wan(before)?.rxBytes ?? 0);
    for (const [i, row] of after.interfaces.entries()) {
      expect(row.rxBytes).toBeGreaterThanOrEqual(before.interfaces[i]?.rxBytes ?? 0);
      expect(row.txBytes).toBeGreaterThanOrEqual(before.interfaces[i]?.txBytes ?? 0);
    }
  });

  it('names WAN, LAN, both access points with their SSIDs and the 4G modem, and counts clients per band as the radios do', async () => {
    const platform = router(7, clock().now);
    const sample = await platform.realtimeSample();
    expect(sample.interfaces.map((row) => [row.name, row.ssid])).toEqual([
      ['wan', ''],
      ['lan', ''],
      ['wifi-2g', 'ZBT-2G'],
      ['wifi-5g', 'ZBT-5G'],
      ['wwan', ''],
    ]);
    const radios = await platform.radios();
    expect(sample.wifiClients).toEqual(radios.map(({ band, clients }) => ({ band, clients })));
    expect(sample.conntrack?.max).toBe(16384);
    expect(sample.memUsed).toBeLessThan(sample.memTotal);
  });

  it("gives CPU jiffies whose change is the mean of the use systemStatus reports over the gap", () => {
    const wave = seededWave(7, 'cpu', 5, 90);
    const [t0, t1] = [5000, 5001];
    const mean = (simulatedCpuPercent(wave, t0) + simulatedCpuPercent(wave, t1)) / 2;
    const before = simulatedCpuCounters(wave, t0);
    const after = simulatedCpuCounters(wave, t1);
    const use = cpuPercent({ idle: before.total - before.busy, total: before.total }, { idle: after.total - after.busy, total: after.total });
    expect(Math.abs(use - mean)).toBeLessThan(0.5);
  });
});
