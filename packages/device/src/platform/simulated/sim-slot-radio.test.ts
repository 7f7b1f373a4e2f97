import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimSlotName } from '@rc/core/platform/platform';
import { SimSlotRadio } from './sim-slot-radio';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('SimSlotRadio', () => {
  it('measures only the SIM in use: each slot camps on its own cells', () => {
    let slot: SimSlotName | 'none' = 'sim1';
    const radio = new SimSlotRadio(42, () => slot);
    const first = radio.reading(600);
    slot = 'sim2';
    const second = radio.reading(600);
    expect(second.cellId).not.toBe(first.cellId);
    slot = 'none';
    expect(radio.reading(600)).toMatchObject({ technology: 'none', rsrp: null });
  });

  it("holds a SIM's RSRP as a test's file says, and ignores a torn or absurd file", () => {
    const dir = mkdtempSync(join(tmpdir(), 'slot-radio-'));
    dirs.push(dir);
    const file = join(dir, 'signal.json');
    const radio = new SimSlotRadio(42, () => 'sim1', file);
    writeFileSync(file, JSON.stringify({ sim1: { rsrp: -112 } }));
    expect(radio.reading(60).rsrp).toBe(-112);
    writeFileSync(file, JSON.stringify({ sim1: { rsrp: 12 } }));
    expect(radio.reading(60).rsrp).not.toBe(12);
    writeFileSync(file, '{"sim1": {"rsrp": -1');
    expect(radio.reading(60).rsrp).toBeLessThan(-70);
  });
});
