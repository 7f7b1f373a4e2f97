import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempFolderPerTest } from '../../test-support/temp-folders';
import { DeviceCookies } from './device-cookies';

describe('device cookies (issue 26.4)', () => {
  const folder = tempFolderPerTest('rc-device-cookies-');
  let dir = '';
  let keyFile = '';
  beforeEach(async () => {
    dir = await folder();
    keyFile = path.join(dir, 'device-cookie.key');
  });

  it('keeps its key in a file only the daemon reads, and knows its cookies after a restart', async () => {
    const cookie = (await DeviceCookies.load(keyFile)).issue('admin');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const nonce = (await DeviceCookies.load(keyFile)).nonceOf(cookie, 'admin');
    expect(nonce).toBe(cookie.split('.')[1]);
  });

  it('refuses a cookie of another account, another unit, or changed in any part', async () => {
    const cookies = await DeviceCookies.load(keyFile);
    const cookie = cookies.issue('admin');
    const [account, nonce, signature] = cookie.split('.') as [string, string, string];
    expect(cookies.nonceOf(cookie, 'root')).toBeUndefined();
    const otherUnit = await DeviceCookies.load(path.join(dir, 'other.key'));
    expect(otherUnit.nonceOf(cookie, 'admin')).toBeUndefined();
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const changed of [`${account}.${flip(nonce)}.${signature}`, `${account}.${nonce}.${flip(signature)}`, `${account}.${nonce}`, '', 'admin..', `${cookie}x`]) {
      expect(cookies.nonceOf(changed, 'admin'), changed).toBeUndefined();
    }
    expect(cookies.nonceOf(undefined, 'admin')).toBeUndefined();
  });

  it('renews its key, and then knows none of the cookies issued before', async () => {
    const cookies = await DeviceCookies.load(keyFile);
    const before = cookies.issue('admin');
    await cookies.renew();
    expect(cookies.nonceOf(before, 'admin')).toBeUndefined();
    expect((await DeviceCookies.load(keyFile)).nonceOf(before, 'admin')).toBeUndefined();
  });

  it('makes a new key when the stored one is damaged', async () => {
    await writeFile(keyFile, 'not hex\n');
    const cookies = await DeviceCookies.load(keyFile);
    expect((await readFile(keyFile, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(cookies.nonceOf(cookies.issue('admin'), 'admin')).toBeDefined();
  });
});
