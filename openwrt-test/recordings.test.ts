// Recordings are the CI's truth (issue 40.3): the router build's reads (recorded-ops.ts) run
// against OpenWrt's real programs, each ubus call kept with its answer. `npm run record:openwrt`
// (OPENWRT_RECORD=1) writes them to openwrt-test/recordings/, which the device tests replay
// (recorded-ops.test.ts); otherwise this test fails where the real programs no longer answer as
// recorded, naming the op, so that the recordings are made again on purpose.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callKey, readRecordedBus, readRecordedOps, recordingsDir, type RecordedCall, type RecordedOp } from '../packages/device/test-support/recorded-calls';
import { opsToRecord, runRecordedOp } from '../packages/router/recorded-ops';
import { rootPassword, startConsoleStack } from './console-support';
import { recordingConfigs, recordingReal } from './recording-router';
import type { OpenWrtStack } from './stack';
import { busObjects, standInObjects, standInPrograms, tapFetch } from './ubus-tap';

const tools = inject('openwrtTools');

const recording = process.env.OPENWRT_RECORD === '1';

/**
 * Sorted by object, method and arguments, the same call's answers in the order they came; a call
 * repeated with the same answer kept once (how often a handler asks again depends on timing: the
 * CPU meter's second sample).
 */
function sortedCalls(calls: RecordedCall[]): RecordedCall[] {
  const keyed = calls.map((call, index) => ({ call, key: callKey(call.object, call.method, call.args), index }));
  const sorted = keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index)).map(({ call }) => call);
  return sorted.filter((call, index) => index === 0 || JSON.stringify(call) !== JSON.stringify(sorted[index - 1]));
}

/** An op's answer and calls without what the calls answered, beside their status. */
const outline = ({ op, input, answer, calls }: RecordedOp) => ({ op, input, answer, calls: calls.map(({ result, ...call }) => ({ ...call, answered: result !== undefined })) });

const json = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;

describe.skipIf(!tools)('the router build on the real programs, call by call', () => {
  let stack: OpenWrtStack;
  beforeAll(async () => {
    stack = await startConsoleStack(tools!, recordingConfigs(), { real: recordingReal(tools!) });
  });
  afterAll(() => stack?.stop());

  it(recording ? 'records every read the console makes' : 'answers every read as openwrt-test/recordings/ holds', async () => {
    const session = await stack.login(rootPassword);
    const made = new Map<string, RecordedOp[]>();
    for (const [file, entries] of await opsToRecord()) {
      const ops: RecordedOp[] = [];
      for (const entry of entries) {
        const calls: RecordedCall[] = [];
        const { answer } = await runRecordedOp(tapFetch(stack.url, session, calls), session, entry);
        // by call, not by the order concurrent calls happened to finish in (the replay looks calls up)
        ops.push({ ...entry, answer, calls: sortedCalls(calls) });
      }
      made.set(file, ops);
    }
    const bus = { objects: await busObjects(stack.url), real: stack.real, standIns: standInObjects(stack.root), standInPrograms: standInPrograms(stack.root, stack.real) };
    if (recording) {
      mkdirSync(recordingsDir, { recursive: true });
      writeFileSync(join(recordingsDir, 'bus.json'), json(bus));
      for (const [file, ops] of made) writeFileSync(join(recordingsDir, file), json(ops));
      return;
    }
    expect(bus, 'the bus differs from bus.json: npm run record:openwrt').toEqual(readRecordedBus());
    // what the console asked and how each call went; results hold the machine's own tables and
    // counters (recorded-calls.ts), which the device tests hold the console to
    const recorded = readRecordedOps();
    expect([...made.keys()]).toEqual([...recorded.keys()]);
    for (const [file, ops] of made) expect(ops.map(outline), `${file}: the real programs answer otherwise now (npm run record:openwrt)`).toEqual(recorded.get(file)!.map(outline));
  }, 600_000);
});
