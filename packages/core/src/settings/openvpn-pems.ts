// The OpenVPN client's certificate files: the pasted or uploaded PEMs, kept beside the UCI files
// (<data>/openvpn/ beside <data>/config/ for the daemon, /etc/openvpn/ beside /etc/config/ on a
// router), the key readable by root only. Each is parsed before anything is written; the key must
// be the certificate's. No answer carries the key. They are the UCI store's side files: the
// certificate, the key and the CA land with the openvpn settings in one changeset, so that a
// crash never leaves a certificate of one save beside a key of another. Browser-safe: reading the
// files is the OpenvpnPems service's (openvpn-pem-files.ts on Node, ubus/router-openvpn-pems.ts on a
// router); both check them with openvpn-pem-checks.ts, loaded with the first read (lazy-openvpn-pems.ts).
import type { FieldError } from '@rc/contract/result-codes';
import { pemBlocks } from '@rc/contract/ops/service/openvpn-fields';
import type { SideFiles } from '../uci/config-store';

export type PemName = 'ca' | 'cert' | 'key';
export type Pems = Record<PemName, string>;
export type PemPaths = Record<PemName, string>;

export const PEM_FILE_NAMES: PemPaths = { ca: 'client-ca.crt', cert: 'client.crt', key: 'client.key' };
const PEM_NAMES: readonly PemName[] = ['ca', 'cert', 'key'];

export interface CertificateFacts {
  subject: string;
  /** ISO 8601 */
  expires: string;
}

/** The stored PEMs and what parsing them takes. */
export interface OpenvpnPems {
  /** where openvpn reads each file (the `ca`, `cert` and `key` options) */
  readonly paths: PemPaths;
  /** The stored PEMs, '' for a missing file. */
  read(): Promise<Pems>;
  /** The first certificate's subject and expiry; empty for no or an unreadable certificate. */
  describeCertificate(pem: string): CertificateFacts;
  /** Each PEM the save brings, parsed, and the key checked against the certificate. */
  pemErrors(pems: Pems, given: Partial<Pems>): FieldError[];
}

/** The PEM blocks alone, one LF after each: what is written and compared. */
export function normalPem(text: string): string {
  return (pemBlocks(text) ?? []).map((block) => block.pem).join('');
}

/** Stages the PEMs that differ from the stored ones into the changeset; the key with mode 0600. */
export function stagePems(side: SideFiles, stored: Pems, wanted: Pems): void {
  for (const name of PEM_NAMES) {
    if (wanted[name] !== stored[name] && wanted[name] !== '') side.write(PEM_FILE_NAMES[name], wanted[name], name === 'key' ? 0o600 : 0o644);
  }
}
