import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('stores scrypt with its salt and parameters, never the password', async () => {
    const stored = await hashPassword('Router-Admin-9');
    expect(stored).toMatchObject({ algorithm: 'scrypt', N: 16384, r: 8, p: 1 });
    expect(JSON.stringify(stored)).not.toContain('Router-Admin-9');
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
  });

  it('accepts the password and refuses any other', async () => {
    const stored = await hashPassword('Router-Admin-9');
    expect(await verifyPassword('Router-Admin-9', stored)).toBe(true);
    expect(await verifyPassword('router-admin-9', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash: the same password hashes differently twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a.hash).not.toBe(b.hash);
  });
});
