// Spec 6: a single administrator account, 'admin'. Its password hash lives in <data>/state/admin.json.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { writeFileAtomic } from '../lib/atomic-write';
import { hashPassword, passwordHashSchema, verifyPassword, type PasswordHash } from './password-hash';
import { StartupError } from '../startup-error';

export const adminUsername = 'admin';

export class AdminAccount {
  readonly name = adminUsername;
  private stored: PasswordHash | undefined;

  constructor(private readonly file: string) {}

  /** Creates the account with the factory password when none is stored yet (or when told to reset it). */
  async load(initialPassword: string, reset = false): Promise<void> {
    if (reset || !existsSync(this.file)) return this.setPassword(initialPassword);
    const parsed = passwordHashSchema.safeParse(parseJson(await readFile(this.file, 'utf8')));
    if (!parsed.success) {
      throw new StartupError(
        `${this.file} is damaged, so the admin password cannot be checked. Start once with --reset-admin-password ` +
          '(or DEVICE_RESET_ADMIN_PASSWORD=1) to set it back to the factory initial password printed on the label.',
      );
    }
    this.stored = parsed.data;
  }

  async verify(username: string, password: string): Promise<boolean> {
    // The hash is checked even for a wrong username, so that timing does not tell which was wrong.
    const passwordOk = await this.verifyPassword(password);
    return passwordOk && username === adminUsername;
  }

  async verifyPassword(password: string): Promise<boolean> {
    if (!this.stored) throw new Error('admin account not loaded');
    return verifyPassword(password, this.stored);
  }

  async setPassword(password: string): Promise<void> {
    const stored = await hashPassword(password);
    await writeFileAtomic(this.file, JSON.stringify(stored, null, 2) + '\n', 0o600);
    this.stored = stored;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
