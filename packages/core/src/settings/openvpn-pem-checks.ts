// The OpenVPN tab's checks of the PEMs a save brings, and what it shows of a certificate: one copy
// for the Node daemon and the browser on a router (openvpn-pem-reader.ts reads the DER).
// Browser-safe.
import type { FieldError } from '@rc/contract/result-codes';
import { OpenvpnKey, pemBlocks } from '@rc/contract/ops/service/openvpn-fields';
import type { CertificateFacts, Pems } from './openvpn-pems';
import { readCertificate, readPrivateKey, type OpenvpnPrivateKey } from './openvpn-pem-reader';

/** The first certificate's subject and expiry; empty for no or an unreadable certificate. */
export function describeCertificate(pem: string): CertificateFacts {
  const cert = pem ? readCertificate(pem) : undefined;
  return cert ? { subject: cert.subject.join(', '), expires: cert.notAfter.toISOString() } : { subject: '', expires: '' };
}

/** Each PEM the save brings, parsed, and the key checked against the certificate. */
export function pemErrors(pems: Pems, given: Partial<Pems>): FieldError[] {
  const errors: FieldError[] = [];
  if (given.ca && !(pemBlocks(given.ca)?.every((block) => readCertificate(block.pem)) ?? false)) errors.push({ field: 'ca', key: OpenvpnKey.certInvalid });
  if (given.cert && !readCertificate(given.cert)) errors.push({ field: 'cert', key: OpenvpnKey.certInvalid });
  const key = pems.key ? privateKeyOf(pems.key) : undefined;
  if (given.key && typeof key === 'string') errors.push({ field: 'key', key });
  const cert = pems.cert ? readCertificate(pems.cert) : undefined;
  // A key that does not carry its public half (Ed25519, an EC key without it) cannot be compared here.
  if (errors.length === 0 && (given.key || given.cert) && cert && typeof key === 'object' && key.publicKey !== undefined && cert.publicKey !== key.publicKey) {
    errors.push({ field: given.key ? 'key' : 'cert', key: OpenvpnKey.keyMismatch });
  }
  return errors;
}

/** The key, or why it cannot be used: openvpn would stop at start-up to ask for a passphrase. */
function privateKeyOf(pem: string): OpenvpnPrivateKey | string {
  const label = pemBlocks(pem)?.[0]?.label ?? '';
  if (label === 'ENCRYPTED PRIVATE KEY') return OpenvpnKey.keyEncrypted;
  return readPrivateKey(pem, label) ?? OpenvpnKey.keyInvalid;
}
