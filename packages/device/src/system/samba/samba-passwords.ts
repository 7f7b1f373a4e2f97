// Samba's own password store (spec 6: the share's account is the administrator's). The password
// never goes into /etc/config/samba4: on a router smbpasswd writes Samba's passdb; elsewhere (the
// simulated router, a desktop) a scrypt hash per account in <data>/state/samba-passwd.json.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../../lib/atomic-write';
import { hashPassword, passwordHashSchema } from '../../sessions/password-hash';
import type { SambaPasswords, SambaPasswordState } from '@rc/core/samba/samba-passwords';

const accountSchema = z.object({ factory: z.boolean(), hash: passwordHashSchema.optional() });
type Account = z.infer<typeof accountSchema>;
// A Map, and each entry checked on its own: an account named __proto__ is a key like any other
// (a plain object, or zod's record, would take it for the object's prototype and drop it).
type Accounts = Map<string, Account>;

async function readAccounts(file: string): Promise<Accounts> {
  const accounts: Accounts = new Map();
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return accounts;
    for (const [username, value] of Object.entries(parsed)) {
      const account = accountSchema.safeParse(value);
      if (account.success) accounts.set(username, account.data);
    }
  } catch {
    // no file yet, or not JSON: no accounts
  }
  return accounts;
}

/** JSON.stringify writes Object.fromEntries' own __proto__ key as any other. */
function writeAccounts(file: string, accounts: Accounts): Promise<void> {
  return writeFileAtomic(file, JSON.stringify(Object.fromEntries(accounts), null, 2) + '\n', 0o600);
}

/** The simulated router's passdb: a hash, never the password. */
export class StateFileSambaPasswords implements SambaPasswords {
  constructor(private readonly file: string) {}

  async state(username: string): Promise<SambaPasswordState> {
    const account = (await readAccounts(this.file)).get(username);
    return { set: account?.hash !== undefined, factory: account?.factory ?? false };
  }

  async set(username: string, password: string, factory: boolean): Promise<void> {
    const accounts = await readAccounts(this.file);
    accounts.set(username, { factory, hash: await hashPassword(password) });
    await writeAccounts(this.file, accounts);
  }
}

/**
 * A router's: `smbpasswd -a -s <user>` reads the new password twice on stdin, so it is never on a
 * command line (argument array, no shell). Which accounts hold the factory password is ours to
 * remember (`marks`, no hash): Samba's passdb cannot say.
 */
export class SmbpasswdSambaPasswords implements SambaPasswords {
  constructor(
    private readonly marks: string,
    private readonly program = 'smbpasswd',
  ) {}

  async state(username: string): Promise<SambaPasswordState> {
    const account = (await readAccounts(this.marks)).get(username);
    return { set: account !== undefined, factory: account?.factory ?? false };
  }

  async set(username: string, password: string, factory: boolean): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = execFile(this.program, ['-a', '-s', username], { timeout: 10_000 }, (error) => (error ? reject(new Error('smbpasswd failed')) : resolve()));
      // A smbpasswd that exits without reading fails through its exit code, not a broken pipe.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(`${password}\n${password}\n`);
    });
    const accounts = await readAccounts(this.marks);
    accounts.set(username, { factory });
    await writeAccounts(this.marks, accounts);
  }
}
