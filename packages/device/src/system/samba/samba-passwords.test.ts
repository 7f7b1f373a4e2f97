import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmbpasswdSambaPasswords, StateFileSambaPasswords } from './samba-passwords';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'samba-passwords-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('SmbpasswdSambaPasswords', () => {
  it('runs smbpasswd -a -s <user> with the password on stdin only, and remembers no password', async () => {
    // A stand-in smbpasswd that records its arguments and what it read.
    const program = path.join(dir, 'smbpasswd');
    await writeFile(program, `#!/bin/sh\nprintf '%s\\n' "$@" > ${dir}/args\ncat > ${dir}/stdin\n`);
    await chmod(program, 0o755);
    const marks = path.join(dir, 'marks.json');
    const store = new SmbpasswdSambaPasswords(marks, program);
    await store.set('admin', 'p$(reboot) "x', false);
    expect(await readFile(path.join(dir, 'args'), 'utf8')).toBe('-a\n-s\nadmin\n');
    expect(await readFile(path.join(dir, 'stdin'), 'utf8')).toBe('p$(reboot) "x\np$(reboot) "x\n');
    expect(await readFile(marks, 'utf8')).not.toContain('reboot');
    expect(await store.state('admin')).toEqual({ set: true, factory: false });
    expect(await store.state('bob')).toEqual({ set: false, factory: false });
  });

  it('fails when smbpasswd fails, and marks nothing', async () => {
    const program = path.join(dir, 'smbpasswd');
    await writeFile(program, '#!/bin/sh\nexit 1\n');
    await chmod(program, 0o755);
    const store = new SmbpasswdSambaPasswords(path.join(dir, 'marks.json'), program);
    await expect(store.set('admin', 'secret-1', true)).rejects.toThrow('smbpasswd failed');
    expect(await store.state('admin')).toEqual({ set: false, factory: false });
  });
});

describe('StateFileSambaPasswords', () => {
  it('keeps a scrypt hash per account, never the password', async () => {
    const file = path.join(dir, 'samba-passwd.json');
    const store = new StateFileSambaPasswords(file);
    await store.set('admin', 'Factory-1', true);
    expect(await store.state('admin')).toEqual({ set: true, factory: true });
    expect(await readFile(file, 'utf8')).not.toContain('Factory-1');
  });
});

describe.each([
  ['StateFileSambaPasswords', (file: string) => new StateFileSambaPasswords(file)],
  ['SmbpasswdSambaPasswords', (file: string) => new SmbpasswdSambaPasswords(file, 'true')],
])('%s with account names an object would take for its own', (_name, open) => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('keeps %s and the other accounts', async (username) => {
    const file = path.join(dir, 'accounts.json');
    const store = open(file);
    expect(await store.state(username)).toEqual({ set: false, factory: false });
    await store.set('admin', 'Admin-pass-1', true);
    await store.set(username, 'User-pass-1', false);
    expect(await store.state(username)).toEqual({ set: true, factory: false });
    expect(await store.state('admin')).toEqual({ set: true, factory: true });
    // a fresh reader of the same file: the account survived the round trip through JSON
    expect(await open(file).state(username)).toEqual({ set: true, factory: false });
    expect(Object.keys(JSON.parse(await readFile(file, 'utf8')) as object).sort()).toEqual(['admin', username].sort());
  });
});
