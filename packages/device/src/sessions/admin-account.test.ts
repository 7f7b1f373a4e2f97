import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as passwordHash from './password-hash';
import { AdminAccount } from './admin-account';

let dir: string | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('AdminAccount (issue 19.8: no user enumeration)', () => {
  it('hashes the password for an unknown user as for admin, so both refusals take the same time', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rc-admin-'));
    const account = new AdminAccount(path.join(dir, 'admin.json'));
    await account.load('initial-pass-1');
    const hashing = vi.spyOn(passwordHash, 'verifyPassword');
    expect(await account.verify('root', 'initial-pass-1')).toBe(false);
    expect(await account.verify('admin', 'wrong-pass')).toBe(false);
    expect(await account.verify('admin', 'initial-pass-1')).toBe(true);
    expect(hashing).toHaveBeenCalledTimes(3);
  });

  it("stores the router's scrypt cost unless a test asks for less", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rc-admin-'));
    await new AdminAccount(path.join(dir, 'admin.json')).load('initial-pass-1');
    expect(JSON.parse(await readFile(path.join(dir, 'admin.json'), 'utf8'))).toMatchObject({ N: 16384, r: 8, p: 1 });
    await new AdminAccount(path.join(dir, 'weak.json'), passwordHash.testOnlyWeakScryptCost).load('initial-pass-1');
    expect(JSON.parse(await readFile(path.join(dir, 'weak.json'), 'utf8'))).toMatchObject({ N: 256 });
  });
});
