import { describe, expect, it } from 'vitest';
import type { SimControl } from '@rc/core/platform/modem-control';
import type { ModemStatus, ModemTraffic, SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import { parseUci } from '@rc/core/uci/uci-parse';
import { SimFailover } from './sim-failover';
import { SimUsageMeter } from './sim-usage-meter';

const MiB = 1024 * 1024;

function rig(sims: string, options: { sim2?: SimSlotStatus['state']; probe?: () => boolean } = {}) {
  let at = Date.parse('2026-11-20T10:00:00Z');
  let rxBytes = 0;
  let signalDbm = -80;
  let slot: SimSlotName | 'none' = 'sim1';
  let stopped = false;
  const control: SimControl = {
    slotInUse: () => slot,
    useSlot: async (next) => void (slot = next),
    dataStopped: () => stopped,
    stopData: async (value) => void (stopped = value),
  };
  const slots: SimSlotStatus[] = [
    { slot: 'sim1', state: 'ready', iccid: '1', operator: 'A' },
    { slot: 'sim2', state: options.sim2 ?? 'ready', iccid: '2', operator: 'B' },
  ];
  const reports: string[] = [];
  const meter = new SimUsageMeter(undefined, () => at);
  const failover = new SimFailover({
    store: { read: async (pkg: string) => parseUci(pkg === 'sims' ? sims : "config system\n\toption zonename 'UTC'\n", pkg) },
    platform: {
      simControl: control,
      simSlots: async () => slots,
      modem: async () => ({ signalDbm }) as ModemStatus,
      modemTraffic: async () => ({ rxBytes, txBytes: 0 }) as ModemTraffic,
      uplinkWatch: { probe: async () => options.probe?.() ?? true, restart: async () => undefined },
    },
    meter,
    report: (event, message) => reports.push(`${event}: ${message}`),
    onError: (err) => {
      throw err;
    },
    now: () => at,
  });
  return {
    failover,
    reports,
    slot: () => slot,
    stopped: () => stopped,
    advance: (ms: number) => (at += ms),
    download: (bytes: number) => (rxBytes += bytes),
    signal: (dbm: number) => (signalDbm = dbm),
  };
}

const capped = (action: string) => `config policy 'policy'\n\toption failover '1'\n\nconfig slot 'sim1'\n\toption cap_mb '10'\n\toption cap_action '${action}'\n`;

describe('SimFailover', () => {
  it('warns at 80 % and 100 % and moves to SIM 2 when SIM 1 crosses a cap with action switch, logging why', async () => {
    const r = rig(capped('switch'));
    await r.failover.tick();
    r.download(8 * MiB);
    await r.failover.tick();
    expect(r.reports).toEqual(['dataCapWarn: sim1 used 80 % of its data cap']);
    expect(r.slot()).toBe('sim1');
    r.download(2 * MiB);
    await r.failover.tick();
    expect(r.slot()).toBe('sim2');
    expect(r.failover.switches()).toEqual([{ time: expect.any(Number), from: 'sim1', to: 'sim2', reason: 'dataCap', value: 100 }]);
    // the traffic now counts for SIM 2; SIM 1 stays where it was
    r.download(MiB);
    await r.failover.tick();
    expect(r.slot()).toBe('sim2');
  });

  it('stops mobile data at a cap with action stop, and does not switch', async () => {
    const r = rig(capped('stop'));
    await r.failover.tick();
    r.download(10 * MiB);
    await r.failover.tick();
    expect(r.stopped()).toBe(true);
    expect(r.slot()).toBe('sim1');
    expect(r.reports).toContain('dataStopped: data cap of sim1 reached: mobile data stopped');
  });

  it('switches when the signal stays below the level for the minutes set, not before', async () => {
    const r = rig("config policy 'policy'\n\toption signal_switch '1'\n\toption signal_dbm '-100'\n\toption signal_minutes '3'\n");
    await r.failover.tick();
    r.advance(120_000);
    r.signal(-108);
    await r.failover.tick();
    r.advance(170_000);
    await r.failover.tick();
    expect(r.slot()).toBe('sim1');
    r.advance(10_000);
    await r.failover.tick();
    expect(r.slot()).toBe('sim2');
    expect(r.failover.switches()[0]).toMatchObject({ reason: 'signal', value: -108 });
  });

  it('switches after the set number of failed pings in a row', async () => {
    let answers = true;
    const r = rig("config policy 'policy'\n\toption ping_switch '1'\n\toption ping_failures '3'\n", { probe: () => answers });
    await r.failover.tick();
    r.advance(120_000);
    answers = false;
    for (let n = 0; n < 2; n++) {
      await r.failover.tick();
      r.advance(10_000);
    }
    expect(r.slot()).toBe('sim1');
    await r.failover.tick();
    expect(r.slot()).toBe('sim2');
    expect(r.failover.switches()[0]).toMatchObject({ reason: 'ping', value: 3 });
  });

  it('stays when the other SIM cannot serve or failover is off', async () => {
    const absent = rig(capped('switch'), { sim2: 'absent' });
    await absent.failover.tick();
    absent.download(20 * MiB);
    await absent.failover.tick();
    expect(absent.slot()).toBe('sim1');
    const off = rig(capped('switch').replace("failover '1'", "failover '0'"));
    await off.failover.tick();
    off.download(20 * MiB);
    await off.failover.tick();
    expect(off.slot()).toBe('sim1');
    expect(off.failover.switches()).toEqual([]);
  });
});
