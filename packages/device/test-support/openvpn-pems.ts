// The OpenVPN tab's test PEMs (ops/service/fixtures/openvpn/README.md says how they were made),
// and an encrypted copy of the client key made from it.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const openvpnFixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../core/src/ops/service/fixtures/openvpn');

export interface OpenvpnTestPems {
  ca: string;
  cert: string;
  key: string;
  /** CN=stranger, signed by another CA, with its own key */
  otherCert: string;
  otherKey: string;
  /** the client key as PKCS#8 encrypted with a passphrase */
  encryptedKey: string;
  /** self-signed RSA 2048, a subject of six attributes, the key in PKCS #1 */
  rsaCert: string;
  rsaKey: string;
  /** self-signed RSASSA-PSS 2048, the key in PKCS #8 */
  rsaPssCert: string;
  rsaPssKey: string;
  /** self-signed Ed25519 */
  ed25519Cert: string;
  ed25519Key: string;
}

export function openvpnPems(): OpenvpnTestPems {
  const read = (name: string) => readFileSync(path.join(openvpnFixturesDir, name), 'utf8');
  const key = read('client.key');
  const encryptedKey = createPrivateKey(key).export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'test-passphrase' }).toString();
  return {
    ca: read('ca.crt'),
    cert: read('client.crt'),
    key,
    otherCert: read('other-client.crt'),
    otherKey: read('other-client.key'),
    encryptedKey,
    rsaCert: read('rsa-client.crt'),
    rsaKey: read('rsa-client.key'),
    rsaPssCert: read('rsa-pss-client.crt'),
    rsaPssKey: read('rsa-pss-client.key'),
    ed25519Cert: read('ed25519-client.crt'),
    ed25519Key: read('ed25519-client.key'),
  };
}
