import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atomic-write-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('writeFileAtomic', () => {
  it("keeps an owner-only file owner-only (a crontab), and makes a new one 0644 unless told", async () => {
    const crontab = path.join(dir, 'root');
    await writeFile(crontab, '# old\n');
    await chmod(crontab, 0o600);
    await writeFileAtomic(crontab, '0 4 * * * reboot\n');
    expect([await readFile(crontab, 'utf8'), await modeOf(crontab)]).toEqual(['0 4 * * * reboot\n', 0o600]);
    await writeFileAtomic(path.join(dir, 'new'), 'x');
    await writeFileAtomic(path.join(dir, 'secret'), 'x', 0o600);
    expect([await modeOf(path.join(dir, 'new')), await modeOf(path.join(dir, 'secret'))]).toEqual([0o644, 0o600]);
  });
});
