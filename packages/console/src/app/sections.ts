import type { ComponentType } from 'react';
import type { Feature } from '@rc/contract/features';

export type PageLoader = () => Promise<ComponentType>;

export interface TabDef {
  /** URL segment, as in spec 2's route table. */
  path: string;
  /** i18n key suffix: the label is `nav.<section>.<key>`. */
  key: string;
  /** menu_conf.json feature that shows the tab (spec 3). */
  feature: Feature;
  /** Further features that show the tab as well (the VPN overview: either client type). */
  orFeatures?: readonly Feature[];
  /** The tab's page; a tab without one says it is not available in this firmware yet. */
  page?: PageLoader;
  /** Tabs of one group share one entry of the strip (label `nav.group.<group>`) and a row of their own. */
  group?: TabGroup;
}

export type TabGroup = 'vpn' | 'cloud' | 'storage';

export type SectionId = 'network' | 'wifi' | 'advanced' | 'service' | 'system' | 'utils';

export interface SectionDef {
  id: SectionId;
  tabs: TabDef[];
}

const tab = (path: string, feature: Feature, page?: PageLoader, key = path): TabDef => ({ path, key, feature, page });
const grouped = (group: TabGroup, def: TabDef): TabDef => ({ ...def, group });

// Spec 2's route table, in menu order. The service tabs take spec 3's srv features by name; the
// VPN overview shows either client type (srv_client_pptp, srv_client_l2tp) and certification has
// a feature of its own, srv_portal. Issue 30.6: the strip shows a group once (VPN, Cloud,
// Storage), its tabs in a row below it; each tab keeps its own URL.
export const sections: SectionDef[] = [
  {
    id: 'network',
    tabs: [
      tab('wan', 'net_wan', () => import('../sections/network/wan/wan-page').then((m) => m.WanPage)),
      tab('net_type', 'net_cellular1', () => import('../sections/network/cellular/cellular-page').then((m) => m.CellularPage)),
      tab('sims', 'net_cellular2', () => import('../sections/network/sims/sims-page').then((m) => m.SimsPage)),
      tab('sms', 'net_cellular1', () => import('../sections/network/sms/sms-page').then((m) => m.SmsPage)),
      tab('lan', 'net_lan', () => import('../sections/network/lan/lan-page').then((m) => m.LanPage)),
      tab('dhcp', 'net_dhcp', () => import('../sections/network/dhcp/dhcp-page').then((m) => m.DhcpPage)),
      tab('router', 'net_static_router', () => import('../sections/network/static-routes/static-routes-page').then((m) => m.StaticRoutesPage)),
      tab('terminal', 'net_clients', () => import('../sections/network/clients/clients-page').then((m) => m.ClientsPage)),
      tab('qos', 'net_qos', () => import('../sections/network/qos/qos-page').then((m) => m.QosPage)),
      tab('nat', 'net_accelerate', () => import('../sections/network/nat/nat-page').then((m) => m.NatPage)),
    ],
  },
  {
    id: 'wifi',
    tabs: [
      tab('2.4g', 'wifi_2', () => import('../sections/wifi/band/band-page').then((m) => m.Band2gPage), 'band2g'),
      tab('5g', 'wifi_5', () => import('../sections/wifi/band/band-page').then((m) => m.Band5gPage), 'band5g'),
      tab('visitor', 'wifi_guest', () => import('../sections/wifi/guest/guest-page').then((m) => m.GuestPage)),
      tab('signal', 'wifi_signal', () => import('../sections/wifi/transmit-power/transmit-power-page').then((m) => m.TransmitPowerPage)),
      tab('scan', 'wifi_scan', () => import('../sections/wifi/scan/scan-page').then((m) => m.ScanPage)),
    ],
  },
  {
    id: 'advanced',
    tabs: [
      tab('security', 'adv_firewall_general', () => import('../sections/advanced/security/security-page').then((m) => m.SecurityPage)),
      tab('dmz_host', 'adv_dmz', () => import('../sections/advanced/dmz/dmz-page').then((m) => m.DmzPage)),
      tab('ddns', 'adv_ddns', () => import('../sections/advanced/ddns/ddns-page').then((m) => m.DdnsPage)),
      tab('dispatch', 'adv_router_nat', () => import('../sections/advanced/port-forward/port-forward-page').then((m) => m.PortForwardPage)),
      tab('black_list', 'black_list', () => import('../sections/advanced/black-list/black-list-page').then((m) => m.BlackListPage)),
      tab('netwatchdog', 'adv_netwatchdog', () => import('../sections/advanced/netwatchdog/netwatchdog-page').then((m) => m.NetwatchdogPage)),
      tab('parent', 'adv_parent', () => import('../sections/advanced/parental-control/parental-control-page').then((m) => m.ParentalControlPage)),
      tab('acl', 'adv_acl', () => import('../sections/advanced/acl/acl-page').then((m) => m.AclPage)),
    ],
  },
  {
    id: 'service',
    tabs: [
      grouped('cloud', tab('cloud_login', 'srv_cloud_login', () => import('../sections/service/cloud-login/cloud-login-page').then((m) => m.CloudLoginPage))),
      grouped('cloud', tab('cloud_control', 'srv_cloud_control', () => import('../sections/service/cloud-control/cloud-control-page').then((m) => m.CloudControlPage))),
      grouped('vpn', { ...tab('vpn', 'srv_client_pptp', () => import('../sections/service/vpn/vpn-page').then((m) => m.VpnPage)), orFeatures: ['srv_client_l2tp'] }),
      tab('certification', 'srv_portal', () => import('../sections/service/wifi-auth/wifi-auth-page').then((m) => m.WifiAuthPage)),
      grouped('storage', tab('disk', 'srv_storage', () => import('../sections/service/disk/disk-page').then((m) => m.DiskPage))),
      grouped('storage', tab('file', 'srv_samba', () => import('../sections/service/file/file-page').then((m) => m.FilePage))),
      grouped('vpn', tab('pptp', 'pptp', () => import('../sections/service/pptp/pptp-page').then((m) => m.PptpPage))),
      grouped('vpn', tab('l2tp', 'l2tp', () => import('../sections/service/l2tp/l2tp-page').then((m) => m.L2tpPage))),
      grouped('vpn', tab('openvpn', 'openvpn', () => import('../sections/service/openvpn/openvpn-page').then((m) => m.OpenvpnPage))),
      tab('dispatch', 'srv_dispatch', () => import('../sections/service/traffic-dispatch/traffic-dispatch-page').then((m) => m.TrafficDispatchPage)),
      tab('speech', 'speech', () => import('../sections/service/speech/speech-page').then((m) => m.SpeechPage)),
      grouped('vpn', tab('wireguard', 'wireguard', () => import('../sections/service/wireguard/wireguard-page').then((m) => m.WireguardPage))),
    ],
  },
  {
    id: 'system',
    tabs: [
      tab('update', 'mgnt_sysupgrade', () => import('../sections/system/update/update-page').then((m) => m.UpdatePage)),
      tab('backup', 'mgnt_backup_restore', () => import('../sections/system/backup/backup-page').then((m) => m.BackupPage)),
      tab('settings', 'mgnt_system', () => import('../sections/system/time-and-reboot/time-and-reboot-page').then((m) => m.TimeAndRebootPage)),
      tab('log', 'mgnt_log', () => import('../sections/system/log/log-page').then((m) => m.LogPage)),
      tab('reboot', 'reboot', () => import('../sections/system/reboot-schedule/reboot-schedule-page').then((m) => m.RebootSchedulePage)),
      tab('flow', 'flow_info', () => import('../sections/system/traffic-stats/traffic-stats-page').then((m) => m.TrafficStatsPage)),
      tab('history', 'mgnt_history', () => import('../sections/system/history/history-page').then((m) => m.HistoryPage)),
      tab('realtime', 'mgnt_realtime', () => import('../sections/system/realtime/realtime-page').then((m) => m.RealtimePage)),
    ],
  },
  {
    id: 'utils',
    tabs: [
      tab('diagnostics', 'tool_diagnose', () => import('../sections/utils/diagnostics/diagnostics-page').then((m) => m.DiagnosticsPage)),
      tab('investigate', 'tool_site_survey', () => import('../sections/utils/site-survey/site-survey-page').then((m) => m.SiteSurveyPage)),
      // Issue 42.3: on the simulated router only (the daemon serves tool_simulator off elsewhere).
      tab('simulator', 'tool_simulator', () => import('../sections/utils/simulator/simulator-page').then((m) => m.SimulatorPage)),
    ],
  },
];
