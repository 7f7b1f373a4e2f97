// The simulator's weaker signal (issue 42.3): the cell as before, received `db` dB lower, as behind
// a wall or further away. RSRP and RSSI drop by it; against the same noise and interference SINR
// drops by it too, and RSRQ a little as noise takes a larger share of the RSSI.
import type { CellRadio } from '@rc/core/platform/platform';

// 3GPP TS 36.133's reporting ranges: SINR is not reported below -20 dB, RSRQ below -19.5 dB.
const SINR_FLOOR = -20;
const RSRQ_FLOOR = -19.5;

export function weakenedRadio(radio: CellRadio, db: number): CellRadio {
  if (db === 0) return radio;
  const less = (value: number | null, by: number, floor = -Infinity) => (value === null ? null : round1(Math.max(floor, value - by)));
  return {
    ...radio,
    rsrp: less(radio.rsrp, db),
    rssi: radio.rssi === null ? null : Math.round(radio.rssi - db),
    sinr: less(radio.sinr, db, SINR_FLOOR),
    rsrq: less(radio.rsrq, db / 4, RSRQ_FLOOR),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
