// What the core of the router runtime calls over ubus (see acl-needs.ts): rpcd's uci object for
// every page's settings (ubus-config-store.ts, router-apply.ts), the sign-in and password of the
// `routerd` plugin and rpcd's session (router-ops.ts), procd's board facts and netifd's device
// MACs (router-ops.ts, the router build's identity), the backup, its restore and the firmware
// upgrade through sysupgrade (router-backup.ts, router-restore.ts, router-firmware.ts).
import type { AclNeeds } from './acl-needs-shape';
import { cloudPackage } from '@rc/core/settings/cloud-settings';
import { ddnsPackage } from '@rc/core/settings/ddns-settings';
import { mwan3Package } from '@rc/core/settings/dispatch-settings';
import { fstabPackage } from '@rc/core/settings/fstab-settings';
import { nftQosPackage } from '@rc/core/settings/acceleration-settings';
import { watchcatPackage } from '@rc/core/settings/netwatchdog-settings';
import { wifidogPackage } from '@rc/core/settings/portal-settings';
import { sambaPackage } from '@rc/core/settings/samba-settings';
import { speechPackage } from '@rc/core/settings/speech-settings';
import { schedulePackage } from '@rc/core/schedule/reboot-schedule';
import { routerBackupPath } from './router-backup';
import { routerRestorePath } from './router-restore';
import { firmwareImagePath } from './router-paths';
import { routerPrograms as p, shapedExec } from './router-programs';
import { routerPemPaths } from './router-openvpn-pems';

/** The UCI packages the pages' handlers change (each is read too). */
const written = [
  'network',
  'wireless',
  'dhcp',
  'firewall',
  'system',
  'openvpn',
  'cellular',
  'sims',
  mwan3Package,
  nftQosPackage,
  ddnsPackage,
  watchcatPackage,
  wifidogPackage,
  cloudPackage,
  fstabPackage,
  sambaPackage,
  speechPackage,
  schedulePackage,
];

export const coreAclNeeds: AclNeeds = {
  ubus: {
    // changes: what rpcd put back into the session after a rollback, dropped with revert (drop-staged-changes.ts)
    uci: ['get', 'add', 'set', 'delete', 'order', 'changes', 'commit', 'revert', 'apply', 'confirm', 'rollback'],
    // login is the unauthenticated group's (the plugin grants it); set_password the admin's.
    // samba_account/set_samba_password: Samba's passdb (router-samba.ts); sign_in_doors and
    // close_sign_in_door: the other ways to root's password (router-sign-in-doors.ts)
    routerd: ['login', 'set_password', 'samba_account', 'set_samba_password', 'sign_in_doors', 'close_sign_in_door', shapedExec[1]],
    session: ['access', 'destroy'],
    system: ['board', 'info'],
    'network.device': ['status'],
    // read/exec/remove: the backup (router-backup.ts); write/exec/remove: a restore's archive
    // (router-restore.ts) and a firmware image (router-firmware.ts); rpcd checks remove against the write patterns
    file: ['read', 'write', 'exec', 'remove'],
  },
  uci: { read: [...written], write: [...written] },
  // sysupgrade -T and the flash itself are the platform's (platform-acl-needs.ts: systemUpgrade)
  fileExec: [`${p.sysupgrade.path} -b ${routerBackupPath}`, `${p.sysupgrade.path} -r ${routerRestorePath}`],
  // the router's clock (router-ntp.ts routerClock): date's lines vary elsewhere, so it runs through routerd.uc `exec`
  execShapes: [{ command: p.date.path, params: ['+%s'] }],
  // the OpenVPN client's PEMs: read by the tab, written as the store's side files (router-openvpn-pems.ts)
  fileRead: [routerBackupPath, ...Object.values(routerPemPaths)],
  fileWrite: [routerBackupPath, routerRestorePath, firmwareImagePath, ...Object.values(routerPemPaths)],
  // The login page shows board, version and uptime before sign-in (router-ops.ts get_login_info).
  public: { system: ['board', 'info'] },
};
