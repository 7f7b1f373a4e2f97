// OWASP "Slow Down Online Guessing Attacks with Device Cookies" (issue 26.4): a browser that signed
// in gets a cookie naming the account and a random nonce, signed (HMAC-SHA256) with a key of this
// unit alone, kept in <data>/state (0600, never in a backup). A login that presents one is judged by
// that cookie's own lockout (password-attempts.ts). The cookie never authenticates: the password is
// checked every time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../lib/atomic-write';

export const deviceCookieName = 'rc_device';

const keyBytes = 32;
const nonceBytes = 16;
const VALUE = /^([a-z][a-z0-9_-]{0,31})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export class DeviceCookies {
  private constructor(
    private readonly file: string,
    private key: Buffer,
  ) {}

  /** The unit's key from `file`, made at the first start (or when damaged). */
  static async load(file: string): Promise<DeviceCookies> {
    const stored = Buffer.from((await readFile(file, 'utf8').catch(() => '')).trim(), 'hex');
    const cookies = new DeviceCookies(file, stored);
    if (stored.length !== keyBytes) await cookies.renew();
    return cookies;
  }

  /** A new key: every cookie issued before is worth nothing (a factory reset, a new owner). */
  async renew(): Promise<void> {
    this.key = randomBytes(keyBytes);
    // A read-only data folder still starts: the cookies then hold until the next start.
    await writeFileAtomic(this.file, this.key.toString('hex') + '\n', 0o600).catch(() => undefined);
  }

  /** A new cookie value for `account`: `<account>.<nonce>.<signature>`. */
  issue(account: string): string {
    const signed = `${account}.${randomBytes(nonceBytes).toString('base64url')}`;
    return `${signed}.${this.sign(signed)}`;
  }

  /** The nonce of a cookie this unit issued for `account`; undefined for anything else. */
  nonceOf(value: string | undefined, account: string): string | undefined {
    const match = value === undefined ? null : VALUE.exec(value);
    if (!match || match[1] !== account) return undefined;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]!);
    return timingSafeEqual(expected, given) ? match[2] : undefined;
  }

  private sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }
}
