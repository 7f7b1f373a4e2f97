// WireGuard's keys as `wg genkey`, `wg pubkey` and `wg genpsk` print them (the base64 of 32 raw
// bytes), made with WebCrypto's X25519, which both Node and the browser have: the router's
// console makes them in the browser. Browser-safe.

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

// The DER head of a PKCS#8 X25519 private key (RFC 8410), followed by the 32 raw bytes.
const PKCS8_X25519 = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20];
const X25519 = { name: 'X25519' };

/** A fresh x25519 key pair. */
export async function generateKeyPair(): Promise<KeyPair> {
  const pair = await crypto.subtle.generateKey(X25519, true, ['deriveBits']);
  if (!('privateKey' in pair)) throw new TypeError('X25519 makes a key pair');
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { privateKey: base64UrlToBase64(jwk.d!), publicKey: base64UrlToBase64(jwk.x!) };
}

/** `wg pubkey`; throws for text that is not the base64 of 32 bytes. */
export async function publicKeyOf(privateKey: string): Promise<string> {
  const raw = fromBase64(privateKey);
  if (raw.length !== 32) throw new TypeError('a WireGuard key is 32 bytes');
  const key = await crypto.subtle.importKey('pkcs8', new Uint8Array([...PKCS8_X25519, ...raw]), X25519, true, ['deriveBits']);
  return base64UrlToBase64((await crypto.subtle.exportKey('jwk', key)).x!);
}

/** `wg genpsk`: 32 random bytes. */
export function generatePresharedKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function base64UrlToBase64(text: string): string {
  return toBase64(fromBase64(text.replaceAll('-', '+').replaceAll('_', '/')));
}
