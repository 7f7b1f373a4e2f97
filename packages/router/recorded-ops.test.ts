// The router build's reads against what OpenWrt's real programs answered (openwrt-test/recordings/,
// `npm run record:openwrt`): each op runs in a console of its own over a bus that replays its
// recorded calls as uhttpd would answer them, and must make no call without a recording, leave
// none unmade, and answer as it did on the real programs. Edited copies of recordings show each
// of those checks failing.
import { describe, expect, it } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { ops } from '@rc/contract/registry';
import { JsonRpcUbus } from './src/ubus/json-rpc-ubus';
import { UbusCallError, UbusStatus, objectNotFound } from './src/ubus/ubus';
import { readRecordedBus, readRecordedOps, replayFetch, type RecordedBus, type RecordedOp } from '../device/test-support/recorded-calls';
import { runRecordedOp } from './recorded-ops';

/** the session id the replayed console carries (any id: recordings hold `<session>`) */
const session = 'c0ffee00c0ffee00c0ffee00c0ffee00';

const bus = readRecordedBus();
const files = readRecordedOps();

/** Where the console and a recording disagree: calls it made that none records, recorded calls it did not make, another answer. */
async function disagreements(recorded: RecordedOp, onBus: RecordedBus = bus): Promise<string[]> {
  const replay = replayFetch(recorded.calls, onBus, session);
  const ran = await runRecordedOp(replay.fetch, session, recorded).catch((error: unknown) => ({ answer: { threw: String(error) }, body: {} as Record<string, unknown> }));
  const { answer, body } = ran;
  // the contract's output schema, as the daemon's dispatcher checks it in tests (checkOutputs)
  const output = body.code === '1' ? (ops as unknown as Record<string, OpDef>)[recorded.op]!.output.safeParse(body) : undefined;
  return [
    ...(output && !output.success ? [`answer refused by the contract: ${output.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`] : []),
    ...replay.unrecorded.map((call) => call.message),
    ...replay.unused().map((call) => `recorded but not made: ${call.object}.${call.method} ${JSON.stringify(call.args)}`),
    ...(JSON.stringify(answer) === JSON.stringify(recorded.answer) ? [] : [`answered ${JSON.stringify(answer)}, on the real programs ${JSON.stringify(recorded.answer)}`]),
  ];
}

describe("the router build over the real programs' recorded answers", () => {
  for (const [file, recordedOps] of files) {
    describe(file, () => {
      for (const recorded of recordedOps) {
        it(`${recorded.op} ${JSON.stringify(recorded.input)} makes the recorded calls and answers as on the real programs`, async () => {
          expect(await disagreements(recorded)).toEqual([]);
        });
      }
    });
  }
});

/** A copy of a recorded op to edit. */
function copyOf(file: string, op: string): RecordedOp {
  return structuredClone(files.get(file)!.find((recorded) => recorded.op === op)!);
}

const isUciGet = (config: string) => (call: RecordedOp['calls'][number]) => call.object === 'uci' && call.method === 'get' && call.args.config === config;

describe('an edited recording fails the test', () => {
  it('when rpcd is recorded answering the LAN read with a network config that has no lan section', async () => {
    const lan = copyOf('network-lan.json', 'get_lan_config');
    const read = lan.calls.find(isUciGet('network'))!;
    delete (read.result as { values: Record<string, unknown> }).values.lan;
    expect(await disagreements(lan)).toEqual([expect.stringMatching(/^answered .*"code":"-/)]);
  });

  it('when rpcd is recorded answering NOT_FOUND for the network config', async () => {
    const lan = copyOf('network-lan.json', 'get_lan_config');
    const read = lan.calls.find(isUciGet('network'))!;
    delete read.result;
    read.status = UbusStatus.notFound;
    expect(await disagreements(lan)).toEqual([expect.stringMatching(/^answered .*"code":"-/)]);
  });

  it('when a call the console makes is missing from the recording', async () => {
    const lan = copyOf('network-lan.json', 'get_lan_config');
    lan.calls = lan.calls.filter((call) => !isUciGet('network')(call));
    expect(await disagreements(lan)).toContainEqual(expect.stringContaining('no recording of ubus uci.get {"config":"network"}'));
  });

  it('when the recording holds other arguments than the console sends', async () => {
    const lan = copyOf('network-lan.json', 'get_lan_config');
    lan.calls.find(isUciGet('network'))!.args = { config: 'network', section: 'lan' };
    const found = await disagreements(lan);
    expect(found).toContainEqual(expect.stringContaining('no recording of ubus uci.get {"config":"network"}'));
    expect(found).toContainEqual('recorded but not made: uci.get {"config":"network","section":"lan"}');
  });

  it("when procd is recorded telling a release version the contract's answer refuses", async () => {
    const firmware = copyOf('system-update.json', 'get_firmware_info');
    const board = firmware.calls.find((call) => call.object === 'system' && call.method === 'board')!;
    (board.result as { release: { version: unknown } }).release.version = 2410;
    expect(await disagreements(firmware)).toEqual([expect.stringMatching(/^answer refused by the contract: sysversion/)]);
  });

  it('when the recorded answer names other fields than the console answers', async () => {
    const lan = copyOf('network-lan.json', 'get_lan_config');
    lan.answer.fields = [...lan.answer.fields, 'gateway'];
    expect(await disagreements(lan)).toEqual([expect.stringMatching(/^answered /)]);
  });
});

describe('the replaying bus answers as uhttpd and rpcd do', () => {
  const ubusOver = (recorded: RecordedOp, onBus: RecordedBus) => new JsonRpcUbus({ fetch: replayFetch(recorded.calls, onBus, session).fetch, session });
  const lan = copyOf('network-lan.json', 'get_lan_config');

  it('answers a recorded call with its recorded result', async () => {
    const values = (lan.calls.find(isUciGet('network'))!.result as { values: Record<string, unknown> }).values;
    expect(await ubusOver(lan, bus).call('uci', 'get', { config: 'network' })).toEqual({ values });
  });

  it('answers -32000 for an object that was not on the recorded bus, whatever the arguments', async () => {
    const withoutIwinfo = { ...bus, objects: bus.objects.filter((object) => object !== 'iwinfo') };
    await expect(ubusOver(lan, withoutIwinfo).call('iwinfo', 'info', { device: 'phy0-ap0' })).rejects.toEqual(new UbusCallError('iwinfo', 'info', objectNotFound));
  });

  it('answers a recorded status as rpcd gave it', async () => {
    const leases = copyOf('network-dhcp.json', 'get_dhcp_leases');
    const call = leases.calls.find((c) => c.object === 'file' && c.args.path === '/tmp/dhcp.leases')!;
    expect(call.status).toBe(UbusStatus.notFound);
    await expect(ubusOver(leases, bus).call('file', 'read', { path: '/tmp/dhcp.leases' })).rejects.toMatchObject({ status: UbusStatus.notFound });
  });

  it('fails a call on the bus that no recording holds (a network.device it never named)', async () => {
    const replay = replayFetch(lan.calls, bus, session);
    await expect(new JsonRpcUbus({ fetch: replay.fetch, session }).call('network.device', 'status', { name: 'wwan0' })).rejects.toBeInstanceOf(UbusCallError);
    expect(replay.unrecorded.map((call) => call.message)).toEqual([expect.stringContaining('network.device.status {"name":"wwan0"}')]);
  });
});
