// The OpenVPN PEMs as the Node daemon keeps them: files in <data>/openvpn/ (openvpn-pems.ts says
// what they are), checked by the code the router's browser runs (openvpn-pem-checks.ts, loaded with
// the first read).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { readTextOrNull } from './durable-fs';
import { lazyOpenvpnPems } from '@rc/core/settings/lazy-openvpn-pems';
import { PEM_FILE_NAMES, type OpenvpnPems, type PemName, type PemPaths, type Pems } from '@rc/core/settings/openvpn-pems';

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
  return lazyOpenvpnPems(async () => {
    const { describeCertificate, pemErrors } = await import('@rc/core/settings/openvpn-pem-checks');
    return { paths: pemPaths(dir), read: () => readPems(dir), describeCertificate, pemErrors };
  });
}

/** The stored PEMs, '' for a missing file. */
export async function readPems(dir: string): Promise<Pems> {
  const paths = pemPaths(dir);
  const [ca, cert, key] = await Promise.all(PEM_NAMES.map(async (name) => (await readTextOrNull(paths[name])) ?? ''));
  return { ca: ca ?? '', cert: cert ?? '', key: key ?? '' };
}

/** Factory reset: the next owner gets no certificate or key of the last one. */
export async function removePems(configDir: string): Promise<void> {
  await rm(openvpnDir(configDir), { recursive: true, force: true });
}
