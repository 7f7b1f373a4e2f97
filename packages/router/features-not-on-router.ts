// Which tabs the router build leaves out of its menu_conf.json (vite.config.ts).
import { ops } from '../contract/src/registry.ts';
import { notOnRouterOps } from '../device/src/ubus/router-ops.ts';

/**
 * The features none of whose ops a router offers yet (every op of the feature is in router-ops.ts'
 * notOnRouterOps): their tabs are not shown, rather than pages that could only say so.
 */
export function featuresNotOnRouter(): Set<string> {
  const missing = new Set<string>(notOnRouterOps);
  const byFeature = new Map<string, string[]>();
  for (const def of Object.values(ops)) if (def.feature) byFeature.set(def.feature, [...(byFeature.get(def.feature) ?? []), def.op]);
  return new Set([...byFeature].filter(([, names]) => names.every((name) => missing.has(name))).map(([feature]) => feature));
}
