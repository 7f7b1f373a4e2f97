// Spec 6: a single administrator account, 'admin'. Its password hash lives in <data>/state/admin.json,
// and beside it the mark that the first-start wizard (issue 32.2) was finished or skipped.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { writeFileAtomic } from '../lib/atomic-write';
import { hashPassword, passwordHashSchema, routerScryptCost, verifyPassword, type PasswordHash, type ScryptCost } from './password-hash';
import { StartupError } from '../startup-error';

export const adminUsername = 'admin';

export class AdminAccount {
  readonly name = adminUsername;
  private stored: PasswordHash | undefined;
  private initialPassword: string | undefined;
  /** whether the stored password is the factory one, checked once (a scrypt hash) and then kept */
  private onInitialPassword: Promise<boolean> | undefined;

  constructor(
    private readonly file: string,
    private readonly hashCost: ScryptCost = routerScryptCost,
    private readonly firstStartDoneFile = path.join(path.dirname(file), 'first-start-done'),
  ) {}

  /** Creates the account with the factory password when none is stored yet (or when told to reset it). */
  async load(initialPassword: string, reset = false): Promise<void> {
    this.initialPassword = initialPassword;
    this.onInitialPassword = undefined;
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
    const stored = await hashPassword(password, this.hashCost);
    await writeFileAtomic(this.file, JSON.stringify(stored, null, 2) + '\n', 0o600);
    this.stored = stored;
    this.onInitialPassword = Promise.resolve(password === this.initialPassword);
  }

  /** Whether the password is still the factory initial one (printed on the label). */
  hasInitialPassword(): Promise<boolean> {
    this.onInitialPassword ??= this.initialPassword === undefined ? Promise.resolve(false) : this.verifyPassword(this.initialPassword);
    return this.onInitialPassword;
  }

  /** The first-start wizard is due: the initial password still holds and the wizard was neither finished nor skipped. */
  async firstStartDue(): Promise<boolean> {
    return !existsSync(this.firstStartDoneFile) && (await this.hasInitialPassword());
  }

  /** Finished or skipped: the wizard is not offered again until a factory reset. */
  async endFirstStart(): Promise<void> {
    await writeFileAtomic(this.firstStartDoneFile, `${new Date().toISOString()}\n`, 0o600);
  }

  /** A factory reset: the next owner's first sign-in offers the wizard again. */
  async restartFirstStart(): Promise<void> {
    await rm(this.firstStartDoneFile, { force: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
