// The radio's last 24 hours (issue 31.2): one sample a minute kept in memory, and a bounded copy
// that outlives a restart, written rarely: the daemon's data folder (flash: once an hour, and when
// the daemon stops). On OpenWrt the package's SIM watch service keeps the same history and copy
// (simwatch.uc; router-radio-history.ts reads it), not the browser. Browser-safe: no Node APIs.
import { RadioTechnologies, type RadioTechnology } from '@rc/contract/ops/network/radio-technologies';
import type { CellRadio } from '../platform/cell-types';

export interface RadioSample {
  /** epoch ms */
  time: number;
  rsrp: number | null;
  rsrq: number | null;
  sinr: number | null;
  technology: RadioTechnology;
  cellId: number | null;
}

/** Where the copy lives: `kept` names it for the page. */
export interface HistoryCopy {
  readonly kept: 'flash';
  /** How often it is written: rarely on flash (wear), more often in RAM. */
  readonly writeEveryMs: number;
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

export interface RadioHistoryOptions {
  read: () => Promise<CellRadio | undefined>;
  copy?: HistoryCopy;
  now?: () => number;
  /** What the radio was before the first sample, where the platform can tell (the simulated router). */
  past?: (fromMs: number, toMs: number, stepMs: number) => RadioSample[];
  onError?: (err: unknown) => void;
}

export const SAMPLE_EVERY_MS = 60_000;
export const HISTORY_SPAN_MS = 24 * 3_600_000;
/** One day of minutes: the most samples held and written. */
export const MAX_SAMPLES = HISTORY_SPAN_MS / SAMPLE_EVERY_MS;
/** A copy on flash is written at most this often (wear): 24 small writes a day. */
export const FLASH_WRITE_EVERY_MS = 3_600_000;

/** The radio's history as a platform keeps it: the op reads these. */
export interface RadioHistoryReader {
  readonly kept: 'flash' | 'memory';
  /** The samples of the last 24 h, oldest first. */
  lastDay(): Promise<readonly RadioSample[]>;
}

export class RadioHistory implements RadioHistoryReader {
  private list: RadioSample[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private started: Promise<void> | undefined;
  private stopped = false;
  private lastWrite = 0;
  private readonly now: () => number;

  constructor(private readonly options: RadioHistoryOptions) {
    this.now = options.now ?? Date.now;
  }

  get kept(): 'flash' | 'memory' {
    return this.options.copy?.kept ?? 'memory';
  }

  /** Loads the copy, fills the gap the platform can tell, takes a first sample and samples every minute. */
  start(): Promise<void> {
    this.started ??= this.begin();
    return this.started;
  }

  private async begin(): Promise<void> {
    this.list = await this.loadCopy();
    this.lastWrite = this.now();
    const newest = this.list[this.list.length - 1];
    const from = Math.max(newest ? newest.time + SAMPLE_EVERY_MS : 0, this.now() - HISTORY_SPAN_MS);
    if (this.options.past) this.list.push(...this.options.past(from, this.now() - SAMPLE_EVERY_MS, SAMPLE_EVERY_MS));
    await this.sample();
    // Stopped while loading (the daemon stopped at once): no timer outlives the stop.
    if (this.stopped) return;
    this.timer = setInterval(() => void this.sample().catch(this.options.onError ?? (() => undefined)), SAMPLE_EVERY_MS);
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Takes one sample now; writes the copy when it is due. */
  async sample(): Promise<void> {
    const radio = await this.options.read();
    const time = this.now();
    this.list.push(
      radio
        ? { time, rsrp: radio.rsrp, rsrq: radio.rsrq, sinr: radio.sinr, technology: radio.technology, cellId: radio.cellId }
        : { time, rsrp: null, rsrq: null, sinr: null, technology: 'none', cellId: null },
    );
    this.trim();
    const copy = this.options.copy;
    if (copy && time - this.lastWrite >= copy.writeEveryMs) await this.flush();
  }

  /** The samples of the last 24 h, oldest first. */
  samples(): readonly RadioSample[] {
    this.trim();
    return this.list;
  }

  /** RadioHistoryReader: the first read starts the sampling. */
  async lastDay(): Promise<readonly RadioSample[]> {
    await this.start();
    return this.samples();
  }

  async flush(): Promise<void> {
    if (!this.options.copy) return;
    this.lastWrite = this.now();
    await this.options.copy.write(JSON.stringify({ version: 1, samples: this.list }));
  }

  /** Stops sampling and writes the copy once more (the daemon stops; the router reboots). */
  async stop(): Promise<void> {
    this.stopped = true;
    // A start still loading finishes first, so that its writes land before this last one.
    await this.started?.catch(() => undefined);
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.started) await this.flush().catch(this.options.onError ?? (() => undefined));
  }

  private trim(): void {
    const oldest = this.now() - HISTORY_SPAN_MS;
    let drop = 0;
    while (drop < this.list.length && (this.list[drop]?.time ?? 0) < oldest) drop++;
    drop = Math.max(drop, this.list.length - MAX_SAMPLES);
    if (drop > 0) this.list.splice(0, drop);
  }

  private async loadCopy(): Promise<RadioSample[]> {
    return parseHistoryCopy(await this.options.copy?.read().catch(() => undefined), this.now());
  }
}

/**
 * A copy as written ({version: 1, samples}: the daemon's file, the router's SIM watch service's):
 * the samples up to `now`, oldest first, at most a day of minutes. A damaged or foreign file, or
 * none, is no history, never a failure.
 */
export function parseHistoryCopy(text: string | undefined, now: number): RadioSample[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const samples = (parsed as { samples?: unknown } | null)?.samples;
    if (!Array.isArray(samples)) return [];
    return samples.filter(isSample).filter((s) => s.time <= now).sort((a, b) => a.time - b.time).slice(-MAX_SAMPLES);
  } catch {
    return [];
  }
}

const reading = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function isSample(value: unknown): value is RadioSample {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.time === 'number' &&
    Number.isFinite(s.time) &&
    reading(s.rsrp) &&
    reading(s.rsrq) &&
    reading(s.sinr) &&
    reading(s.cellId) &&
    RadioTechnologies.includes(s.technology as RadioTechnology)
  );
}
