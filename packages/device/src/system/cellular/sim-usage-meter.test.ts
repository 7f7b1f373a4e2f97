import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVE_EVERY_MS, SimUsageMeter } from './sim-usage-meter';

const caps = { sim1: { resetDay: 15, capBytes: 1000, action: 'warn' as const }, sim2: { resetDay: 1, capBytes: 0, action: 'warn' as const } };
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

function clock(start: string) {
  let at = Date.parse(start);
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('SimUsageMeter', () => {
  it('adds each step of the counters to the slot in use, today and this month', async () => {
    const time = clock('2026-11-20T10:00:00Z');
    const meter = new SimUsageMeter(undefined, time.now);
    await meter.load();
    const reading = (rx: number, tx: number, slot: 'sim1' | 'sim2') => meter.record({ counters: { rx, tx }, slot, caps, zonename: 'UTC' });
    await reading(100, 10, 'sim1');
    await reading(600, 60, 'sim1');
    await reading(900, 90, 'sim2');
    // the session restarted: its counters start from zero again
    await reading(50, 5, 'sim2');
    expect(meter.slotUsage('sim1')).toMatchObject({ today: { rx: 500, tx: 50 }, month: { rx: 500, tx: 50 }, monthStart: '2026-11-15' });
    expect(meter.slotUsage('sim2')).toMatchObject({ today: { rx: 350, tx: 35 }, monthStart: '2026-11-01' });
    expect(meter.percent('sim1', caps.sim1)).toBe(55);
    expect(meter.percent('sim2', caps.sim2)).toBe(0);
  });

  it('starts a new day at local midnight and a new month on the reset day, keeping the last month', async () => {
    const time = clock('2026-12-14T15:00:00Z');
    const meter = new SimUsageMeter(undefined, time.now);
    await meter.load();
    const reading = (rx: number) => meter.record({ counters: { rx, tx: 0 }, slot: 'sim1', caps, zonename: 'Asia/Shanghai' });
    await reading(0);
    await reading(300);
    expect(meter.slotUsage('sim1')).toMatchObject({ day: '2026-12-14', monthStart: '2026-11-15' });
    time.advance(2 * 3_600_000); // 01:00 on the 15th in Shanghai
    await reading(500);
    expect(meter.slotUsage('sim1')).toMatchObject({ day: '2026-12-15', monthStart: '2026-12-15', today: { rx: 200 }, month: { rx: 200 }, lastMonth: { rx: 300 } });
  });

  it('writes to flash at most every 15 minutes and at a new day, and reads it back after a restart', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sim-usage-'));
    const file = path.join(dir, 'sim-usage.json');
    const time = clock('2026-11-20T10:00:00Z');
    const meter = new SimUsageMeter(file, time.now);
    await meter.load();
    const reading = (rx: number) => meter.record({ counters: { rx, tx: 0 }, slot: 'sim1', caps, zonename: 'UTC' });
    await reading(0);
    await reading(100);
    time.advance(SAVE_EVERY_MS - 1);
    await reading(200);
    await expect(stat(file)).rejects.toThrow();
    time.advance(1);
    await reading(300);
    expect(JSON.parse(await readFile(file, 'utf8')).sim1.month.rx).toBe(300);
    const again = new SimUsageMeter(file, time.now);
    await again.load();
    expect(again.slotUsage('sim1').month.rx).toBe(300);
  });

  it('keeps counting from zero when the file is torn', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sim-usage-'));
    const file = path.join(dir, 'sim-usage.json');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, '{"sim1": {"day": 3'));
    const meter = new SimUsageMeter(file);
    await meter.load();
    expect(meter.slotUsage('sim1').month).toEqual({ rx: 0, tx: 0 });
  });
});
