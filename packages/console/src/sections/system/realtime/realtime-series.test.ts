import { describe, expect, it } from 'vitest';
import { keepWindow, newestValue, realtimeSeries, usableSample, type KeptSample, type RealtimeSample } from './realtime-series';

function sample(seconds: number, counters: { busy: number; total: number; wanRx: number; wanTx: number; conntrack?: number }): RealtimeSample {
  return {
    time: seconds * 1000,
    cpu: { busy: counters.busy, total: counters.total },
    load: [0.5, 0.4, 0.3],
    memTotal: 256,
    memUsed: 100 + seconds,
    conntrack: counters.conntrack === undefined ? null : { count: counters.conntrack, max: 16384 },
    interfaces: [{ name: 'wan', device: 'eth0.2', ssid: '', up: true, rxBytes: counters.wanRx, txBytes: counters.wanTx }],
    wifiClients: [{ band: '2g', clients: 3 }],
  };
}

const kept = (entries: [RealtimeSample, boolean][]): KeptSample[] => entries.map(([s, afterGap]) => ({ sample: s, afterGap }));

describe('realtime series', () => {
  it('turns counters into rates and CPU use between neighbouring samples; the first sample has none', () => {
    const series = realtimeSeries(
      kept([
        [sample(10, { busy: 100, total: 1000, wanRx: 0, wanTx: 0, conntrack: 50 }), true],
        [sample(12, { busy: 350, total: 1800, wanRx: 4000, wanTx: 1000, conntrack: 60 }), false],
      ]),
    );
    expect(series.time).toEqual([10, 12]);
    expect(series.cpu).toEqual([null, 31.3]);
    expect(series.interfaces).toEqual([{ device: 'eth0.2', name: 'wan', ssid: '', rx: [null, 2000], tx: [null, 500] }]);
    expect(series.conntrack).toEqual([50, 60]);
    expect(series.conntrackMax).toBe(16384);
    expect(series.clients).toEqual([{ band: '2g', values: [3, 3] }]);
    expect(series.memUsed).toEqual([110, 112]);
  });

  it('breaks every line at a gap (page hidden, paused, device silent) and gives no rate across it', () => {
    const series = realtimeSeries(
      kept([
        [sample(10, { busy: 100, total: 1000, wanRx: 0, wanTx: 0, conntrack: 50 }), true],
        [sample(70, { busy: 900, total: 9000, wanRx: 60000, wanTx: 6000, conntrack: 55 }), true],
        [sample(72, { busy: 1000, total: 9800, wanRx: 62000, wanTx: 6200, conntrack: 56 }), false],
      ]),
    );
    expect(series.time).toEqual([10, 40, 70, 72]);
    expect(series.memUsed).toEqual([110, null, 170, 172]);
    expect(series.conntrack).toEqual([50, null, 55, 56]);
    expect(series.interfaces[0]?.rx).toEqual([null, null, null, 1000]);
    expect(series.cpu).toEqual([null, null, null, 12.5]);
  });

  it('shows no rate where a counter went back (the device rebooted)', () => {
    const series = realtimeSeries(
      kept([
        [sample(10, { busy: 5000, total: 90000, wanRx: 900000, wanTx: 90000 }), true],
        [sample(12, { busy: 10, total: 100, wanRx: 100, wanTx: 10 }), false],
      ]),
    );
    expect(series.interfaces[0]?.rx).toEqual([null, null]);
    expect(series.cpu).toEqual([null, null]);
    expect(series.conntrack).toEqual([null, null]);
    expect(series.conntrackMax).toBeUndefined();
  });

  it('keeps the samples of the span before the newest, oldest first', () => {
    let window: KeptSample[] = [];
    for (const seconds of [0, 2, 4, 6, 8]) window = keepWindow(window, { sample: sample(seconds, { busy: 0, total: 0, wanRx: 0, wanTx: 0 }), afterGap: false }, 5000);
    expect(window.map((entry) => entry.sample.time)).toEqual([4000, 6000, 8000]);
  });

  it('takes what an older firmware answers, missing fields as nothing, and no sample without a time (issue 19.2)', () => {
    expect(usableSample({})).toBeUndefined();
    expect(usableSample({ time: 'now' })).toBeUndefined();
    expect(usableSample({ time: 5000, interfaces: [{ device: 'br-lan', rxBytes: '12' }, { name: 'wan' }], wifiClients: [{ band: '6g', clients: 1 }] })).toEqual({
      time: 5000,
      cpu: { busy: 0, total: 0 },
      load: [0, 0, 0],
      memTotal: 0,
      memUsed: 0,
      conntrack: null,
      interfaces: [{ name: 'br-lan', device: 'br-lan', ssid: '', up: false, rxBytes: 0, txBytes: 0 }],
      wifiClients: [],
    });
    const whole = sample(10, { busy: 1, total: 2, wanRx: 3, wanTx: 4, conntrack: 5 });
    expect(usableSample(whole)).toEqual(whole);
  });

  it('finds the newest value a line has', () => {
    expect(newestValue([1, 2, null])).toBe(2);
    expect(newestValue([null])).toBeNull();
  });
});
