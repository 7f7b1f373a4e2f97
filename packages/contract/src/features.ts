// Spec section 3: the permission file (menu_conf.json), its groups and feature names.
export const FeatureGroups = {
  net: ['net_wan', 'net_cellular1', 'net_cellular2', 'net_lan', 'net_dhcp', 'net_static_router', 'net_clients', 'net_qos', 'net_accelerate'],
  wifi: ['wifi_2', 'wifi_5', 'wifi_guest', 'wifi_signal', 'wifi_scan'],
  adv: ['adv_firewall_general', 'adv_dmz', 'adv_ddns', 'adv_router_nat', 'adv_netwatchdog', 'adv_parent', 'adv_acl', 'black_list'],
  srv: ['srv_cloud_login', 'srv_cloud_control', 'srv_client_pptp', 'srv_client_l2tp', 'srv_portal', 'srv_storage', 'srv_samba', 'pptp', 'l2tp', 'openvpn', 'srv_dispatch', 'speech', 'wireguard'],
  mgnt: ['mgnt_sysupgrade', 'mgnt_backup_restore', 'mgnt_system', 'mgnt_log', 'reboot', 'flow_info', 'mgnt_history', 'mgnt_realtime'],
  tool: ['tool_diagnose', 'tool_site_survey', 'tool_simulator'],
} as const;

export type FeatureGroup = keyof typeof FeatureGroups;
export type Feature = (typeof FeatureGroups)[FeatureGroup][number];
export type Corporation = 'ZBT' | 'SL';

/** menu_conf.json as the device serves it: each feature '1' (enabled) or another value. */
export type MenuConf = { [G in FeatureGroup]: Record<(typeof FeatureGroups)[G][number], string> } & {
  config: { frequency: string; corporation: Corporation };
};

export function isFeatureEnabled(conf: MenuConf, feature: Feature): boolean {
  for (const group of Object.keys(FeatureGroups) as FeatureGroup[]) {
    const values = conf[group] as Record<string, string> | undefined;
    if (values && feature in values) return values[feature] === '1';
  }
  return false;
}
