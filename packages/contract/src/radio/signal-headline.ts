// Issue 42.2: one answer to "how is my signal". The home page's 4G card, the 3G/4G tab's state and
// its radio panel show this one value with its quality word, and the SIM failover compares it:
// RSRP where the modem reports it (LTE, 5G NSA's LTE anchor, 5G SA's NR cell), else RSSI (WCDMA,
// GSM), graded by the one table of radio-quality.ts. Never a value mapped from ModemManager's
// signal percentage (a CSQ-scale guess that disagrees with the RSRP the panel shows).
import { radioQuality, type RadioQuality } from './radio-quality';

export const HeadlineMetrics = ['rsrp', 'rssi'] as const;
export type HeadlineMetric = (typeof HeadlineMetrics)[number];

export interface SignalHeadline {
  metric: HeadlineMetric;
  /** dBm */
  value: number;
  quality: RadioQuality;
}

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The headline of a reading; undefined when the modem reports neither RSRP nor RSSI. */
export function signalHeadline(reading: { rsrp: number | null | undefined; rssi: number | null | undefined }): SignalHeadline | undefined {
  const metric: HeadlineMetric | undefined = usable(reading.rsrp) ? 'rsrp' : usable(reading.rssi) ? 'rssi' : undefined;
  if (!metric) return undefined;
  const value = reading[metric] as number;
  return { metric, value, quality: radioQuality(metric, value) ?? 'poor' };
}

/** Four bars for the four words: excellent 4 ... poor 1 (spec 9's four levels). */
export const qualityBars: Readonly<Record<RadioQuality, 1 | 2 | 3 | 4>> = { excellent: 4, good: 3, fair: 2, poor: 1 };
