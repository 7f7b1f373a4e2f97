import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls as the console does, from the last offset; answers each poll's new output and the last answer. */
async function follow(jobId: string, limitMs = 15_000) {
  const pieces: string[] = [];
  let offset = 0;
  const deadline = Date.now() + limitMs;
  for (;;) {
    const answer = await kit.ok('diagnose_result', { jobId, offset });
    if (answer.output) pieces.push(answer.output);
    offset = answer.offset;
    if (answer.done || Date.now() > deadline) return { pieces, last: answer };
    await sleep(100);
  }
}

describe('diagnose_start / diagnose_result', () => {
  it('runs the real ping of 127.0.0.1 and streams its output poll by poll', async () => {
    const { jobId } = await kit.ok('diagnose_start', { host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' });
    const { pieces, last } = await follow(jobId);
    expect(pieces.length).toBeGreaterThan(1);
    const output = pieces.join('');
    expect(output).toMatch(/^PING 127\.0\.0\.1/);
    expect(output).toContain('4 packets transmitted, 4 received');
    expect(last).toMatchObject({ done: true, exitCode: 0 });
  });

  it('stops a job on request', async () => {
    const { jobId } = await kit.ok('diagnose_start', { host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' });
    await sleep(300);
    expect(await kit.ok('diagnose_stop', { jobId })).toEqual({ code: '1' });
    const { last } = await follow(jobId, 5_000);
    expect(last).toMatchObject({ done: true, stopReason: 'stopped' });
  });

  it('answers -2 for an unknown job', async () => {
    const jobId = '3f0c8a52-1d2e-4b6a-9c1d-2e3f4a5b6c7d';
    expect(await kit.call('diagnose_result', { jobId })).toEqual({ code: '-2', errors: [{ field: 'jobId', key: 'diagnostics.unknownJob' }] });
    expect(await kit.call('diagnose_stop', { jobId })).toEqual({ code: '-2', errors: [{ field: 'jobId', key: 'diagnostics.unknownJob' }] });
    expect(await kit.call('diagnose_result', { jobId: '../../etc/passwd' })).toEqual({ code: '-2', errors: [{ field: 'jobId', key: 'diagnostics.unknownJob' }] });
  });

  it('refuses an address of the other family than the protocol', async () => {
    expect(await kit.call('diagnose_start', { host: '127.0.0.1', tool: 'ping', protocol: 'ipv6' })).toEqual({
      code: '-2',
      errors: [{ field: 'protocol', key: 'diagnostics.familyMismatch' }],
    });
  });
});

describe('diagnose_start refuses injection in the host and runs nothing', () => {
  const marker = `/tmp/rc-diag-http-${randomBytes(6).toString('hex')}`;
  const payloads: Array<[string, string]> = [
    [`127.0.0.1;touch ${marker}`, 'validation.networkHost'],
    [`$(touch ${marker})`, 'validation.networkHost'],
    [`\`touch ${marker}\``, 'validation.networkHost'],
    [`127.0.0.1 && touch ${marker}`, 'validation.networkHost'],
    ['$(id)', 'validation.networkHost'],
    ['`id`', 'validation.networkHost'],
    ['-f', 'validation.networkHost'],
    ['--help', 'validation.networkHost'],
    ['a'.repeat(300), 'validation.networkHost'],
    ['fe80::1%eth0', 'validation.networkHost'],
    ['', 'diagnostics.hostRequired'],
  ];

  it.each(payloads)('%s', async (host, key) => {
    for (const tool of ['ping', 'traceroute', 'nslookup']) {
      expect(await kit.call('diagnose_start', { host, tool, protocol: 'ipv4' })).toEqual({ code: '-2', errors: [{ field: 'host', key }] });
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a tool that is not on the list', async () => {
    expect(await kit.call('diagnose_start', { host: '127.0.0.1', tool: 'sh', protocol: 'ipv4' })).toEqual({ code: '-2', errors: [{ field: 'tool', key: 'validation.required' }] });
  });
});
