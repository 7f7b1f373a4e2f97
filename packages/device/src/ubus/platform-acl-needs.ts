// What the platform of the router runtime calls over ubus (see acl-needs.ts).
import type { AclNeeds } from './acl-needs';

export const platformAclNeeds: AclNeeds = { ubus: {}, uci: { read: [], write: [] }, fileExec: [], fileRead: [], fileWrite: [] };
