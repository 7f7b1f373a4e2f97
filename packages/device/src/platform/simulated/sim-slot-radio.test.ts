import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimSlotName } from '@rc/core/platform/platform';
import { SimSlotRadio } from './sim-slot-radio';
import { readSignalHold } from './sim-signal-test-hook';

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

describe('readSignalHold', () => {
  it("takes a test's slot state and leaves out what is no state", () => {
    const dir = mkdtempSync(join(tmpdir(), 'slot-hold-'));
    dirs.push(dir);
    const file = join(dir, 'signal.json');
    writeFileSync(file, JSON.stringify({ sim1: { state: 'absent' }, sim2: { state: 'broken', rsrp: -90 } }));
    expect(readSignalHold(file, 'sim1')).toEqual({ state: 'absent' });
    expect(readSignalHold(file, 'sim2')).toEqual({ rsrp: -90 });
    expect(readSignalHold(undefined, 'sim1')).toEqual({});
  });
});
