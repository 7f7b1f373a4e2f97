// One handler per op of the contract's table: an op without a handler fails the type check.
import type { OpName, Ops } from '@rc/contract/registry';
import type { Handler } from '@rc/core/ops/op-context';
import { change_password, login, logout, long_link } from '@rc/core/ops/session/session';
import { reboot, reset } from './session/power';
import { get_login_info, get_web_msg } from './session/web-msg';
import { set_first_start, wan_type_detect } from '@rc/core/ops/session/first-start';
import {
  get_cellular_info,
  get_interface_status,
  get_internet_state,
  get_system_status,
  get_traffic_realtime,
  get_wifi_info,
} from '@rc/core/ops/home/home';
import { get_wan_config, get_wan_status, set_wan_config, wan_detect, wan_disconnect, wan_reconnect } from '@rc/core/ops/network/wan';
import { get_lan_config, get_lan_status, set_lan_config } from '@rc/core/ops/network/lan';
import { get_cellular_config, get_cellular_log, get_cellular_status, set_cellular_config } from '@rc/core/ops/network/cellular';
import { get_sim_config, get_sim_status, get_sim_switch_log, set_sim_config } from '@rc/core/ops/network/sims';
import { get_data_caps, get_data_usage, set_data_caps } from '@rc/core/ops/network/sim-usage';
import { get_sms_list, sms_delete, sms_mark_read, sms_send, ussd_send } from '@rc/core/ops/network/sms';
import { get_cellular_alerts } from '@rc/core/ops/network/cellular-alerts';
import { get_radio_history, get_radio_status } from '@rc/core/ops/network/radio';
import { get_dhcp_config, get_dhcp_leases, get_static_leases, set_dhcp_config, set_static_leases } from '@rc/core/ops/network/dhcp';
import { get_route_table, get_static_routes, set_static_routes } from '@rc/core/ops/network/static-routes';
import { get_arp_table, get_terminals, set_terminal_block, set_terminal_name } from '@rc/core/ops/network/clients';
import { get_qos, get_qos_status, set_qos } from '@rc/core/ops/network/qos';
import { get_nat_accel, set_nat_accel } from '@rc/core/ops/network/nat';
import { get_wifi_config, set_wifi_config } from '@rc/core/ops/wifi/band';
import { get_wifi_support } from '@rc/core/ops/wifi/wifi-support';
import { get_guest_wifi, set_guest_wifi } from '@rc/core/ops/wifi/guest';
import { get_wifi_power, set_wifi_power } from '@rc/core/ops/wifi/transmit-power';
import { get_apclient, get_apclient_status, set_apclient, wifi_scan } from '@rc/core/ops/wifi/scan';
import { get_firmware_info, get_upgrade_progress, upgrade_check_online, upgrade_local, upgrade_remote } from './system/update';
import { backup_download, restore_apply, restore_cancel, restore_upload } from './system/backup';
import { get_ntp, get_timed_reboot, set_localtime, set_ntp, set_timed_reboot, sync_time } from '@rc/core/ops/system/time-and-reboot';
import { clear_syslog, get_syslog } from '@rc/core/ops/system/log';
import { get_reboot_schedule, set_reboot_schedule } from '@rc/core/ops/system/reboot-schedule';
import { get_flow_stats } from '@rc/core/ops/system/traffic-stats';
import { get_realtime_sample } from '@rc/core/ops/system/realtime';
import { diagnose_result, diagnose_start, diagnose_stop } from '@rc/core/ops/utils/diagnostics';
import { site_survey } from '@rc/core/ops/utils/site-survey';
import { get_netwatchdog, get_netwatchdog_status, set_netwatchdog } from '@rc/core/ops/advanced/netwatchdog';
import { get_firewall, set_firewall } from '@rc/core/ops/advanced/firewall';
import { close_sign_in_door, get_sign_in_doors } from '@rc/core/ops/advanced/sign-in-doors';
import { apply_confirm, apply_revert, get_apply_status } from '@rc/core/ops/system/apply';
import { get_history, get_history_raw, history_export, restore_history_point, revert_history_entry } from '@rc/core/ops/system/history';
import { ddns_update_now, get_ddns, get_ddns_log, get_ddns_status, set_ddns } from '@rc/core/ops/advanced/ddns';
import { get_parental, get_parental_status, set_parental } from '@rc/core/ops/advanced/parental';
import { get_blacklist, get_blacklist_hosts, set_blacklist } from '@rc/core/ops/advanced/blacklist';
import { get_acl, set_acl } from '@rc/core/ops/advanced/acl';
import { get_dmz, set_dmz } from '@rc/core/ops/advanced/dmz';
import { get_pptp, get_pptp_status, set_pptp } from '@rc/core/ops/service/pptp';
import { get_portal, get_portal_clients, portal_kick, set_portal } from '@rc/core/ops/service/portal';
import { get_traffic_dispatch, get_traffic_dispatch_status, set_traffic_dispatch } from '@rc/core/ops/service/traffic-dispatch';
import { get_l2tp, get_l2tp_status, set_l2tp } from '@rc/core/ops/service/l2tp';
import { get_port_forwards, set_port_forwards } from '@rc/core/ops/advanced/port-forward';
import { get_openvpn, get_openvpn_status, set_openvpn } from '@rc/core/ops/service/openvpn';
import { get_cloud_login, get_cloud_login_status, set_cloud_login } from '@rc/core/ops/service/cloud-login';
import { get_cloud_control, get_cloud_control_status, set_cloud_control } from '@rc/core/ops/service/cloud-control';
import { get_speech, set_speech } from '@rc/core/ops/service/speech';
import { get_speech_status, speech_simulate_command } from './service/speech-commands';
import { add_wireguard_phone, get_wireguard, get_wireguard_status, set_wireguard } from '@rc/core/ops/service/wireguard';
import { get_vpn_client, get_vpn_status, set_vpn_client, vpn_connect, vpn_disconnect } from '@rc/core/ops/service/vpn';
import { disk_format, disk_mount, disk_unmount, get_disks } from '@rc/core/ops/service/disk';
import { get_samba, set_samba } from './service/samba';
import { get_simulator, set_simulator, simulator_make_traffic, simulator_receive_sms } from '@rc/core/ops/utils/simulator';
import { get_share_folders } from '@rc/core/ops/service/samba-share';

export type Handlers = { [K in OpName]: Handler<Ops[K]> };

export const handlers: Handlers = {
  login,
  logout,
  long_link,
  change_password,
  get_web_msg,
  set_first_start,
  wan_type_detect,
  get_login_info,
  reboot,
  reset,
  get_system_status,
  get_traffic_realtime,
  get_interface_status,
  get_cellular_info,
  get_wifi_info,
  get_internet_state,
  get_wan_config,
  set_wan_config,
  get_wan_status,
  wan_disconnect,
  wan_reconnect,
  wan_detect,
  get_lan_config,
  set_lan_config,
  get_lan_status,
  get_cellular_config,
  set_cellular_config,
  get_cellular_status,
  get_cellular_log,
  get_radio_status,
  get_radio_history,
  get_sim_config,
  set_sim_config,
  get_sim_status,
  get_sim_switch_log,
  get_data_caps,
  set_data_caps,
  get_data_usage,
  get_sms_list,
  sms_send,
  sms_delete,
  sms_mark_read,
  ussd_send,
  get_cellular_alerts,
  get_dhcp_config,
  set_dhcp_config,
  get_dhcp_leases,
  get_static_leases,
  set_static_leases,
  get_static_routes,
  set_static_routes,
  get_route_table,
  get_terminals,
  set_terminal_block,
  set_terminal_name,
  get_arp_table,
  get_qos,
  set_qos,
  get_qos_status,
  get_nat_accel,
  set_nat_accel,
  get_wifi_config,
  set_wifi_config,
  get_wifi_support,
  get_guest_wifi,
  set_guest_wifi,
  get_wifi_power,
  set_wifi_power,
  wifi_scan,
  get_apclient,
  set_apclient,
  get_apclient_status,
  get_firmware_info,
  upgrade_local,
  upgrade_remote,
  upgrade_check_online,
  get_upgrade_progress,
  backup_download,
  restore_upload,
  restore_apply,
  restore_cancel,
  get_ntp,
  set_ntp,
  sync_time,
  set_localtime,
  get_timed_reboot,
  set_timed_reboot,
  get_syslog,
  clear_syslog,
  get_reboot_schedule,
  set_reboot_schedule,
  get_flow_stats,
  get_realtime_sample,
  diagnose_start,
  diagnose_result,
  diagnose_stop,
  site_survey,
  get_simulator,
  set_simulator,
  simulator_receive_sms,
  simulator_make_traffic,
  get_firewall,
  get_apply_status,
  apply_confirm,
  apply_revert,
  get_history,
  get_history_raw,
  revert_history_entry,
  restore_history_point,
  history_export,
  set_firewall,
  get_sign_in_doors,
  close_sign_in_door,
  get_wireguard,
  set_wireguard,
  add_wireguard_phone,
  get_wireguard_status,
  get_vpn_client,
  set_vpn_client,
  get_vpn_status,
  vpn_connect,
  vpn_disconnect,
  get_disks,
  disk_format,
  disk_mount,
  disk_unmount,
  get_samba,
  set_samba,
  get_share_folders,
  get_netwatchdog,
  set_netwatchdog,
  get_netwatchdog_status,
  get_ddns,
  set_ddns,
  get_ddns_status,
  get_ddns_log,
  ddns_update_now,
  get_parental,
  set_parental,
  get_parental_status,
  get_blacklist,
  set_blacklist,
  get_blacklist_hosts,
  get_acl,
  set_acl,
  get_dmz,
  set_dmz,
  get_port_forwards,
  set_port_forwards,
  get_pptp,
  set_pptp,
  get_pptp_status,
  get_l2tp,
  set_l2tp,
  get_l2tp_status,
  get_openvpn,
  set_openvpn,
  get_openvpn_status,
  get_cloud_login,
  set_cloud_login,
  get_cloud_login_status,
  get_cloud_control,
  set_cloud_control,
  get_cloud_control_status,
  get_speech,
  set_speech,
  get_speech_status,
  speech_simulate_command,
  get_portal,
  set_portal,
  get_portal_clients,
  portal_kick,
  get_traffic_dispatch,
  set_traffic_dispatch,
  get_traffic_dispatch_status,
};
