import { describe, expect, it } from 'vitest';
import type { SimControl } from '@rc/core/platform/modem-control';
import type { CellRadio, ModemTraffic, SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import { parseUci } from '@rc/core/uci/uci-parse';
import { SimFailover } from './sim-failover';
import { SimUsageMeter } from './sim-usage-meter';

const MiB = 1024 * 1024;

function rig(sims: string, options: { sim2?: SimSlotStatus['state']; probe?: () => boolean } = {}) {
  let at = Date.parse('2026-11-20T10:00:00Z');
  let config = sims;
  let rxBytes = 0;
  // each SIM's RSRP as the modem measures it while that SIM is in use (one radio: only that one)
  const rsrp: Record<SimSlotName, number> = { sim1: -85, sim2: -85 };
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
    store: { read: async (pkg: string) => parseUci(pkg === 'sims' ? config : "config system\n\toption zonename 'UTC'\n", pkg) },
    platform: {
      simControl: control,
      simSlots: async () => slots,
      cellRadio: async () => (slot === 'none' ? undefined : ({ technology: 'lte', rsrp: rsrp[slot], rssi: rsrp[slot] + 25 }) as CellRadio),
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
    /** both SIMs' signal */
    signal: (dbm: number) => (rsrp.sim1 = rsrp.sim2 = dbm),
    rsrp: (slotName: SimSlotName, dbm: number) => (rsrp[slotName] = dbm),
    sim2: (state: SimSlotStatus['state']) => (slots[1]!.state = state),
    sim1: (state: SimSlotStatus['state']) => (slots[0]!.state = state),
    /** steps every 5 s for `ms`, as the daemon's timer */
    run: async (ms: number) => {
      for (let left = ms; left > 0; left -= 5_000) {
        at += 5_000;
        await failover.tick();
      }
    },
    now: () => at,
    edit: (change: (sims: string) => string) => (config = change(config)),
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

  it('switches when the RSRP stays below the level for the minutes set, not before', async () => {
    const r = rig("config policy 'policy'\n\toption signal_switch '1'\n\toption signal_dbm '-100'\n\toption signal_minutes '3'\n");
    r.signal(-70);
    await r.failover.tick();
    r.advance(120_000);
    // ModemManager's percentage, mapped, would read well; the Radio panel's RSRP is what counts
    r.rsrp('sim1', -108);
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

  describe('issue 42.1: a failover a 4G owner can trust', () => {
    /** SIM 1 missing for a moment: the modem serves on SIM 2 (measured `rsrp`) and comes back */
    async function measuredOnSim2(r: ReturnType<typeof rig>, rsrp: number) {
      r.rsrp('sim2', rsrp);
      await r.failover.tick();
      r.sim1('absent');
      await r.run(65_000);
      r.sim1('ready');
      await r.run(5 * 60_000);
      expect(r.failover.switches().map((s) => s.reason)).toEqual(['failback', 'unavailable']);
    }

    const signalPolicy = (failback = '0') =>
      `config policy 'policy'\n\toption failover '1'\n\toption failback '${failback}'\n\toption signal_switch '1'\n\toption signal_dbm '-100'\n\toption signal_minutes '1'\n`;

    it('does not flap when both SIMs are weak: one try of SIM 2, then it stays', async () => {
      const r = rig(signalPolicy());
      r.signal(-112);
      r.rsrp('sim2', -111);
      await r.failover.tick();
      await r.run(30 * 60_000);
      // SIM 2 was never measured: tried once; SIM 1 is then known to be no better by the margin
      expect(r.failover.switches().map((s) => `${s.from}>${s.to}:${s.reason}`)).toEqual(['sim1>sim2:signal']);
    });

    it('moves once to a SIM measured better by the margin, and logs why with the RSRP', async () => {
      const r = rig(signalPolicy('1'));
      // SIM 2 was in use a while ago and measured -84
      await measuredOnSim2(r, -84);
      r.rsrp('sim1', -112);
      await r.run(10 * 60_000);
      expect(r.slot()).toBe('sim2');
      const moves = r.failover.switches().filter((s) => s.reason === 'signal');
      expect(moves).toEqual([expect.objectContaining({ from: 'sim1', to: 'sim2', reason: 'signal', value: -112 })]);
      expect(r.reports.filter((line) => line.includes(': signal'))).toEqual(['simSwitch: SIM switch from sim1 to sim2: signal (-112)']);
    });

    it('stays when the other SIM was measured no better than the margin', async () => {
      const r = rig(signalPolicy('1'));
      // SIM 2 was in use a while ago and measured -109
      await measuredOnSim2(r, -109);
      r.rsrp('sim1', -112);
      await r.run(10 * 60_000);
      expect(r.slot()).toBe('sim1');
      expect(r.failover.switches().filter((s) => s.reason === 'signal')).toEqual([]);
    });

    it('does not switch when a save leaves the slot settings as they were (a data cap only)', async () => {
      const r = rig(signalPolicy());
      r.signal(-115);
      r.rsrp('sim2', -85);
      await r.failover.tick();
      await r.run(3 * 60_000);
      expect(r.slot()).toBe('sim2');
      r.edit((sims) => `${sims}\nconfig slot 'sim1'\n\toption cap_mb '500'\n`);
      await r.failover.tick();
      expect(r.slot()).toBe('sim2');
      expect(r.failover.switches()).toHaveLength(1);
      // a change of the primary slot itself takes it
      r.edit((sims) => sims.replace("option failover '1'", "option failover '1'\n\toption primary 'sim2'"));
      await r.failover.tick();
      expect(r.slot()).toBe('sim2');
      r.edit((sims) => sims.replace("option primary 'sim2'", "option primary 'sim1'"));
      await r.failover.tick();
      expect(r.slot()).toBe('sim1');
      expect(r.failover.switches()[0]).toMatchObject({ from: 'sim2', to: 'sim1', reason: 'settings' });
    });

    it('waits longer after each switch: the back-off grows with repeated switching', async () => {
      const r = rig(signalPolicy());
      const times: number[] = [];
      let left = -118;
      r.rsrp('sim1', left);
      r.rsrp('sim2', -84);
      await r.failover.tick();
      // each time the SIM now in use turns weaker than the one left by more than the margin: every switch is justified
      for (let n = 0; n < 4; n++) {
        const before = r.failover.switches().length;
        for (let waited = 0; r.failover.switches().length === before && waited < 4 * 3600_000; waited += 5_000) await r.run(5_000);
        times.push(r.now());
        left -= 7;
        r.rsrp(r.slot() as SimSlotName, left);
      }
      expect(r.failover.switches()).toHaveLength(4);
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      // 2 min, 4 min, 8 min at least: each wait longer than the one before
      expect(gaps[0]!).toBeGreaterThanOrEqual(120_000);
      expect(gaps[1]!).toBeGreaterThanOrEqual(240_000);
      expect(gaps[2]!).toBeGreaterThanOrEqual(480_000);
      expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
      expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
    });

    it('returns to the primary by its own rule: after unavailable once it serves again for the switch delay', async () => {
      const r = rig("config policy 'policy'\n\toption failover '1'\n\toption failback '1'\n\toption switch_delay '30'\n");
      await r.failover.tick();
      r.sim1('absent');
      await r.run(35_000);
      expect(r.slot()).toBe('sim2');
      r.sim1('ready');
      await r.run(25_000);
      expect(r.slot()).toBe('sim2');
      await r.run(10_000);
      expect(r.slot()).toBe('sim1');
      expect(r.failover.switches()[0]).toMatchObject({ from: 'sim2', to: 'sim1', reason: 'failback' });
    });

    it('returns to the primary after a signal switch once the time is up and the primary is not known worse', async () => {
      const r = rig(signalPolicy('1'));
      r.rsrp('sim1', -115);
      r.rsrp('sim2', -85);
      await r.failover.tick();
      await r.run(3 * 60_000);
      expect(r.slot()).toBe('sim2');
      // SIM 1 measured -115 against -85: not back while that measure is fresh (an hour)
      await r.run(50 * 60_000);
      expect(r.slot()).toBe('sim2');
      r.rsrp('sim1', -90);
      await r.run(15 * 60_000);
      expect(r.slot()).toBe('sim1');
      expect(r.failover.switches()[0]).toMatchObject({ from: 'sim2', to: 'sim1', reason: 'failback' });
      // SIM 1 is fine now: it stays
      await r.run(30 * 60_000);
      expect(r.failover.switches()).toHaveLength(2);
    });
  });
});
