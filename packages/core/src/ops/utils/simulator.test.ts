// Utilities > Simulator through HTTP (issue 42.3): the evaluator's faults reach the pages' ops, and
// only the simulated router takes them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../../../device/src/config';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest({ seed: DEFAULT_SEED });
const noFaults = { sim1: 'ready', sim2: 'ready', sim1WeakenDb: 0, sim2WeakenDb: 0, wanPingDropped: '0', wwanPingDropped: '0' };

describe('the simulator ops', () => {
  it('answers the faults in force, sets them and shows a failed SIM on the SIM tab', async () => {
    expect(await kit.ok('get_simulator')).toEqual({ code: '1', ...noFaults });
    await kit.ok('set_simulator', { ...noFaults, sim1: 'absent', sim2WeakenDb: 15, wanPingDropped: '1' });
    expect(await kit.ok('get_simulator')).toEqual({ code: '1', ...noFaults, sim1: 'absent', sim2WeakenDb: 15, wanPingDropped: '1' });
    const status = await kit.ok('get_sim_status');
    expect(status.slots).toEqual([
      { slot: 'sim1', state: 'absent', iccid: '', operator: '' },
      expect.objectContaining({ slot: 'sim2', state: 'ready' }),
    ]);
  });

  it('refuses a weakening out of range or an unknown SIM state on its field, and changes nothing', async () => {
    for (const [input, field, key] of [
      [{ ...noFaults, sim1WeakenDb: 41 }, 'sim1WeakenDb', 'simulator.weakenDbInvalid'],
      [{ ...noFaults, sim2WeakenDb: -1 }, 'sim2WeakenDb', 'simulator.weakenDbInvalid'],
      [{ ...noFaults, sim2: 'broken' }, 'sim2', 'validation.invalid'],
    ] as const) {
      const answer = await kit.call('set_simulator', input);
      expect(answer).toMatchObject({ code: '-2', errors: [{ field, key }] });
    }
    expect(await kit.ok('get_simulator')).toEqual({ code: '1', ...noFaults });
  });

  it('receives a text from the sender asked, unread in the SMS inbox', async () => {
    await kit.ok('simulator_receive_sms', { number: 'ICBC Bank', text: 'Your code is 845219' });
    await kit.ok('simulator_receive_sms', { number: '+8613800138000', text: '今晚七点见' });
    const { messages, unread } = await kit.ok('get_sms_list');
    expect(messages.slice(0, 2)).toEqual([
      expect.objectContaining({ number: '+8613800138000', text: '今晚七点见', direction: 'received', read: '0' }),
      expect.objectContaining({ number: 'ICBC Bank', text: 'Your code is 845219', direction: 'received', read: '0' }),
    ]);
    expect(unread).toBeGreaterThanOrEqual(2);
  });

  it('refuses a sender that is neither a number nor an 11-character ID, and an empty text, storing nothing', async () => {
    const before = await kit.ok('get_sms_list');
    for (const [input, field, key] of [
      [{ number: 'A very long sender', text: 'hi' }, 'number', 'simulator.senderInvalid'],
      [{ number: '12', text: 'hi' }, 'number', 'simulator.senderInvalid'],
      [{ number: '<b>x</b>', text: 'hi' }, 'number', 'simulator.senderInvalid'],
      [{ number: '10086', text: '' }, 'text', 'simulator.textInvalid'],
      [{ number: '10086', text: 'x'.repeat(1531) }, 'text', 'simulator.tooLong'],
    ] as const) {
      expect(await kit.call('simulator_receive_sms', input)).toMatchObject({ code: '-2', errors: [{ field, key }] });
    }
    expect((await kit.ok('get_sms_list')).messages).toEqual(before.messages);
  });

  it('makes traffic through the WAN and refuses a rate or a length out of range', async () => {
    expect(await kit.ok('simulator_make_traffic', { interface: 'wifi-2g', mbps: 5, seconds: 10 })).toEqual({ code: '1', uplink: 'wan' });
    const { interfaces } = await kit.ok('get_flow_stats');
    expect(interfaces.find((row: { name: string }) => row.name === 'wifi-2g')).toBeDefined();
    for (const [input, field, key] of [
      [{ interface: 'wifi-2g', mbps: 0, seconds: 10 }, 'mbps', 'simulator.mbpsInvalid'],
      [{ interface: 'wifi-2g', mbps: 101, seconds: 10 }, 'mbps', 'simulator.mbpsInvalid'],
      [{ interface: 'wifi-2g', mbps: 5, seconds: 601 }, 'seconds', 'simulator.secondsInvalid'],
      [{ interface: 'wwan', mbps: 5, seconds: 10 }, 'interface', 'validation.invalid'],
    ] as const) {
      expect(await kit.call('simulator_make_traffic', input)).toMatchObject({ code: '-2', errors: [{ field, key }] });
    }
  });

  it('is refused on the linux platform with why, and its tab is off in the menu_conf.json served there', async () => {
    const served = async () => (await (await fetch(`${kit.device.device.url}/menu_conf.json`)).json()) as { tool: Record<string, string> };
    expect((await served()).tool.tool_simulator).toBe('1');
    await kit.replace({ platform: 'linux' });
    for (const [op, input] of [
      ['get_simulator', {}],
      ['set_simulator', noFaults],
      ['simulator_receive_sms', { number: '10086', text: 'hi' }],
      ['simulator_make_traffic', { interface: 'lan', mbps: 5, seconds: 10 }],
    ] as const) {
      expect(await kit.call(op, input), op).toMatchObject({ code: '-12', msg: 'simulator.simulatedOnly' });
    }
    expect((await served()).tool.tool_simulator).toBe('0');
  });
});
