// The OpenVPN client's PEM files on a router (openvpn-pems.ts says what they are): fixed paths in
// /etc/openvpn/, the folder the openvpn package installs and its init script's `ca`, `cert` and
// `key` options point to; read through rpcd's `file read`, written by the UCI store's side files
// (ubus-config-store.ts: rpcd's `file write` with the key's mode 0600). Parsed in the browser with
// pem-der.ts, with the Node daemon's rules (settings/openvpn-pem-files.ts) and error keys.
// Browser-safe.
import type { FieldError } from '@rc/contract/result-codes';
import { OpenvpnKey, pemBlocks } from '@rc/contract/ops/service/openvpn-fields';
import { PEM_FILE_NAMES, pemErrorsOf, type CertificateFacts, type OpenvpnPems, type PemName, type PemPaths, type Pems } from '../settings/openvpn-pems';
import { readCertificate, readPrivateKey } from './pem-der';
import { readRouterFileIfAny } from './router-files';
import { routerSideDir } from './router-side-dir';
import type { Ubus } from './ubus';

export const routerPemPaths: PemPaths = {
  ca: `${routerSideDir}/${PEM_FILE_NAMES.ca}`,
  cert: `${routerSideDir}/${PEM_FILE_NAMES.cert}`,
  key: `${routerSideDir}/${PEM_FILE_NAMES.key}`,
};

const PEM_NAMES: readonly PemName[] = ['ca', 'cert', 'key'];

export function routerOpenvpnPems(ubus: Ubus): OpenvpnPems {
  return {
    paths: routerPemPaths,
    async read() {
      const [ca, cert, key] = await Promise.all(PEM_NAMES.map(async (name) => (await readRouterFileIfAny(ubus, routerPemPaths[name])) ?? ''));
      return { ca: ca!, cert: cert!, key: key! };
    },
    describeCertificate,
    pemErrors,
  };
}

export function describeCertificate(pem: string): CertificateFacts {
  const cert = pem ? readCertificate(pem) : undefined;
  return cert ? { subject: cert.subject.join(', '), expires: cert.notAfter.toISOString() } : { subject: '', expires: '' };
}

export function pemErrors(pems: Pems, given: Partial<Pems>): FieldError[] {
  // A key that does not carry its public half (Ed25519, an EC key without it) cannot be compared here.
  return pemErrorsOf({ certificate: readCertificate, privateKey: privateKeyOf, matches: (cert, key) => (key.publicKey === undefined ? undefined : cert.publicKey === key.publicKey) }, pems, given);
}

/** The key, or why it cannot be used: openvpn would stop at start-up to ask for a passphrase. */
function privateKeyOf(pem: string): { publicKey: string | undefined } | string {
  const label = pemBlocks(pem)?.[0]?.label ?? '';
  if (label === 'ENCRYPTED PRIVATE KEY') return OpenvpnKey.keyEncrypted;
  return readPrivateKey(pem, label) ?? OpenvpnKey.keyInvalid;
}
