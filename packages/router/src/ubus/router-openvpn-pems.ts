// The OpenVPN client's PEM files on a router (openvpn-pems.ts says what they are): fixed paths in
// /etc/openvpn/, the folder the openvpn package installs and its init script's `ca`, `cert` and
// `key` options point to; read through rpcd's `file read`, written by the UCI store's side files
// (ubus-config-store.ts: rpcd's `file write` with the key's mode 0600). Checked in the browser by
// the Node daemon's code (settings/openvpn-pem-checks.ts). Browser-safe.
import { describeCertificate, pemErrors } from '@rc/core/settings/openvpn-pem-checks';
import { PEM_FILE_NAMES, type OpenvpnPems, type PemName, type PemPaths } from '@rc/core/settings/openvpn-pems';
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
