import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '@rc/core/log';
import { SystemLog } from './system-log';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rc-syslog-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('SystemLog', () => {
  it('rotates past the size bound, so two files at most are ever kept', async () => {
    const file = path.join(dir, 'syslog');
    let now = 0;
    const log = new SystemLog({ file, log: silentLogger, maxFileBytes: 4096, now: () => ++now });
    for (let i = 0; i < 500; i++) log.add('sys', 'login', `admin logged in from 192.168.1.${i % 250}`);
    await log.settled();
    expect((await stat(file)).size).toBeLessThanOrEqual(4096 + 200);
    expect((await stat(`${file}.1`)).size).toBeLessThanOrEqual(4096 + 200);
    const kept = await log.read('all');
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.length).toBeLessThan(100);
    expect(kept[0]?.time).toBe(500);
    expect(kept.map((e) => e.time)).toEqual([...kept.map((e) => e.time)].sort((a, b) => b - a));
  });

  it('answers at most the limit, newest first', async () => {
    const log = new SystemLog({ file: path.join(dir, 'syslog'), log: silentLogger });
    for (let i = 0; i < 30; i++) log.add(i % 2 ? 'net' : 'sys', 'settingsSaved', `entry ${i}`);
    expect((await log.read('all', 10)).map((e) => e.content)).toEqual(Array.from({ length: 10 }, (_, i) => `entry ${29 - i}`));
    expect((await log.read('net', 3)).map((e) => e.content)).toEqual(['entry 29', 'entry 27', 'entry 25']);
  });

  it('skips a line cut short by a power failure instead of failing', async () => {
    const file = path.join(dir, 'syslog');
    const log = new SystemLog({ file, log: silentLogger });
    log.add('sys', 'boot', 'system started');
    await log.settled();
    await appendFile(file, '{"time":12,"type":"sys","ev');
    // The daemon starts again after the power failure.
    const restarted = new SystemLog({ file, log: silentLogger });
    restarted.add('sys', 'login', 'admin logged in from 10.0.0.2');
    expect((await restarted.read('all')).map((e) => e.event)).toEqual(['login', 'boot']);
    expect(await readFile(file, 'utf8')).toContain('"ev\n{');
  });
});
