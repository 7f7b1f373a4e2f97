import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveFirmware } from './receive-firmware';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rc-receive-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function chunks(count: number, size: number): Buffer[] {
  return Array.from({ length: count }, (_, i) => Buffer.alloc(size, i));
}

describe('receiveFirmware', () => {
  it('streams an upload to the destination and reports its size, progress and SHA-256', async () => {
    const parts = chunks(8, 1000);
    const seen: number[] = [];
    const dest = path.join(dir, 'firmware.bin');
    const result = await receiveFirmware(Readable.from(parts), dest, 8000, (bytes) => seen.push(bytes));
    const whole = Buffer.concat(parts);
    expect(result).toEqual({ ok: true, bytes: 8000, sha256: createHash('sha256').update(whole).digest('hex') });
    expect(await readFile(dest)).toEqual(whole);
    expect(seen.at(-1)).toBe(8000);
    expect(await readdir(dir)).toEqual(['firmware.bin']);
  });

  it('cuts off an upload over the cap and removes the partial file', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(Buffer.alloc(1024, 7));
      },
    });
    const dest = path.join(dir, 'firmware.bin');
    const result = await receiveFirmware(endless, dest, 10 * 1024);
    expect(result).toEqual({ ok: false, error: 'firmware.tooLarge' });
    expect(endless.destroyed).toBe(true);
    expect(pulled).toBeLessThan(64);
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes the partial file when the client goes away mid-upload', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection reset'));
      },
    });
    const result = await receiveFirmware(broken, path.join(dir, 'firmware.bin'), 1 << 20);
    expect(result).toEqual({ ok: false, error: 'firmware.uploadFailed' });
    expect(await readdir(dir)).toEqual([]);
  });
});
