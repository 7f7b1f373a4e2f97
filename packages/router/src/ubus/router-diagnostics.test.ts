// Diagnostics' jobs on a router: started in the browser, run by rpcd's file exec, read whole.
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { OpError } from '@rc/core/errors/op-error';
import { platformAclNeeds } from './platform-acl-needs';
import { routerDiagnosticsOps } from './router-diagnostics';
import { UbusCallError, UbusStatus } from './ubus';

const ping = ['-c', '4', '-W', '2', '-4', '--', '127.0.0.1'];
const output = 'PING 127.0.0.1 (127.0.0.1): 56 data bytes\n4 packets transmitted, 4 packets received, 0% packet loss\n';

async function finished<T extends { done: boolean }>(read: () => Promise<T>): Promise<T> {
  for (;;) {
    const answer = await read();
    if (answer.done) return answer;
    await new Promise((tick) => setTimeout(tick, 1));
  }
}

describe('diagnostics on a router', () => {
  it("answers a job id at once and the program's output with its exit code once rpcd answered", async () => {
    const ubus = new FakeUbus(platformAclNeeds).onExec('/bin/ping', ping, { code: 0, stdout: output });
    const ops = routerDiagnosticsOps(ubus);
    const { jobId } = await ops.diagnose_start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' });
    expect(jobId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await finished(() => ops.diagnose_result({ jobId, offset: 0 }))).toEqual({ output, offset: output.length, done: true, exitCode: 0 });
    expect(await ops.diagnose_result({ jobId, offset: output.length })).toMatchObject({ output: '', done: true });
  });

  it('says the program is not installed and refuses an unknown job', async () => {
    const ubus = new FakeUbus(platformAclNeeds).onExec('/usr/bin/traceroute', ['-n', '-w', '2', '-q', '1', '-m', '15', '-4', '--', '127.0.0.1'], new UbusCallError('file', 'exec', UbusStatus.notFound));
    const ops = routerDiagnosticsOps(ubus);
    const { jobId } = await ops.diagnose_start({ host: '127.0.0.1', tool: 'traceroute', protocol: 'ipv4' });
    expect(await finished(() => ops.diagnose_result({ jobId, offset: 0 }))).toEqual({ output: '', offset: 0, done: true, error: 'diagnostics.toolMissing' });
    await expect(ops.diagnose_result({ jobId: '00000000-0000-4000-8000-000000000000', offset: 0 })).rejects.toBeInstanceOf(OpError);
  });

  it("stops the program on the router by its argument array and shows what it printed so far as stopped", async () => {
    const ubus = new FakeUbus(platformAclNeeds);
    let answer: (value: { code: number; stdout: string }) => void = () => undefined;
    ubus.on('file', 'exec', () => new Promise((resolve) => (answer = resolve)));
    // rpcd answers the exec once the signalled program has ended; its code is no exit status
    ubus.on('routerd', 'diagnostics_stop', () => (answer({ code: 0, stdout: 'PING 127.0.0.1: 56 data bytes\n' }), { stopped: 1 }));
    const ops = routerDiagnosticsOps(ubus);
    const job = await ops.diagnose_start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' });
    expect(await ops.diagnose_result({ ...job, offset: 0 })).toMatchObject({ done: false });
    await ops.diagnose_stop(job);
    expect(ubus.calls.find((c) => c.method === 'diagnostics_stop')?.args).toEqual({ command: '/bin/ping', params: ping });
    expect(await finished(() => ops.diagnose_result({ ...job, offset: 0 }))).toEqual({ output: 'PING 127.0.0.1: 56 data bytes\n', offset: 30, done: true, stopReason: 'stopped' });
    // a second Stop asks nothing more
    await ops.diagnose_stop(job);
    expect(ubus.calls.filter((c) => c.method === 'diagnostics_stop')).toHaveLength(1);
  });

  it('ends a job for the page at once where the router cannot be asked to stop it (a package without diagnostics_stop)', async () => {
    const never = new FakeUbus(platformAclNeeds);
    never.on('file', 'exec', () => new Promise(() => undefined));
    const slow = routerDiagnosticsOps(never);
    const job = await slow.diagnose_start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' });
    await slow.diagnose_stop(job);
    expect(await slow.diagnose_result({ ...job, offset: 0 })).toEqual({ output: '', offset: 0, done: true, stopReason: 'stopped' });
    // no longer counted as running
    await slow.diagnose_start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' });
    await expect(slow.diagnose_start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' })).resolves.toHaveProperty('jobId');
  });

  it('runs at most two programs at once, as the daemon does', async () => {
    const never = new FakeUbus(platformAclNeeds);
    never.on('file', 'exec', () => new Promise(() => undefined));
    const ops = routerDiagnosticsOps(never);
    const job = { host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' } as const;
    await ops.diagnose_start(job);
    await ops.diagnose_start(job);
    await expect(ops.diagnose_start(job)).rejects.toMatchObject({ code: '-12', msg: 'diagnostics.busy' });
  });
});
