// Tests only (--test-sim-signal-file, docs/flags.md): a JSON file a browser test writes to hold a
// SIM's RSRP or take it out of its slot, read at every reading, so that the SIM failover's
// scenarios (issue 42.1) play on the simulated router in seconds:
//   { "sim1": { "rsrp": -112 }, "sim2": { "rsrp": -85, "state": "absent" } }
// Anything else in it is ignored; a missing or torn file holds nothing.
import { readFileSync } from 'node:fs';
import type { SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';

export interface SlotSignalHold {
  rsrp?: number;
  state?: SimSlotStatus['state'];
}

const states: readonly string[] = ['absent', 'pin_required', 'ready'];

export function readSignalHold(file: string | undefined, slot: SimSlotName | 'none'): SlotSignalHold {
  if (!file || slot === 'none') return {};
  let entry: unknown;
  try {
    entry = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[slot];
  } catch {
    return {};
  }
  if (entry === null || typeof entry !== 'object') return {};
  const { rsrp, state } = entry as Record<string, unknown>;
  return {
    ...(typeof rsrp === 'number' && rsrp >= -140 && rsrp <= -44 ? { rsrp } : {}),
    ...(typeof state === 'string' && states.includes(state) ? { state: state as SimSlotStatus['state'] } : {}),
  };
}
