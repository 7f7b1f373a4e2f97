// The quality word and colour of each LTE/NR reading. One table, used by the 3G/4G tab, the home
// page's 4G card and the history chart's bands. The thresholds are the ones 4G-router makers
// publish for their owners: Teltonika Networks wiki, "Mobile Signal Strength Recommendations"
// (wiki.teltonika-networks.com/view/Mobile_Signal_Strength_Recommendations), the LTE table:
//   RSRP  >= -80 excellent, -80..-90 good, -90..-100 fair (mid cell), < -100 poor (cell edge) [dBm]
//   RSRQ  >= -10 excellent, -10..-15 good, -15..-20 fair, < -20 poor                         [dB]
//   SINR  >= 20 excellent, 13..20 good, 0..13 fair, < 0 poor                                 [dB]
//   RSSI  > -65 excellent, -65..-75 good, -75..-85 fair, < -85 poor                          [dBm]
// A value on a boundary takes the better word (RSRP -80 is excellent, -90 good).
export const RadioQualities = ['excellent', 'good', 'fair', 'poor'] as const;
export type RadioQuality = (typeof RadioQualities)[number];

export const RadioMetrics = ['rsrp', 'rsrq', 'sinr', 'rssi'] as const;
export type RadioMetric = (typeof RadioMetrics)[number];

/** The lowest value of excellent, good and fair; below the last is poor. */
export const radioThresholds: Readonly<Record<RadioMetric, readonly [number, number, number]>> = {
  rsrp: [-80, -90, -100],
  rsrq: [-10, -15, -20],
  sinr: [20, 13, 0],
  // Teltonika's RSSI row reads "> -65" for excellent: -65 itself is good.
  rssi: [-64.9, -75, -85],
};

/** The word for a reading; undefined when the modem gave none. */
export function radioQuality(metric: RadioMetric, value: number | null | undefined): RadioQuality | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
  const index = radioThresholds[metric].findIndex((lowest) => value >= lowest);
  return RadioQualities[index === -1 ? 3 : index];
}
