// The simulated modem's radio as the SIM in use sees it (issue 42): each slot's SIM is of another
// operator, so it camps on other cells with another signal. One radio: only the SIM in use is
// measured, as on a real module. A test may hold a SIM's RSRP (sim-signal-test-hook.ts).
import type { CellRadio, SimSlotName } from '@rc/core/platform/platform';
import type { RadioSample } from '@rc/core/radio/radio-history';
import { noCellRadio } from '@rc/core/radio/no-radio';
import { hashSeed } from '../../lib/mulberry32';
import { SimRadio } from './sim-radio';
import { readSignalHold } from './sim-signal-test-hook';

export class SimSlotRadio {
  private readonly radios: Record<SimSlotName, SimRadio>;

  constructor(
    seed: number,
    private readonly slotInUse: () => SimSlotName | 'none',
    private readonly testSignalFile?: string,
  ) {
    this.radios = { sim1: new SimRadio(seed), sim2: new SimRadio(hashSeed(seed, 'sim2-radio')) };
  }

  /** The serving cell `t` seconds after boot; no SIM in use, no cell. */
  reading(t: number): CellRadio {
    const slot = this.slotInUse();
    if (slot === 'none') return { ...noCellRadio };
    const radio = this.radios[slot].reading(t);
    const { rsrp } = readSignalHold(this.testSignalFile, slot);
    if (rsrp === undefined) return radio;
    // RSSI = RSRP - RSRQ + 20 dB over 100 resource blocks, as sim-radio.ts derives it
    return { ...radio, rsrp, rssi: Math.round(rsrp - (radio.rsrq ?? -10) + 20) };
  }

  /** The history before the daemon started: the slot in use at start. */
  past(bootTime: number, fromMs: number, toMs: number, stepMs: number): RadioSample[] {
    const slot = this.slotInUse();
    return this.radios[slot === 'none' ? 'sim1' : slot].past(bootTime, fromMs, toMs, stepMs);
  }
}
