// The layout of the data folder (DESIGN "The device daemon").
import path from 'node:path';

export { configPackages, type ConfigPackage } from '@rc/core/uci/config-packages';

export interface DataPaths {
  root: string;
  /** live UCI files, what a real device has under /etc/config */
  config: string;
  menuConf: string;
  /** store journal and history, admin password hash */
  state: string;
  admin: string;
  /** the unit's key of the browsers' device cookies (sessions/device-cookies.ts) */
  deviceCookieKey: string;
  /** the file sharing account's password hash (Samba's passdb on the simulated router) */
  sambaPasswd: string;
  factory: string;
  factoryConfig: string;
  factoryMenuConf: string;
  initialPassword: string;
  identity: string;
  /** the public keys firmware images must be signed with */
  firmwareKeys: string;
  /** the unit's secret that signs its backups (kept by a factory reset, like the identity) */
  backupKey: string;
}

/** `configDir`: the live UCI files, <root>/config unless told (/etc/config on OpenWrt). */
export function dataPaths(root: string, configDir = path.join(root, 'config')): DataPaths {
  const factory = path.join(root, 'factory');
  const state = path.join(root, 'state');
  return {
    root,
    config: configDir,
    menuConf: path.join(root, 'menu_conf.json'),
    state,
    admin: path.join(state, 'admin.json'),
    deviceCookieKey: path.join(state, 'device-cookie.key'),
    sambaPasswd: path.join(state, 'samba-passwd.json'),
    factory,
    factoryConfig: path.join(factory, 'config'),
    factoryMenuConf: path.join(factory, 'menu_conf.json'),
    initialPassword: path.join(factory, 'initial-password'),
    identity: path.join(factory, 'identity.json'),
    firmwareKeys: path.join(factory, 'firmware-keys.json'),
    backupKey: path.join(factory, 'backup-key'),
  };
}
