// Data usage per SIM slot (issue 31.3): the module's byte counters, read every few seconds, each
// step added to the slot in use for today and its billing month. Kept in RAM and written to
// <data>/state/sim-usage.json at most every 15 minutes, at a new day or month and when the daemon
// stops: a router's flash sees about 100 small writes a day; a power cut loses at most the last 15 min.
import { renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../../lib/atomic-write';
import type { SimSlotName } from '@rc/core/platform/platform';
import type { SlotCap } from '@rc/core/settings/data-cap-settings';
import { capPercent, isSlotUsage, type Bytes, type SlotUsage } from '@rc/core/platform/sim-records';
import { dayKey, localDate, periodStart } from './billing-period';

export type { Bytes, SlotUsage };

export interface MeterReading {
  counters: Bytes;
  slot: SimSlotName | 'none';
  caps: Record<SimSlotName, SlotCap>;
  zonename: string;
}

export const SAVE_EVERY_MS = 15 * 60_000;
const slots: SimSlotName[] = ['sim1', 'sim2'];
const zero = (): Bytes => ({ rx: 0, tx: 0 });
const emptySlot = (): SlotUsage => ({ day: '', today: zero(), monthStart: '', month: zero(), lastMonth: zero() });

export class SimUsageMeter {
  private usage: Record<SimSlotName, SlotUsage> = { sim1: emptySlot(), sim2: emptySlot() };
  private last: Bytes | undefined;
  private savedAt = 0;
  private dirty = false;

  constructor(
    private readonly file: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    this.savedAt = this.now();
    if (!this.file) return;
    try {
      const parsed = JSON.parse(await readFile(this.file, 'utf8')) as Partial<Record<SimSlotName, SlotUsage>>;
      for (const slot of slots) if (isSlotUsage(parsed[slot])) this.usage[slot] = parsed[slot];
    } catch {
      // No file yet, or a torn one from before atomic writes: counting starts from zero.
    }
  }

  /** One step: the counters since the last step go to the slot in use; periods roll over. */
  async record(reading: MeterReading): Promise<void> {
    const at = this.now();
    const rolled = slots.map((slot) => this.roll(slot, at, reading.zonename, reading.caps[slot].resetDay)).some(Boolean);
    const step = this.step(reading.counters);
    if (reading.slot !== 'none' && (step.rx > 0 || step.tx > 0)) {
      const usage = this.usage[reading.slot];
      add(usage.today, step);
      add(usage.month, step);
      this.dirty = true;
    }
    if (rolled || (this.dirty && at - this.savedAt >= SAVE_EVERY_MS)) await this.save();
  }

  /** The slot's usage as the day and month stand now. */
  slotUsage(slot: SimSlotName): SlotUsage {
    const usage = this.usage[slot];
    return { ...usage, today: { ...usage.today }, month: { ...usage.month }, lastMonth: { ...usage.lastMonth } };
  }

  /** This month against the cap in percent; 0 without a cap. */
  percent(slot: SimSlotName, cap: SlotCap): number {
    return capPercent(this.usage[slot], cap.capBytes);
  }

  /** The device rebooted: its counters start from zero again. */
  rebooted(): void {
    this.last = undefined;
  }

  async save(): Promise<void> {
    this.savedAt = this.now();
    this.dirty = false;
    if (this.file) await writeFileAtomic(this.file, JSON.stringify(this.usage) + '\n');
  }

  /** The daemon stops: what was counted since the last write lands now (the process may exit next). */
  saveOnStop(): void {
    if (!this.file || !this.dirty) return;
    this.dirty = false;
    try {
      writeFileSync(`${this.file}.tmp`, JSON.stringify(this.usage) + '\n');
      renameSync(`${this.file}.tmp`, this.file);
    } catch {
      // The data folder went away (a factory reset, a test's cleanup): nothing to keep.
    }
  }

  private step(counters: Bytes): Bytes {
    const last = this.last;
    this.last = { ...counters };
    if (!last) return zero();
    // A counter that went back (the session restarted, the module reset) counts from zero.
    const delta = (now: number, before: number) => (now >= before ? now - before : now);
    return { rx: delta(counters.rx, last.rx), tx: delta(counters.tx, last.tx) };
  }

  private roll(slot: SimSlotName, at: number, zonename: string, resetDay: number): boolean {
    const usage = this.usage[slot];
    const day = dayKey(localDate(at, zonename));
    const monthStart = dayKey(periodStart(at, zonename, resetDay));
    let rolled = false;
    if (usage.day !== day) {
      rolled = usage.day !== '';
      usage.day = day;
      usage.today = zero();
    }
    if (usage.monthStart !== monthStart) {
      // A changed reset day starts a new period too; the first one ever has no last month.
      if (usage.monthStart !== '') usage.lastMonth = usage.month;
      rolled ||= usage.monthStart !== '';
      usage.monthStart = monthStart;
      usage.month = zero();
    }
    return rolled;
  }
}

function add(total: Bytes, step: Bytes): void {
  total.rx += step.rx;
  total.tx += step.tx;
}
