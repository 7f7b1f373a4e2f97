// The router's radio history: what the SIM watch service wrote to /tmp, read with rpcd's `file read`
// (the ACL the console declares must grant it: the fake refuses the rest).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { aclNeeds } from './acl-needs';
import { RouterRadioHistory } from './router-radio-history';
import { UbusCallError, UbusStatus } from './ubus';
import { simWatchFiles } from './simwatch-files';
import { UbusPlatform } from './ubus-platform';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const MIN = 60_000;
const sample = (time: number, rsrp: number | null = -95.5, cellId: number | null = 7) => ({ time, rsrp, rsrq: -11, sinr: 12.4, technology: 'lte', cellId });
const history = (text: string | UbusCallError) => new RouterRadioHistory(new FakeUbus(aclNeeds).onRead(simWatchFiles.radioHistory, text), () => NOW);

describe("RouterRadioHistory: the SIM watch service's signal history through rpcd file read", () => {
  it('reads the last 24 h oldest first: older and future samples and foreign entries left out', async () => {
    const samples = [
      sample(NOW - 2 * MIN, -90),
      sample(NOW - 25 * 3_600_000, -80),
      sample(NOW - MIN, null, null),
      { time: NOW - 3 * MIN, rsrp: 'x', rsrq: null, sinr: null, technology: 'lte', cellId: 1 },
      { ...sample(NOW - 4 * MIN), technology: 'wimax' },
      sample(NOW + 5 * MIN, -70),
      sample(NOW - 24 * 3_600_000 + MIN, -99),
    ];
    const read = await history(JSON.stringify({ version: 1, samples })).lastDay();
    expect(read.map((s) => [s.time - NOW, s.rsrp])).toEqual([
      [-24 * 3_600_000 + MIN, -99],
      [-2 * MIN, -90],
      [-MIN, null],
    ]);
  });

  it('reads no history yet where the service has written none, and says where the router keeps it', async () => {
    expect(await history(new UbusCallError('file', 'read', UbusStatus.notFound)).lastDay()).toEqual([]);
    expect(await history('').lastDay()).toEqual([]);
    const platform = new UbusPlatform(new FakeUbus(aclNeeds).onRead(simWatchFiles.radioHistory, new UbusCallError('file', 'read', UbusStatus.notFound)));
    expect(platform.radioHistory.kept).toBe('flash');
  });

  it('reads garbage as no history, never failing', async () => {
    for (const text of ['{', 'null', '[]', '{"samples":{}}', '{"samples":[1,"a",null]}', '\u0000\u0001']) expect(await history(text).lastDay()).toEqual([]);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (text) => {
        const read = await history(text).lastDay();
        expect(Array.isArray(read)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('never samples the modem from the browser: no program runs', async () => {
    const ubus = new FakeUbus(aclNeeds).onRead(simWatchFiles.radioHistory, JSON.stringify({ version: 1, samples: [sample(NOW - MIN)] }));
    const platform = new UbusPlatform(ubus, { now: () => NOW });
    expect((await platform.radioHistory.lastDay()).map((s) => s.cellId)).toEqual([7]);
    expect(ubus.execs()).toEqual([]);
    platform.close();
  });
});
