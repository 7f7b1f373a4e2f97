// DESIGN "Sessions": a password is stored as a scrypt hash with a random salt and its parameters,
// so that they can be raised later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

export const passwordHashSchema = z.object({
  algorithm: z.literal('scrypt'),
  N: z.number().int().positive(),
  r: z.number().int().positive(),
  p: z.number().int().positive(),
  salt: z.string(),
  hash: z.string(),
});

export type PasswordHash = z.infer<typeof passwordHashSchema>;

export type ScryptCost = Pick<PasswordHash, 'N' | 'r' | 'p'>;

// 16 MiB of memory per hash: affordable on a router, slow for a guesser.
export const routerScryptCost: ScryptCost = { N: 16384, r: 8, p: 1 };
/**
 * TESTS ONLY (StartOptions.passwordHashCost): 1/64 of the work, for the unit tests' hundreds of
 * in-process daemons, each of which hashes and checks its admin password. Never the daemon's
 * default and no flag or variable of the daemon sets it.
 */
export const testOnlyWeakScryptCost: ScryptCost = { N: 256, r: 8, p: 1 };
const keyLength = 32;

export async function hashPassword(password: string, cost: ScryptCost = routerScryptCost): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return { algorithm: 'scrypt', ...cost, salt: salt.toString('base64'), hash: hash.toString('base64') };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'), stored, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function derive(password: string, salt: Buffer, params: ScryptOptions, length = keyLength): Promise<Buffer> {
  const { N, r, p } = params;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}
