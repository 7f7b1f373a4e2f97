// Issue 26.2: an upload cut before its handler came to read it fails the handler's read at once; it
// used to wait forever, and the device stayed busy (every save -7) until a restart.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readUpload } from './upload-body';

describe('readUpload', () => {
  it('fails on a body its client cut before the handler read it', async () => {
    const stream = new PassThrough();
    stream.on('error', () => undefined);
    stream.write('half a backup');
    stream.destroy(new Error('aborted'));
    await new Promise((resolve) => stream.once('close', resolve));
    expect(await readUpload({ stream, declaredBytes: 1000 }, 4096)).toEqual({ ok: false, reason: 'failed' });
  });

  it('fails on a body cut while it is read, and reads a whole one', async () => {
    const cut = new PassThrough();
    const reading = readUpload({ stream: cut, declaredBytes: undefined }, 4096);
    cut.write('half');
    cut.destroy();
    expect(await reading).toEqual({ ok: false, reason: 'failed' });
    const whole = new PassThrough();
    whole.end('a backup');
    expect(await readUpload({ stream: whole, declaredBytes: 8 }, 4096)).toEqual({ ok: true, data: Buffer.from('a backup') });
  });
});
