import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKeyPair, generatePresharedKey, publicKeyOf } from './wireguard-keys';

const hex = (text: string) => Buffer.from(text, 'hex').toString('base64');

// What the daemon computed with node:crypto before the keys moved to WebCrypto.
function nodePublicKeyOf(privateKey: string): string {
  const der = Buffer.concat([Buffer.from('302e020100300506032b656e04220420', 'hex'), Buffer.from(privateKey, 'base64')]);
  const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  return Buffer.from(createPublicKey(key).export({ format: 'jwk' }).x!, 'base64url').toString('base64');
}

describe('WireGuard keys', () => {
  it('computes the public key of RFC 7748\'s test vector as wg pubkey does', async () => {
    const alice = hex('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a');
    expect(await publicKeyOf(alice)).toBe(hex('8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a'));
  });

  it('makes pairs whose public key is the one node:crypto derives, 44 base64 characters each', async () => {
    for (let i = 0; i < 5; i++) {
      const pair = await generateKeyPair();
      expect(pair.privateKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      expect(pair.publicKey).toBe(nodePublicKeyOf(pair.privateKey));
      expect(await publicKeyOf(pair.privateKey)).toBe(pair.publicKey);
    }
  });

  it('refuses a key that is not 32 bytes, and makes 32-byte preshared keys', async () => {
    await expect(publicKeyOf(hex('00'.repeat(31)))).rejects.toThrow();
    await expect(publicKeyOf('not base64!')).rejects.toThrow();
    expect(Buffer.from(generatePresharedKey(), 'base64')).toHaveLength(32);
  });
});
