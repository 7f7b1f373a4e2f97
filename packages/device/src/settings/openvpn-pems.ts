// The OpenVPN client's certificate files: the daemon writes the pasted or uploaded PEM to
// <data>/openvpn/ beside <data>/config/, as a router keeps them in /etc/openvpn/ beside
// /etc/config/, the key readable by root only. Each is parsed with node:crypto before anything
// is written; the key must be the certificate's. No answer carries the key. They are the UCI
// store's side files: the certificate, the key and the CA land with the openvpn settings in one
// changeset, so that a crash never leaves a certificate of one save beside a key of another.
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FieldError } from '@rc/contract/result-codes';
import { OpenvpnKey, pemBlocks } from '@rc/contract/ops/service/openvpn-fields';
import { readTextOrNull } from '../uci/durable-fs';
import type { SideFiles } from '../uci/config-store';

export type PemName = 'ca' | 'cert' | 'key';
export type Pems = Record<PemName, string>;
export type PemPaths = Record<PemName, string>;

const FILE_NAMES: PemPaths = { ca: 'client-ca.crt', cert: 'client.crt', key: 'client.key' };
const PEM_NAMES: readonly PemName[] = ['ca', 'cert', 'key'];

/** <data>/config/../openvpn: /etc/openvpn on a router. */
export function openvpnDir(configDir: string): string {
  return path.join(path.dirname(configDir), 'openvpn');
}

export function pemPaths(dir: string): PemPaths {
  return { ca: path.join(dir, FILE_NAMES.ca), cert: path.join(dir, FILE_NAMES.cert), key: path.join(dir, FILE_NAMES.key) };
}

/** The stored PEMs, '' for a missing file. */
export async function readPems(dir: string): Promise<Pems> {
  const paths = pemPaths(dir);
  const [ca, cert, key] = await Promise.all(PEM_NAMES.map(async (name) => (await readTextOrNull(paths[name])) ?? ''));
  return { ca: ca ?? '', cert: cert ?? '', key: key ?? '' };
}

/** The PEM blocks alone, one LF after each: what is written and compared. */
export function normalPem(text: string): string {
  return (pemBlocks(text) ?? []).map((block) => block.pem).join('');
}

export interface CertificateFacts {
  subject: string;
  /** ISO 8601 */
  expires: string;
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
  const errors: FieldError[] = [];
  if (given.ca && !(pemBlocks(given.ca) ?? []).every((block) => certificateOf(block.pem))) errors.push({ field: 'ca', key: OpenvpnKey.certInvalid });
  if (given.cert && !certificateOf(given.cert)) errors.push({ field: 'cert', key: OpenvpnKey.certInvalid });
  const key = pems.key ? privateKeyOf(pems.key) : undefined;
  if (given.key && typeof key === 'string') errors.push({ field: 'key', key });
  const cert = certificateOf(pems.cert);
  if (errors.length === 0 && (given.key || given.cert) && cert && typeof key === 'object' && !cert.checkPrivateKey(key)) {
    errors.push({ field: given.key ? 'key' : 'cert', key: OpenvpnKey.keyMismatch });
  }
  return errors;
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

/** Stages the PEMs that differ from the stored ones into the changeset; the key with mode 0600. */
export function stagePems(side: SideFiles, stored: Pems, wanted: Pems): void {
  for (const name of PEM_NAMES) {
    if (wanted[name] !== stored[name] && wanted[name] !== '') side.write(FILE_NAMES[name], wanted[name], name === 'key' ? 0o600 : 0o644);
  }
}

/** Factory reset: the next owner gets no certificate or key of the last one. */
export async function removePems(configDir: string): Promise<void> {
  await rm(openvpnDir(configDir), { recursive: true, force: true });
}
