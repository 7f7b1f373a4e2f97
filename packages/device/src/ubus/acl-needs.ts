// What the console's code calls on the router, declared beside the code that calls it; the
// package's rpcd ACL (/usr/share/rpcd/acl.d/routerd.json) is generated from this, so that the
// console's session is granted exactly what its pages use (issue 27.2).
import { coreAclNeeds } from './core-acl-needs';
import { platformAclNeeds } from './platform-acl-needs';

export interface AclNeeds {
  /** ubus object -> methods */
  ubus: Record<string, string[]>;
  /** UCI packages read and written through rpcd's `uci` object */
  uci: { read: string[]; write: string[] };
  /** rpcd file-ACL patterns for `file exec` (argv shapes, fnmatch as rpcd does) */
  fileExec: string[];
  fileRead: string[];
  fileWrite: string[];
}

export const aclNeeds: AclNeeds[] = [coreAclNeeds, platformAclNeeds];
