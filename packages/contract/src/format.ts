// Spec section 9: signal levels and byte formatting for the console's widgets; pure, so testable here.
import { Limits } from './constants';

export type SignalLevel = 1 | 2 | 3 | 4;

// Spec 9 thresholds, strongest first: a value above the threshold earns the level.
const DBM_THRESHOLDS = [-50, -70, -85] as const;
const POSITIVE_THRESHOLDS = [50, 30, 15] as const;

/**
 * Four bars from a signal reading. Negative values are dBm; positive values are a strength
 * on the modem's own scale, with spec 9's separate thresholds. 0 is what modems report
 * when they have no reading, so it takes the positive scale and shows one bar, not four.
 */
export function signalLevel(value: number): SignalLevel {
  if (!Number.isFinite(value)) return 1;
  const thresholds = value < 0 ? DBM_THRESHOLDS : POSITIVE_THRESHOLDS;
  const passed = thresholds.findIndex((threshold) => value > threshold);
  return passed === -1 ? 1 : ((4 - passed) as SignalLevel);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Base 1024 (spec 9), units B KB MB GB TB: 1536 -> '1.50 KB'.
 * Whole bytes have no decimals ('512 B'); a value that rounds up to 1024 moves to the next
 * unit ('1.00 MB', never '1024.00 KB'); TB is the largest unit. A negative or non-finite
 * count, which a counter never holds, shows as '0 B'.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const base = Limits.byteBase;
  const largest = BYTE_UNITS.length - 1;
  let unit = 0;
  let value = bytes;
  while (value >= base && unit < largest) {
    value /= base;
    unit += 1;
  }
  let text = unit === 0 ? String(Math.round(value)) : value.toFixed(decimals);
  if (Number(text) >= base && unit < largest) {
    value /= base;
    unit += 1;
    text = value.toFixed(decimals);
  }
  return `${text} ${BYTE_UNITS[unit]}`;
}

/** A transfer rate in bytes per second: 1536 -> '1.50 KB/s'. */
export function formatRate(bytesPerSecond: number, decimals = 2): string {
  return `${formatBytes(bytesPerSecond, decimals)}/s`;
}

// Uptimes and lease times have their own module so that the console's login page loads them
// without the rest (and without the constants this module reads).
export { formatDuration, type DurationParts } from './duration';

/**
 * A byte chart's y axis at round numbers (issue 30.13): 0 and steps of 1, 2 or 5 x 10^n in one
 * unit, the unit in which `max` holds at least `count` steps, up to the first tick at or above it.
 */
export function byteAxis(max: number, count = 4): { ticks: number[]; label: (bytes: number) => string } {
  const base = Limits.byteBase;
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && max / base ** (unit + 1) >= count) unit += 1;
  const size = base ** unit;
  const rough = Math.max(max / size / count, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5].find((n) => n * power >= rough) ?? 10) * power * size;
  const ticks = [0];
  while (ticks[ticks.length - 1]! < max) ticks.push(ticks.length * step);
  return { ticks, label: (bytes) => `${bytes / size} ${BYTE_UNITS[unit]}` };
}

/** The same for a rate chart: the ticks of byteAxis, labelled per second. */
export function rateAxis(max: number, count = 4): { ticks: number[]; label: (bytesPerSecond: number) => string } {
  const axis = byteAxis(max, count);
  return { ticks: axis.ticks, label: (bytesPerSecond) => `${axis.label(bytesPerSecond)}/s` };
}
