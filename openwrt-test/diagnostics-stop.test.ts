// Diagnostics' Stop on the real stack (issue 27): rpcd's `file exec`, asked by the routerd plugin's
// `exec` once the host has its shape (issue 39.5), runs this machine's real /bin/ping as rpcd's own
// child; `routerd diagnostics_stop` (routerd.uc) signals exactly that child,
// and rpcd then answers the exec with what ping printed so far. Nothing else can be signalled
// through it: another program rpcd runs, the same ping run by someone other than rpcd, or a pid.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routerPrograms, shapedExec } from '../packages/router/src/ubus/router-programs';
import { diagnosticsArgv } from '../packages/router/src/ubus/router-diagnostics';
import { startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';
// four echo requests a second apart: rpcd answers after about 3 s unless the program is stopped
const argv = diagnosticsArgv('ping', 'ipv4', '127.0.0.1');
const [command, ...params] = argv;
// a program that is not diagnostics, granted to the test's session only
const sleep = ['/bin/sleep', '4'];

interface ExecAnswer {
  code?: number;
  stdout?: string;
}

describe.skipIf(!tools)('Diagnostics Stop on the real stack', () => {
  let stack: OpenWrtStack;
  let session: string;
  beforeAll(async () => {
    if (!tools) return;
    stack = await startStack(tools, { rootPassword: password, consoleDir: consoleBuildDir(), extraAcl: { ubus: {}, uci: { read: [], write: [] }, fileExec: [sleep.join(' ')], fileRead: [], fileWrite: [] } });
    session = await stack.login(password);
  });
  afterAll(() => stack?.stop());

  // ping as the console runs it (router-programs.ts shapedExec); sleep through the test's own file exec grant
  const exec = (line: string[]) => {
    const [object, method] = line === sleep ? ['file', 'exec'] : shapedExec;
    return stack.rpc<ExecAnswer>(session, object, method, { command: line[0], params: line.slice(1) });
  };
  const stop = (args: Record<string, unknown>) => stack.rpc<{ stopped: number }>(session, 'routerd', 'diagnostics_stop', args);
  const timed = async <T>(work: Promise<T>) => {
    const started = Date.now();
    const value = await work;
    return { value, ms: Date.now() - started };
  };
  const settle = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

  it('stops the ping rpcd runs: rpcd answers at once with the output so far and ping\'s statistics', async () => {
    const running = timed(exec(argv));
    await settle(1200);
    expect(await stop({ command, params })).toEqual({ status: 0, data: { stopped: 1 } });
    const { value, ms } = await running;
    expect(value.status).toBe(0);
    // SIGINT: ping printed its summary of the requests it had sent, fewer than four
    expect(value.data?.stdout).toMatch(/^PING 127\.0\.0\.1/);
    expect(value.data?.stdout).toMatch(/[123] packets transmitted/);
    expect(ms).toBeLessThan(2500);
  });

  it('leaves every other process alone: another program rpcd runs, the same ping outside rpcd, a pid named by the caller', async () => {
    const other = timed(exec(sleep));
    // the same argument array, run by someone other than rpcd (a child of this test, not of rpcd)
    const outside = spawn(routerPrograms.ping.path, params, { stdio: ['ignore', 'pipe', 'ignore'] });
    let outsideOutput = '';
    outside.stdout.on('data', (chunk: Buffer) => (outsideOutput += chunk.toString()));
    const outsideExit = new Promise<number | null>((done) => outside.once('exit', done));
    await settle(500);
    // not a diagnostics program: refused before anything is looked at
    expect((await stop({ command: sleep[0], params: sleep.slice(1) })).status).toBe(2);
    // no ping of rpcd's is running: nothing signalled
    expect(await stop({ command, params })).toEqual({ status: 0, data: { stopped: 0 } });
    // a pid is no argument of the method: rpcd-mod-ucode refuses the call as invalid
    expect((await stop({ command, params, pid: outside.pid })).status).toBe(2);
    expect(await outsideExit).toBe(0);
    expect(outsideOutput).toContain('4 packets transmitted');
    const { value, ms } = await other;
    expect(value).toEqual({ status: 0, data: { code: 0 } });
    expect(ms).toBeGreaterThanOrEqual(3900);
  });
});
