// The package's rpcd ACL file (/usr/share/rpcd/acl.d/routerd.json) made from what the code
// declares it calls (acl-needs.ts). rpcd (session.c, rpc_login_setup_acl_scope) reads each group:
// `ubus: {object: [method]}` grants those calls, `uci: [package]` grants the package under the
// permission ("read"/"write") it is listed in, `file: {pattern: [perm]}` grants the file plugin's
// read/list/write/exec on paths matching the pattern (fnmatch).
import type { AclNeeds } from './acl-needs-shape';

/** The ACL group of the console's session; the plugin mints its sessions with exactly this group. */
export const consoleAclGroup = 'routerd';

type FileGrants = Record<string, string[]>;

interface AclGroup {
  description: string;
  read: { ubus?: Record<string, string[]>; uci?: string[]; file?: FileGrants };
  write?: { uci?: string[]; file?: FileGrants };
}

function fileGrants(patterns: string[], perm: string, into: FileGrants = {}): FileGrants {
  for (const pattern of patterns) into[pattern] = [...(into[pattern] ?? []), perm];
  return into;
}

function withoutEmpty<T extends object>(scopes: T): T {
  const kept = Object.entries(scopes).filter(([, value]) => (Array.isArray(value) ? value.length : Object.keys(value as object).length) > 0);
  return Object.fromEntries(kept) as T;
}

export function rpcdAcl(needs: AclNeeds): Record<string, AclGroup> {
  const readable = [...new Set([...needs.uci.read, ...needs.uci.write])].sort();
  return {
    // merged by rpcd with its own unauthenticated.json (session login/access): the lockout's way in
    // and what the login page shows before sign-in (acl-needs.ts `public`)
    unauthenticated: { description: 'Router console: sign in', read: { ubus: { ...needs.public, routerd: ['login'] } } },
    [consoleAclGroup]: {
      description: 'Router console: what its pages call (packages/router/src/ubus/acl-needs.ts)',
      read: withoutEmpty({
        ubus: needs.ubus,
        uci: readable,
        file: fileGrants(needs.fileExec, 'exec', fileGrants(needs.fileList ?? [], 'list', fileGrants(needs.fileRead, 'read'))),
      }),
      write: withoutEmpty({ uci: needs.uci.write, file: fileGrants(needs.fileWrite, 'write') }),
    },
  };
}

/** The file as the package installs it (tab-indented as OpenWrt's own ACL files). */
export function rpcdAclFile(needs: AclNeeds): string {
  return `${JSON.stringify(rpcdAcl(needs), null, '\t')}\n`;
}
