// Which tabs the router build leaves out of its menu_conf.json (vite.config.ts).
import { ops } from '../contract/src/registry.ts';
import { FeatureGroups, type Feature, type FeatureGroup, type MenuConf } from '../contract/src/features.ts';
import { defaultMenuConf } from '../device/src/factory/menu-conf.ts';
import { notOnRouterOps } from './src/ubus/router-ops.ts';

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

/**
 * The vendor cloud's tabs (Cloud login, Cloud management, Speech control): their files,
 * /etc/config/cloud and /etc/config/speech, are read by no OpenWrt program, only by a vendor's cloud
 * client. Off on a stock OpenWrt; a vendor image that ships its client turns them on in the
 * installed /www/routerd/menu_conf.json (docs/openwrt.md).
 */
export const vendorCloudFeatures: readonly Feature[] = ['srv_cloud_login', 'srv_cloud_control', 'speech'];

/** The router build's menu_conf.json: the default model's, less what a stock OpenWrt does not offer. */
export function routerMenuConf(): MenuConf {
  const conf = defaultMenuConf('ZBT');
  const off = new Set<string>([...featuresNotOnRouter(), ...vendorCloudFeatures]);
  for (const group of Object.keys(FeatureGroups) as FeatureGroup[]) {
    const values = conf[group] as Record<string, string>;
    for (const feature of Object.keys(values)) if (off.has(feature)) values[feature] = '0';
  }
  return conf;
}
