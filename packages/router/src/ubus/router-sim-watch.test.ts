import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { aclNeeds } from './acl-needs';
import { RouterSimWatch } from './router-sim-watch';
import { UbusCallError, UbusStatus } from './ubus';
import { simWatchFiles } from './simwatch-files';

const slot = (rx: number) => ({ day: '2026-11-27', today: { rx, tx: 1 }, monthStart: '2026-11-15', month: { rx, tx: 2 }, lastMonth: { rx: 0, tx: 0 } });

describe('RouterSimWatch: the SIM watch service files through rpcd file read', () => {
  it('reads the counts and the switch log newest first', async () => {
    const ubus = new FakeUbus(aclNeeds)
      .onRead(simWatchFiles.usage, JSON.stringify({ slot: 'sim1', dataStopped: true, sim1: slot(10), sim2: slot(20) }))
      .onRead(simWatchFiles.switches, JSON.stringify([{ time: 1, from: 'sim1', to: 'sim2', reason: 'ping', value: 3 }, { time: 2, from: 'sim2', to: 'sim1', reason: 'failback' }]));
    const records = new RouterSimWatch(ubus);
    expect(await records.usage()).toEqual({ dataStopped: true, slots: { sim1: slot(10), sim2: slot(20) } });
    expect(await records.switches()).toEqual([
      { time: 2, from: 'sim2', to: 'sim1', reason: 'failback' },
      { time: 1, from: 'sim1', to: 'sim2', reason: 'ping', value: 3 },
    ]);
  });

  it('counts nothing while the service has written nothing', async () => {
    const missing = new UbusCallError('file', 'read', UbusStatus.notFound);
    const records = new RouterSimWatch(new FakeUbus(aclNeeds).onRead(simWatchFiles.usage, missing).onRead(simWatchFiles.switches, missing));
    expect(await records.usage()).toBeUndefined();
    expect(await records.switches()).toEqual([]);
  });

  it.each([
    ['torn JSON', '{"sim1": {"day": '],
    ['negative bytes', JSON.stringify({ sim1: slot(-5), sim2: slot(1) })],
    ['one slot', JSON.stringify({ sim1: slot(1) })],
    ['an array', '[1,2]'],
  ])('leaves out what the service never writes: %s', async (_name, text) => {
    const ubus = new FakeUbus(aclNeeds).onRead(simWatchFiles.usage, text).onRead(simWatchFiles.switches, text);
    const records = new RouterSimWatch(ubus);
    expect(await records.usage()).toBeUndefined();
    expect(await records.switches()).toEqual([]);
  });

  it('keeps only well-formed switches', async () => {
    const entries = [{ time: 1, from: 'sim1', to: 'sim2', reason: 'nonsense' }, { time: '2', from: 'sim1', to: 'sim2', reason: 'ping' }, { time: 3, from: 'sim9', to: 'sim2', reason: 'ping' }, null, { time: 4, from: 'sim1', to: 'none', reason: 'unavailable', extra: 'x' }];
    const records = new RouterSimWatch(new FakeUbus(aclNeeds).onRead(simWatchFiles.switches, JSON.stringify(entries)));
    expect(await records.switches()).toEqual([{ time: 4, from: 'sim1', to: 'none', reason: 'unavailable' }]);
  });
});
