// Issue 26.3: the administrator gets in while strangers hold connections, idle or with a body
// that never ends. Every call below opens a connection of its own, as a browser does when its
// kept-alive ones are gone.
import { describe, expect, it } from 'vitest';
import { devicesPerTest } from '../../test-support/devices-per-test';
import { closedWithin, heldConnection } from '../../test-support/raw-request';
import { adminCalls, holdConnections, loopbackAddresses, slowSignIn, type AttackOptions, type HeldConnections } from '../../test-support/connection-attack';
import { testInitialPassword, type TestDevice } from '../../test-support/test-device';

const devices = devicesPerTest();
const CALLS = 100;

/** The administrator's calls while the attack runs, then the attack ends; the ones not answered '1'. */
async function adminFailures(device: TestDevice, token: string, attack: HeldConnections): Promise<string[]> {
  try {
    const answers = await adminCalls(device.url, token, testInitialPassword, CALLS);
    return answers.flatMap(({ code }, i) => (code === '1' ? [] : [`call ${i}: ${code}`]));
  } finally {
    attack.stop();
  }
}

const attacks: Array<[string, number | undefined, AttackOptions]> = [
  // Reopened every 250 ms: the test's two cores are shared.
  ['nine addresses with 60 idle connections each (the production caps)', undefined, { addresses: loopbackAddresses(9), perAddress: 60, reopenMs: 250 }],
  ['more addresses than the cap has room for: the oldest idle stranger makes way', 48, { addresses: loopbackAddresses(40), perAddress: 3 }],
  ['login bodies that never end, from more addresses than the cap has room for', 48, { addresses: loopbackAddresses(120), perAddress: 1, head: slowSignIn }],
];

describe('the administrator gets in while strangers hold connections (issue 26.3)', () => {
  it.each(attacks)('%s', async (_name, maxConnections, options) => {
    const device = await devices.start(maxConnections ? { httpLimits: { maxConnections } } : {});
    const token = await device.login();
    const failures = await adminFailures(device, token, await holdConnections(device.url, options));
    expect(failures.length, failures.slice(0, 5).join('; ')).toBeLessThanOrEqual(CALLS / 100);
  }, 60_000);
});

describe('which connection makes way when the cap is full (issue 26.3)', () => {
  const get = (query: string) => `GET /cgi-bin/webapi?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  /** The codes answered on the socket, once there are `count` of them (or after 2 s). */
  const codes = async (socket: { answer: () => string }, count = 1) => {
    const found = () => socket.answer().match(/"code":"[^"]*"/g) ?? [];
    for (let waited = 0; waited < 2000 && found().length < count; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    return found();
  };

  it("keeps the administrator's kept-alive connection, and lets a stranger's go", async () => {
    const device = await devices.start({ httpLimits: { maxConnections: 8 } });
    const token = await device.login();
    const admin = await heldConnection(device, get(`op=get_nat_accel&access_token=${token}`));
    const stranger = await heldConnection(device, get('op=get_login_info'), '127.0.0.2');
    expect(await codes(admin)).toEqual(['"code":"1"']);
    expect(await codes(stranger)).toEqual(['"code":"1"']);
    const attack = await holdConnections(device.url, { addresses: loopbackAddresses(20), perAddress: 1 });
    try {
      expect(await closedWithin(stranger, 2000)).toBe(true);
      admin.write(get(`op=get_nat_accel&access_token=${token}`));
      expect(await codes(admin, 2)).toEqual(['"code":"1"', '"code":"1"']);
    } finally {
      attack.stop();
      admin.destroy();
    }
  });
});
