// Issue 12, items 1 and 16: what a client without a token can make the daemon hold, and what a
// client hanging up costs.
import { describe, expect, it } from 'vitest';
import { devicesPerTest } from '../../test-support/devices-per-test';
import { closedWithin, heldConnection, rawRequest } from '../../test-support/raw-request';
import type { TestDevice } from '../../test-support/test-device';

const devices = devicesPerTest();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST that announces `announced` bytes and sends `sent` of them, then holds. */
function partialPost(device: TestDevice, query: string, announced: number, sent: number, from?: string) {
  const head = `POST /cgi-bin/webapi?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n`;
  return heldConnection(device, head + ' '.repeat(sent), from);
}

async function answerWithin(socket: { answer: () => string }, ms: number): Promise<string> {
  for (let waited = 0; waited < ms && !socket.answer().includes('\r\n\r\n'); waited += 20) await sleep(20);
  return socket.answer();
}

describe('a request costs nothing until it passed the checks that need no body (issue 12.1)', () => {
  it('answers -1 to a POST without a token before its body arrives, and closes the connection', async () => {
    const device = await devices.start();
    const socket = await partialPost(device, 'op=set_nat_accel', 65_536, 65_000);
    const answer = await answerWithin(socket, 1500);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"code":"-1"');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await closedWithin(socket, 1000)).toBe(true);
  });

  it('answers an unknown op and a wrong method before the body too', async () => {
    const device = await devices.start();
    const token = await device.login();
    for (const [query, code] of [
      ['op=no_such_op', '"code":"-9"'],
      [`op=get_ntp&access_token=${token}`, '"code":"-9"'],
    ] as const) {
      const socket = await partialPost(device, query, 65_536, 1000);
      expect(await answerWithin(socket, 1500), query).toContain(code);
      socket.destroy();
    }
  });

  it('refuses a login body over 1 KB without reading it', async () => {
    const device = await devices.start();
    const socket = await partialPost(device, 'op=login', 65_536, 1000);
    expect(await answerWithin(socket, 1500)).toMatch(/^HTTP\/1\.1 413/);
    socket.destroy();
  });

  it('reads a bounded number of bodies at once: the next POST answers 503 unread', async () => {
    const device = await devices.start({ httpLimits: { maxBodiesInFlight: 2 } });
    const token = await device.login();
    const held = [await partialPost(device, `op=set_nat_accel&access_token=${token}`, 1000, 10), await partialPost(device, `op=set_nat_accel&access_token=${token}`, 1000, 10)];
    await sleep(100);
    const third = await partialPost(device, `op=set_nat_accel&access_token=${token}`, 1000, 10);
    expect(await answerWithin(third, 1500)).toMatch(/^HTTP\/1\.1 503/);
    [...held, third].forEach((socket) => socket.destroy());
  });

  it('reads a bounded number of bodies per address, so one host cannot take every slot', async () => {
    const device = await devices.start({ httpLimits: { maxBodiesPerAddress: 1 } });
    const token = await device.login();
    const query = `op=set_nat_accel&access_token=${token}`;
    const held = await partialPost(device, query, 1000, 10, '127.0.0.3');
    await sleep(100);
    const second = await partialPost(device, query, 1000, 10, '127.0.0.3');
    expect(await answerWithin(second, 1500)).toMatch(/^HTTP\/1\.1 503/);
    const body = JSON.stringify({ flowOffloading: '1' });
    const other = await rawRequest(device, { method: 'POST', path: `/cgi-bin/webapi?${query}`, from: '127.0.0.4', headers: { 'content-type': 'application/json' }, body });
    expect(other.body.code).toBe('1');
    [held, second].forEach((socket) => socket.destroy());
  });

  it('answers 408 to a body that does not arrive in time', async () => {
    const device = await devices.start({ httpLimits: { bodyTimeoutMs: 300 } });
    const token = await device.login();
    const socket = await partialPost(device, `op=set_nat_accel&access_token=${token}`, 1000, 10);
    expect(await answerWithin(socket, 1500)).toMatch(/^HTTP\/1\.1 408/);
    expect(await closedWithin(socket, 1000)).toBe(true);
  });

  it('gives a sign-in body less time than a signed-in one (issue 26.3)', async () => {
    const device = await devices.start({ httpLimits: { publicBodyTimeoutMs: 300 } });
    const token = await device.login();
    const body = JSON.stringify({ flowOffloading: '1' });
    const signedIn = await partialPost(device, `op=set_nat_accel&access_token=${token}`, body.length, 0);
    const login = await partialPost(device, 'op=login', 100, 10);
    expect(await answerWithin(login, 1500)).toMatch(/^HTTP\/1\.1 408/);
    signedIn.write(body);
    expect(await answerWithin(signedIn, 1500)).toContain('"code":"1"');
    signedIn.destroy();
  });

  it('closes a connection whose headers never end (slowloris), or that never sends any', async () => {
    const device = await devices.start({ httpLimits: { headersTimeoutMs: 400 } });
    const slow = await heldConnection(device, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');
    const silent = await heldConnection(device);
    expect(await closedWithin(slow, 2000)).toBe(true);
    expect(await closedWithin(silent, 2000)).toBe(true);
  });

  it('caps the connections of one address, and others still get in', async () => {
    const device = await devices.start({ httpLimits: { maxConnectionsPerAddress: 3 } });
    const held = await Promise.all([1, 2, 3].map(() => heldConnection(device, '', '127.0.0.9')));
    const fourth = await heldConnection(device, '', '127.0.0.9');
    expect(await closedWithin(fourth, 1000)).toBe(true);
    expect((await rawRequest(device, { path: '/cgi-bin/webapi?op=get_login_info' })).body.code).toBe('1');
    held.forEach((socket) => socket.destroy());
  });
});

describe('clients that hang up (issue 12.16)', () => {
  it('logs one line for many requests cut short, without a stack trace', async () => {
    const device = await devices.start();
    const token = await device.login();
    for (let i = 0; i < 30; i++) {
      const socket = await partialPost(device, `op=set_nat_accel&access_token=${token}`, 1000, 10);
      await sleep(5);
      socket.destroy();
    }
    await sleep(300);
    expect(device.errors).toEqual([]);
    const lines = device.logs.filter((line) => line.includes('cut short'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/\n\s+at /);
  });
});
