// The OpenVPN PEMs as the Node daemon keeps them: files in <data>/openvpn/, parsed with
// node:crypto (openvpn-pems.ts says what they are).
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FieldError } from '@rc/contract/result-codes';
import { OpenvpnKey, pemBlocks } from '@rc/contract/ops/service/openvpn-fields';
import { readTextOrNull } from '../uci/durable-fs';
import { PEM_FILE_NAMES, pemErrorsOf, type CertificateFacts, type OpenvpnPems, type PemName, type PemPaths, type Pems } from './openvpn-pems';

const PEM_NAMES: readonly PemName[] = ['ca', 'cert', 'key'];

/** <data>/config/../openvpn: /etc/openvpn on a router. */
export function openvpnDir(configDir: string): string {
  return path.join(path.dirname(configDir), 'openvpn');
}

export function pemPaths(dir: string): PemPaths {
  return { ca: path.join(dir, PEM_FILE_NAMES.ca), cert: path.join(dir, PEM_FILE_NAMES.cert), key: path.join(dir, PEM_FILE_NAMES.key) };
}

/** The daemon's PEMs beside its config folder. */
export function openvpnPemFiles(configDir: string): OpenvpnPems {
  const dir = openvpnDir(configDir);
  return { paths: pemPaths(dir), read: () => readPems(dir), describeCertificate, pemErrors };
}

/** The stored PEMs, '' for a missing file. */
export async function readPems(dir: string): Promise<Pems> {
  const paths = pemPaths(dir);
  const [ca, cert, key] = await Promise.all(PEM_NAMES.map(async (name) => (await readTextOrNull(paths[name])) ?? ''));
  return { ca: ca ?? '', cert: cert ?? '', key: key ?? '' };
}

/** The first certificate's subject and expiry; empty for no or an unreadable certificate. */
export function describeCertificate(pem: string): CertificateFacts {
  const cert = certificateOf(pem);
  if (!cert) return { subject: '', expires: '' };
  return { subject: cert.subject.split('\n').join(', '), expires: new Date(cert.validTo).toISOString() };
}

function certificateOf(pem: string): X509Certificate | undefined {
  try {
    return pem ? new X509Certificate(pem) : undefined;
  } catch {
    return undefined;
  }
}

/** Each PEM the save brings, parsed, and the key checked against the certificate. */
export function pemErrors(pems: Pems, given: Partial<Pems>): FieldError[] {
  return pemErrorsOf({ certificate: certificateOf, privateKey: privateKeyOf, matches: (cert, key) => cert.checkPrivateKey(key) }, pems, given);
}

/** The key, or why it cannot be used: openvpn would stop at start-up to ask for a passphrase. */
function privateKeyOf(pem: string): KeyObject | string {
  if (pemBlocks(pem)?.[0]?.label === 'ENCRYPTED PRIVATE KEY') return OpenvpnKey.keyEncrypted;
  try {
    return createPrivateKey(pem);
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_MISSING_PASSPHRASE' ? OpenvpnKey.keyEncrypted : OpenvpnKey.keyInvalid;
  }
}

/** Factory reset: the next owner gets no certificate or key of the last one. */
export async function removePems(configDir: string): Promise<void> {
  await rm(openvpnDir(configDir), { recursive: true, force: true });
}
