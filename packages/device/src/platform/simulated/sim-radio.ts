// The simulated modem's radio (issue 31.1, 31.2): a few neighbouring cells of the seed's operator,
// a handover every one to three hours, and RSRP / RSRQ / SINR drifting on slow seeded waves. Like
// the rest of the simulated router, a function of (seed, seconds since boot).
import type { CellRadio } from '@rc/core/platform/platform';
import type { RadioSample } from '@rc/core/radio/radio-history';
import { hashSeed, mulberry32, randomInt, type Random } from '../../lib/mulberry32';
import { lteBand, nrBand } from '@rc/core/radio/radio-bands';
import { seededWave, type Wave } from './wave';

interface SimCell {
  earfcn: number;
  /** the NR leg's NR-ARFCN on a 5G NSA cell */
  nrArfcn: number | null;
  cellId: number;
  pci: number;
  tac: number;
  /** the RSRP the waves wander around, dBm */
  baseRsrp: number;
  /** how loaded the cell is: lowers RSRQ and SINR */
  load: number;
}

// Channels Chinese operators use: B3 1650 and 1825, B1 100, B8 3590, B40 38950, B41 40936.
const earfcns = [1650, 1825, 100, 3590, 38950, 40936];
// 5G NSA legs: n78 at 3.5 GHz, n41 at 2.5 GHz.
const nrArfcns = [627264, 633984, 504990];
const HANDOVER_MIN_S = 3_600;
const HANDOVER_SPAN_S = 7_200;

export class SimRadio {
  private readonly cells: SimCell[];
  private readonly rsrpWave: Wave;
  private readonly rsrqWave: Wave;
  private readonly sinrWave: Wave;
  private readonly handovers: number[] = [0];
  private readonly cellOfStretch = new Map<number, SimCell>();
  private readonly seed: number;

  constructor(seed: number) {
    this.seed = seed;
    const random = mulberry32(hashSeed(seed, 'radio-cells'));
    const tac = randomInt(random, 10_000, 65_000);
    const enb = randomInt(random, 100_000, 900_000);
    this.cells = [0, 1, 2].map((n) => simCell(random, tac, enb + n * randomInt(random, 1, 40), n));
    this.rsrpWave = seededWave(seed, 'radio-rsrp', 300, 5_400);
    this.rsrqWave = seededWave(seed, 'radio-rsrq', 120, 2_400);
    this.sinrWave = seededWave(seed, 'radio-sinr', 90, 1_800);
  }

  /** The serving cell `t` seconds after boot: handovers at seeded times, one to three hours apart. */
  private cellAt(t: number): SimCell {
    const times = this.handovers;
    if ((times[times.length - 1] ?? 0) <= t) {
      const random = mulberry32(hashSeed(this.seed, 'radio-handovers'));
      while ((times[times.length - 1] ?? 0) <= t) times.push((times[times.length - 1] ?? 0) + HANDOVER_MIN_S + random() * HANDOVER_SPAN_S);
    }
    const index = times.findIndex((at) => at > t) - 1;
    // Each stretch's cell worked out once: the 24 h history at start reads 1,440 samples, and
    // hashing two keys for each made V8 page in its optimising compiler (3.7 MB, issue 41.5).
    let cell = this.cellOfStretch.get(index);
    if (!cell) {
      // Mostly the home cell (index 0), now and then a neighbour.
      const roll = mulberry32(hashSeed(this.seed, `radio-cell-${index}`))();
      cell = this.cells[roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2] ?? this.cells[0]!;
      this.cellOfStretch.set(index, cell);
    }
    return cell;
  }

  reading(t: number): CellRadio {
    const cell = this.cellAt(t);
    const rsrp = round1(cell.baseRsrp + 7 * this.rsrpWave.at(t));
    const rsrq = round1(Math.max(-19.5, -7 - 3 * cell.load + 3 * this.rsrqWave.at(t)));
    const sinr = round1(Math.min(30, 14 - 8 * cell.load + 9 * this.sinrWave.at(t) + (rsrp + 90) / 4));
    // RSRQ = N * RSRP / RSSI over N resource blocks: 100 at 20 MHz, so RSSI = RSRP - RSRQ + 20 dB.
    const rssi = Math.round(rsrp - rsrq + 20);
    return {
      technology: cell.nrArfcn === null ? 'lte' : 'nr5g_nsa',
      band: lteBand(cell.earfcn),
      arfcn: cell.earfcn,
      nrBand: nrBand(cell.nrArfcn),
      nrArfcn: cell.nrArfcn,
      cellId: cell.cellId,
      pci: cell.pci,
      tac: cell.tac,
      rsrp,
      rsrq,
      sinr,
      rssi,
    };
  }

  /** Samples from `fromMs` to `toMs`, for a router that was up before the daemon sampled it. */
  past(bootTime: number, fromMs: number, toMs: number, stepMs: number): RadioSample[] {
    const samples: RadioSample[] = [];
    const first = Math.max(fromMs, bootTime);
    for (let time = first - ((first - bootTime) % stepMs) + stepMs; time <= toMs; time += stepMs) {
      const { rsrp, rsrq, sinr, technology, cellId } = this.reading((time - bootTime) / 1000);
      samples.push({ time, rsrp, rsrq, sinr, technology, cellId });
    }
    return samples;
  }
}

function simCell(random: Random, tac: number, enb: number, n: number): SimCell {
  const earfcn = earfcns[randomInt(random, 0, earfcns.length - 1)] ?? 1650;
  // One seed in three has a 5G NSA leg on its home cell.
  const nsa = n === 0 && random() < 1 / 3;
  return {
    earfcn,
    nrArfcn: nsa ? (nrArfcns[randomInt(random, 0, nrArfcns.length - 1)] ?? null) : null,
    // 28-bit E-UTRAN cell identity: eNodeB id and sector.
    cellId: enb * 256 + randomInt(random, 1, 3),
    pci: randomInt(random, 0, 503),
    tac,
    baseRsrp: n === 0 ? -84 - randomInt(random, 0, 8) : -95 - randomInt(random, 0, 8),
    load: random(),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
