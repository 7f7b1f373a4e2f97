// DESIGN "Sessions": the factory password is unique per device, never a shared default. Readable
// from a label: no 0/O, 1/l/I look-alikes, and only characters the contract's password rule allows.
import { randomInt } from 'node:crypto';

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const initialPasswordLength = 12;

export function generateInitialPassword(): string {
  let password = '';
  for (let i = 0; i < initialPasswordLength; i++) password += alphabet[randomInt(alphabet.length)];
  return password;
}
