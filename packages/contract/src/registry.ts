// The op table: every call of the wire, by name. Device handlers and the console client
// are both derived from it; an op missing a handler fails the device's type check.
import * as session from './ops/session';
import * as home from './ops/home';
import * as firstStart from './ops/first-start';
import * as wan from './ops/network/wan';
import * as lan from './ops/network/lan';
import * as dhcp from './ops/network/dhcp';
import * as router from './ops/network/static-routes';
import * as terminal from './ops/network/clients';
import * as qos from './ops/network/qos';
import * as nat from './ops/network/nat';
import * as netType from './ops/network/cellular';
import * as sims from './ops/network/sims';
import * as simUsage from './ops/network/sim-usage';
import * as sms from './ops/network/sms';
import * as radio from './ops/network/radio';
import * as wifiBand from './ops/wifi/band';
import * as wifiVisitor from './ops/wifi/guest';
import * as wifiSignal from './ops/wifi/transmit-power';
import * as wifiScan from './ops/wifi/scan';
import * as systemUpdate from './ops/system/update';
import * as systemBackup from './ops/system/backup';
import * as systemSettings from './ops/system/time-and-reboot';
import * as systemLog from './ops/system/log';
import * as systemReboot from './ops/system/reboot-schedule';
import * as systemFlow from './ops/system/traffic-stats';
import * as systemRealtime from './ops/system/realtime';
import * as utilsDiagnostics from './ops/utils/diagnostics';
import * as utilsInvestigate from './ops/utils/site-survey';
import * as utilsSimulator from './ops/utils/simulator';
import * as advancedNetwatchdog from './ops/advanced/netwatchdog';
import * as advancedDdns from './ops/advanced/ddns';
import * as advancedParental from './ops/advanced/parental';
import * as advancedFirewall from './ops/advanced/firewall';
import * as advancedSignInDoors from './ops/advanced/sign-in-doors';
import * as systemHistory from './ops/system/history';
import * as systemApply from './ops/system/apply';
import * as advancedBlacklist from './ops/advanced/blacklist';
import * as advancedAcl from './ops/advanced/acl';
import * as advancedDmz from './ops/advanced/dmz';
import * as advancedPortForward from './ops/advanced/port-forward';
import * as servicePptp from './ops/service/pptp';
import * as serviceL2tp from './ops/service/l2tp';
import * as serviceWireguard from './ops/service/wireguard';
import * as serviceOpenvpn from './ops/service/openvpn';
import * as serviceCloudLogin from './ops/service/cloud-login';
import * as serviceCloudControl from './ops/service/cloud-control';
import * as serviceSpeech from './ops/service/speech';
import * as serviceVpn from './ops/service/vpn';
import * as servicePortal from './ops/service/portal';
import * as serviceDispatch from './ops/service/traffic-dispatch';
import * as serviceDisk from './ops/service/disk';
import * as serviceSamba from './ops/service/samba';

export const ops = { ...session, ...home, ...firstStart, ...wan, ...lan, ...dhcp, ...router, ...terminal, ...qos, ...nat, ...netType, ...sims, ...simUsage, ...sms, ...radio, ...wifiBand, ...wifiVisitor, ...wifiSignal, ...wifiScan,
  ...systemUpdate, ...systemBackup, ...systemSettings, ...systemLog, ...systemReboot, ...systemFlow, ...systemRealtime, ...systemHistory, ...systemApply,
  ...utilsDiagnostics, ...utilsInvestigate, ...utilsSimulator,
  ...advancedNetwatchdog, ...advancedDdns, ...advancedParental, ...advancedFirewall, ...advancedSignInDoors, ...advancedBlacklist, ...advancedAcl, ...advancedDmz, ...advancedPortForward,
  ...servicePptp, ...serviceL2tp, ...serviceWireguard,
  ...serviceOpenvpn, ...serviceCloudLogin, ...serviceCloudControl, ...serviceSpeech, ...serviceVpn, ...servicePortal, ...serviceDispatch, ...serviceDisk, ...serviceSamba };

export type Ops = typeof ops;
export type OpName = keyof Ops;
