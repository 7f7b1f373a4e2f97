// Samba's own password store (spec 6: the share's account is the administrator's). The password
// never goes into /etc/config/samba4: on a router smbpasswd writes Samba's passdb; elsewhere (the
// simulated router, a desktop) a scrypt hash per account in <data>/state/samba-passwd.json.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../../lib/atomic-write';
import { hashPassword, passwordHashSchema } from '../../sessions/password-hash';

export interface SambaPasswordState {
  set: boolean;
  /** the account's password is the factory initial password (spec 6) */
  factory: boolean;
}

export interface SambaPasswords {
  state(username: string): Promise<SambaPasswordState>;
  /** Adds the account or changes its password. */
  set(username: string, password: string, factory: boolean): Promise<void>;
}

const accountSchema = z.object({ factory: z.boolean(), hash: passwordHashSchema.optional() });
const fileSchema = z.record(z.string(), accountSchema);
type Accounts = z.infer<typeof fileSchema>;

async function readAccounts(file: string): Promise<Accounts> {
  try {
    const parsed = fileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The simulated router's passdb: a hash, never the password. */
export class StateFileSambaPasswords implements SambaPasswords {
  constructor(private readonly file: string) {}

  async state(username: string): Promise<SambaPasswordState> {
    const account = (await readAccounts(this.file))[username];
    return { set: account?.hash !== undefined, factory: account?.factory ?? false };
  }

  async set(username: string, password: string, factory: boolean): Promise<void> {
    const accounts = await readAccounts(this.file);
    accounts[username] = { factory, hash: await hashPassword(password) };
    await writeFileAtomic(this.file, JSON.stringify(accounts, null, 2) + '\n', 0o600);
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
    const account = (await readAccounts(this.marks))[username];
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
    accounts[username] = { factory };
    await writeFileAtomic(this.marks, JSON.stringify(accounts, null, 2) + '\n', 0o600);
  }
}
