import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticsRunner, type DiagnosticsRunnerOptions } from './diagnostics-runner';
import type { JobOutput } from './diagnostics-job';

const runners: DiagnosticsRunner[] = [];

/** `dryRun` records the call but runs /bin/true, for hosts or tools that would leave the machine. */
function makeRunner(options: DiagnosticsRunnerOptions = {}, dryRun = false) {
  const children: ChildProcess[] = [];
  const spawnSpy = vi.fn((...args: Parameters<typeof spawn>) => {
    const child = dryRun ? spawn('true', [], { shell: false }) : spawn(...args);
    children.push(child);
    return child;
  }) as unknown as typeof spawn;
  const runner = new DiagnosticsRunner({ ...options, spawn: spawnSpy });
  runners.push(runner);
  return { runner, spawnSpy, children };
}

afterEach(() => {
  for (const runner of runners.splice(0)) runner.stopAll();
});

async function untilDone(runner: DiagnosticsRunner, jobId: string, timeoutMs = 15_000): Promise<JobOutput> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = runner.result(jobId);
    if (!result || result.done || Date.now() > deadline) return result ?? { output: '', offset: 0, done: false };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function untilOutput(runner: DiagnosticsRunner, jobId: string): Promise<void> {
  while (!runner.result(jobId)?.output) await new Promise((resolve) => setTimeout(resolve, 25));
}

function started(result: ReturnType<DiagnosticsRunner['start']>): string {
  if (!result.ok) throw new Error(`diagnostics refused: ${result.error}`);
  return result.jobId;
}

describe('DiagnosticsRunner', () => {
  it('runs ping on 127.0.0.1 without a shell and streams its output until it exits', async () => {
    const { runner, spawnSpy } = makeRunner();
    const jobId = started(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }));
    expect(spawnSpy).toHaveBeenCalledWith(
      expect.stringMatching(/\/ping$/),
      ['-c', '4', '-W', '2', '-4', '--', '127.0.0.1'],
      expect.objectContaining({ shell: false }),
    );
    await untilOutput(runner, jobId);
    const first = runner.result(jobId);
    expect(first?.output).toContain('PING 127.0.0.1');
    const final = await untilDone(runner, jobId);
    expect(final).toMatchObject({ done: true, exitCode: 0 });
    expect(final.output).toContain('4 packets transmitted, 4 received');
    expect(runner.result(jobId, first?.offset ?? 0)?.output).toBe(final.output.slice(first?.offset));
  });

  it('runs traceroute with its option list and the host after --', async () => {
    const { runner, spawnSpy } = makeRunner();
    const jobId = started(runner.start({ host: '127.0.0.1', tool: 'traceroute', protocol: 'ipv4' }));
    expect(vi.mocked(spawnSpy).mock.calls[0]?.[1]).toEqual(['-n', '-w', '2', '-q', '1', '-m', '15', '-4', '--', '127.0.0.1']);
    const final = await untilDone(runner, jobId);
    expect(final.output).toContain('traceroute to 127.0.0.1');
    expect(final.done).toBe(true);
  });

  it('passes nslookup the host alone', () => {
    // Even for 127.0.0.1 nslookup would ask the system's resolver, so it does not really run here.
    const { runner, spawnSpy } = makeRunner({}, true);
    started(runner.start({ host: '127.0.0.1', tool: 'nslookup', protocol: 'ipv4' }));
    expect(vi.mocked(spawnSpy).mock.calls[0]?.[1]).toEqual(['127.0.0.1']);
  });

  it('kills the program when the user presses stop', async () => {
    const { runner, children } = makeRunner();
    const jobId = started(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }));
    await untilOutput(runner, jobId);
    expect(runner.stop(jobId)).toBe(true);
    const final = await untilDone(runner, jobId, 3_000);
    expect(final).toMatchObject({ done: true, stopReason: 'stopped' });
    expect(children[0]?.exitCode !== null || children[0]?.signalCode !== null).toBe(true);
    expect(runner.stop(jobId)).toBe(false);
  });

  it('stops a program at the time cap', async () => {
    const { runner } = makeRunner({ timeLimitMs: 300 });
    const begun = Date.now();
    const jobId = started(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }));
    const final = await untilDone(runner, jobId, 5_000);
    expect(final).toMatchObject({ done: true, stopReason: 'timeLimit' });
    expect(Date.now() - begun).toBeLessThan(2_500);
  });

  it('keeps no more output than the size cap and stops the program there', async () => {
    const { runner } = makeRunner({ outputLimitBytes: 40 });
    const jobId = started(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }));
    const final = await untilDone(runner, jobId, 5_000);
    expect(final).toMatchObject({ done: true, stopReason: 'outputLimit' });
    expect(Buffer.byteLength(final.output)).toBe(40);
  });

  it('runs at most the allowed number of programs at once', async () => {
    const { runner } = makeRunner({ maxConcurrent: 1 });
    const first = started(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }));
    expect(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' })).toEqual({ ok: false, error: 'diagnostics.busy' });
    runner.stop(first);
    await untilDone(runner, first, 3_000);
    expect(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }).ok).toBe(true);
  });

  it('forgets a finished job after a while', async () => {
    const { runner } = makeRunner({ keepFinishedMs: 50 });
    const jobId = started(runner.start({ host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' }));
    runner.stop(jobId);
    await untilDone(runner, jobId, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runner.result(jobId)).toBeUndefined();
    expect(runner.result('no-such-job')).toBeUndefined();
  });

  it('answers toolMissing when the program is not installed, and runs nothing', () => {
    const { runner, spawnSpy } = makeRunner({ searchPath: '/nonexistent' });
    expect(runner.start({ host: '127.0.0.1', tool: 'traceroute', protocol: 'ipv4' })).toEqual({ ok: false, error: 'diagnostics.toolMissing' });
    expect(spawnSpy).not.toHaveBeenCalled();
  });

  it('refuses an unknown tool before anything runs', () => {
    const { runner, spawnSpy } = makeRunner();
    expect(() => runner.start({ host: '127.0.0.1', tool: 'sh' as 'ping', protocol: 'ipv4' })).toThrow(TypeError);
    expect(spawnSpy).not.toHaveBeenCalled();
  });
});

describe('DiagnosticsRunner refuses injection in the host', () => {
  const marker = `/tmp/rc-diagnostics-${randomBytes(8).toString('hex')}`;
  const payloads = [
    `127.0.0.1;touch ${marker}`,
    `$(touch ${marker})`,
    `\`touch ${marker}\``,
    `127.0.0.1 && touch ${marker}`,
    `127.0.0.1\ntouch ${marker}`,
    `127.0.0.1|touch ${marker}`,
    '$(id)',
    '`id`',
    '-f',
    '--help',
    '-c100000',
    'a'.repeat(300),
    `${'a'.repeat(64)}.com`,
    '127.0.0.1 ',
    ' 127.0.0.1',
    'fe80::1%$(id)',
    'fe80::1%eth0',
    'example.com.',
    '',
  ];

  it.each(payloads.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))('refuses %s and spawns nothing', (_label, host) => {
    const { runner, spawnSpy } = makeRunner();
    for (const tool of ['ping', 'traceroute', 'nslookup'] as const) {
      expect(runner.start({ host, tool, protocol: 'ipv4' })).toEqual({ ok: false, error: 'validation.networkHost' });
    }
    expect(spawnSpy).not.toHaveBeenCalled();
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a host that is not a string', () => {
    const { runner, spawnSpy } = makeRunner();
    for (const host of [undefined, null, 127, ['127.0.0.1'], { toString: () => '127.0.0.1' }]) {
      expect(runner.start({ host: host as string, tool: 'ping', protocol: 'ipv4' })).toMatchObject({ ok: false });
    }
    expect(spawnSpy).not.toHaveBeenCalled();
  });

  it('accepts IPv4, IPv6 literals and host names', () => {
    const { runner, spawnSpy } = makeRunner({ maxConcurrent: 10 }, true);
    for (const host of ['127.0.0.1', '::1', '2001:db8::1', 'localhost', 'openwrt.org', 'my-router.lan']) {
      expect(runner.start({ host, tool: 'ping', protocol: host.includes(':') ? 'ipv6' : 'ipv4' }).ok).toBe(true);
    }
    expect(vi.mocked(spawnSpy).mock.calls.map((call) => call[1])).toContainEqual(['-c', '4', '-W', '2', '-6', '--', '2001:db8::1']);
  });
});
