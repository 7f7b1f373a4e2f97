// The realtime graphs' window (issue 32.4): the samples kept, and the chart series they give. Rates
// and CPU use are changes between two neighbouring samples; across a gap (the page hidden, paused,
// the device not answering) there is none, and every line breaks there.
import type { OpOutput } from '@rc/contract/op';
import type { get_realtime_sample } from '@rc/contract/ops/system/realtime';

export type RealtimeSample = OpOutput<typeof get_realtime_sample>;
export type WifiBand = RealtimeSample['wifiClients'][number]['band'];

export interface KeptSample {
  sample: RealtimeSample;
  /** the first sample after polling stopped or a call failed: no rate to the one before */
  afterGap: boolean;
}

type Line = (number | null)[];

export interface InterfaceSeries {
  /** the Linux device: one series per device, whatever its role */
  device: string;
  name: string;
  ssid: string;
  rx: Line;
  tx: Line;
}

export interface RealtimeSeries {
  /** uPlot's x: seconds */
  time: number[];
  /** CPU use in percent */
  cpu: Line;
  /** the 1-minute load average */
  load: Line;
  memUsed: Line;
  memTotal: number;
  conntrack: Line;
  /** the newest sample's limit; undefined where the device tracks no connections */
  conntrackMax: number | undefined;
  clients: { band: WifiBand; values: Line }[];
  interfaces: InterfaceSeries[];
}

const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

/**
 * The answer as a sample, what is missing or of another type as nothing (issue 19.2: an older
 * firmware, a field gone); undefined without a time, which no point can be drawn at.
 */
export function usableSample(answer: unknown): RealtimeSample | undefined {
  const body = record(answer);
  const time = number(body.time);
  if (time === undefined) return undefined;
  const cpu = record(body.cpu);
  const conntrack = record(body.conntrack);
  const load = Array.isArray(body.load) ? body.load.map((value) => number(value) ?? 0) : [];
  const [count, max] = [number(conntrack.count), number(conntrack.max)];
  return {
    time,
    cpu: { busy: number(cpu.busy) ?? 0, total: number(cpu.total) ?? 0 },
    load: [load[0] ?? 0, load[1] ?? 0, load[2] ?? 0],
    memTotal: number(body.memTotal) ?? 0,
    memUsed: number(body.memUsed) ?? 0,
    conntrack: count === undefined || max === undefined ? null : { count, max },
    interfaces: rows(body.interfaces)
      .filter((row) => typeof row.device === 'string' && row.device !== '')
      .map((row) => ({
        name: String(row.name ?? row.device),
        device: String(row.device),
        ssid: typeof row.ssid === 'string' ? row.ssid : '',
        up: row.up === true,
        rxBytes: number(row.rxBytes) ?? 0,
        txBytes: number(row.txBytes) ?? 0,
      })),
    wifiClients: rows(body.wifiClients).flatMap((row) => (row.band === '2g' || row.band === '5g' ? [{ band: row.band, clients: number(row.clients) ?? 0 }] : [])),
  };
}

/** The samples of the last `spanMs` before the newest, oldest first. */
export function keepWindow(kept: readonly KeptSample[], next: KeptSample, spanMs: number): KeptSample[] {
  const from = next.sample.time - spanMs;
  return [...kept.filter((entry) => entry.sample.time >= from && entry.sample.time < next.sample.time), next];
}

/** Change per second of a counter between two samples; none when it went back (a reboot, a wrap). */
function perSecond(before: number, after: number, seconds: number): number | null {
  return seconds > 0 && after >= before ? Math.round((after - before) / seconds) : null;
}

function cpuUse(before: RealtimeSample, after: RealtimeSample): number | null {
  const total = after.cpu.total - before.cpu.total;
  const busy = after.cpu.busy - before.cpu.busy;
  return total > 0 && busy >= 0 ? Math.round((busy / total) * 1000) / 10 : null;
}

/** Every device of the window, in the order the newest sample that has it lists it. */
function devicesOf(kept: readonly KeptSample[]): RealtimeSample['interfaces'] {
  const byDevice = new Map<string, RealtimeSample['interfaces'][number]>();
  for (const { sample } of kept) for (const row of sample.interfaces) byDevice.set(row.device, row);
  return [...byDevice.values()];
}

function bandsOf(kept: readonly KeptSample[]): WifiBand[] {
  const bands = new Set<WifiBand>();
  for (const { sample } of kept) for (const { band } of sample.wifiClients) bands.add(band);
  return [...bands].sort();
}

export function realtimeSeries(kept: readonly KeptSample[]): RealtimeSeries {
  const newest = kept.at(-1)?.sample;
  const series: RealtimeSeries = {
    time: [],
    cpu: [],
    load: [],
    memUsed: [],
    memTotal: newest?.memTotal ?? 0,
    conntrack: [],
    conntrackMax: newest?.conntrack?.max,
    clients: bandsOf(kept).map((band) => ({ band, values: [] })),
    interfaces: devicesOf(kept).map(({ device, name, ssid }) => ({ device, name, ssid, rx: [], tx: [] })),
  };
  kept.forEach(({ sample, afterGap }, i) => {
    const previous = i > 0 && !afterGap ? kept[i - 1]?.sample : undefined;
    // A break: one empty point between the two, so that uPlot draws no line across the gap.
    if (i > 0 && afterGap) pushBreak(series, ((kept[i - 1]?.sample.time ?? sample.time) + sample.time) / 2);
    pushSample(series, sample, previous);
  });
  return series;
}

function pushBreak(series: RealtimeSeries, timeMs: number): void {
  series.time.push(timeMs / 1000);
  for (const line of [series.cpu, series.load, series.memUsed, series.conntrack]) line.push(null);
  for (const { values } of series.clients) values.push(null);
  for (const row of series.interfaces) {
    row.rx.push(null);
    row.tx.push(null);
  }
}

function pushSample(series: RealtimeSeries, sample: RealtimeSample, previous: RealtimeSample | undefined): void {
  series.time.push(sample.time / 1000);
  series.cpu.push(previous ? cpuUse(previous, sample) : null);
  series.load.push(sample.load[0]);
  series.memUsed.push(sample.memUsed);
  series.conntrack.push(sample.conntrack?.count ?? null);
  for (const { band, values } of series.clients) values.push(sample.wifiClients.find((entry) => entry.band === band)?.clients ?? null);
  const seconds = previous ? (sample.time - previous.time) / 1000 : 0;
  for (const row of series.interfaces) {
    const now = sample.interfaces.find((entry) => entry.device === row.device);
    const before = previous?.interfaces.find((entry) => entry.device === row.device);
    row.rx.push(now && before ? perSecond(before.rxBytes, now.rxBytes, seconds) : null);
    row.tx.push(now && before ? perSecond(before.txBytes, now.txBytes, seconds) : null);
  }
}

/** The newest value of a line that has one. */
export function newestValue(line: Line): number | null {
  for (let i = line.length - 1; i >= 0; i--) if (line[i] !== null && line[i] !== undefined) return line[i] ?? null;
  return null;
}
