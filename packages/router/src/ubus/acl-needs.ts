// What the console's code calls on the router, declared beside the code that calls it; the
// package's rpcd ACL (/usr/share/rpcd/acl.d/routerd.json) is generated from this
// (packages/router/scripts/gen-rpcd-acl.ts), so that the console's session is granted exactly
// what its pages use (issue 27.2).
import { coreAclNeeds } from './core-acl-needs';
import { platformAclNeeds } from './platform-acl-needs';
import { routerHistoryAclNeeds } from './router-history';
import { simWatchAclNeeds } from './simwatch-files';
import type { AclNeeds } from './acl-needs-shape';
import type { ExecShape } from './exec-shapes';

/** What the sign-in itself needs once signed in: the package's ucode plugin (routerd.uc). */
export const sessionAclNeeds: AclNeeds = {
  ubus: { routerd: ['set_password'] },
  uci: { read: [], write: [] },
  fileExec: [],
  fileRead: [],
  fileWrite: [],
};

const union = (lists: string[][]): string[] => [...new Set(lists.flat())].sort();

function mergeUbus(grants: Array<Record<string, string[]>>): Record<string, string[]> {
  const ubus = new Map<string, string[][]>();
  for (const grant of grants) {
    for (const [object, methods] of Object.entries(grant)) ubus.set(object, [...(ubus.get(object) ?? []), methods]);
  }
  return Object.fromEntries([...ubus.keys()].sort().map((object) => [object, union(ubus.get(object) ?? [])]));
}

function uniqueShapes(shapes: ExecShape[]): ExecShape[] {
  const byText = new Map(shapes.map((shape) => [JSON.stringify(shape), shape]));
  return [...byText.keys()].sort().map((text) => byText.get(text)!);
}

export function mergeAclNeeds(parts: AclNeeds[]): AclNeeds {
  const publicUbus = mergeUbus(parts.map((p) => p.public ?? {}));
  return {
    ubus: mergeUbus(parts.map((p) => p.ubus)),
    ...(Object.keys(publicUbus).length ? { public: publicUbus } : {}),
    uci: { read: union(parts.map((p) => p.uci.read)), write: union(parts.map((p) => p.uci.write)) },
    fileExec: union(parts.map((p) => p.fileExec)),
    execShapes: uniqueShapes(parts.flatMap((p) => p.execShapes ?? [])),
    fileRead: union(parts.map((p) => p.fileRead)),
    fileWrite: union(parts.map((p) => p.fileWrite)),
    fileList: union(parts.map((p) => p.fileList ?? [])),
  };
}

export const aclNeeds: AclNeeds = mergeAclNeeds([sessionAclNeeds, coreAclNeeds, platformAclNeeds, simWatchAclNeeds, routerHistoryAclNeeds]);
