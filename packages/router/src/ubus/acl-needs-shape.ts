// The shape of what a part of the console calls on the router (acl-needs.ts gathers the parts),
// apart from the gathering so that the parts (core-acl-needs.ts, platform-acl-needs.ts, ...) do not
// import the file that imports them.
import type { ExecShape } from './exec-shapes';

export interface AclNeeds {
  /** ubus object -> methods */
  ubus: Record<string, string[]>;
  /** UCI packages read and written through rpcd's `uci` object */
  uci: { read: string[]; write: string[] };
  /** rpcd file-ACL patterns for `file exec`: fixed command lines (fnmatch as rpcd does; rpcd-acl.test.ts refuses unsafe wildcards) */
  fileExec: string[];
  /** argument arrays of the programs whose arguments vary, checked by routerd.uc `exec` and `background_start` */
  execShapes?: ExecShape[];
  fileRead: string[];
  fileWrite: string[];
  /** directories `file list` may read (rpcd file.c rpc_file_list checks the read scope's "list" permission) */
  fileList?: string[];
  /** ubus object -> methods the login page calls before sign-in: rpcd's unauthenticated group gets them too */
  public?: Record<string, string[]>;
}
