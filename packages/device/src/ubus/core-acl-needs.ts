// What the core of the router runtime calls over ubus (see acl-needs.ts): rpcd's uci object for
// every page's settings (ubus-config-store.ts, router-apply.ts), the sign-in and password of the
// `routerd` plugin and rpcd's session (router-ops.ts), procd's board facts and netifd's device
// MACs (router-ops.ts, the router build's identity).
import type { AclNeeds } from './acl-needs';
import { cloudPackage } from '../settings/cloud-settings';
import { ddnsPackage } from '../settings/ddns-settings';
import { mwan3Package } from '../settings/dispatch-settings';
import { fstabPackage } from '../settings/fstab-settings';
import { nftQosPackage } from '../settings/acceleration-settings';
import { watchcatPackage } from '../settings/netwatchdog-settings';
import { wifidogPackage } from '../settings/portal-settings';
import { sambaPackage } from '../settings/samba-settings';
import { speechPackage } from '../settings/speech-settings';
import { schedulePackage } from '../system/schedule/reboot-schedule';

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
    uci: ['get', 'add', 'set', 'delete', 'order', 'commit', 'revert', 'apply', 'confirm', 'rollback'],
    // login is the unauthenticated group's (the plugin grants it); set_password the admin's.
    routerd: ['login', 'set_password'],
    session: ['access', 'destroy'],
    // The login page shows board, version and uptime before sign-in: the unauthenticated group needs these too.
    system: ['board', 'info'],
    'network.device': ['status'],
  },
  uci: { read: [...written], write: [...written] },
  fileExec: [],
  fileRead: [],
  fileWrite: [],
};
