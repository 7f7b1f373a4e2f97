// The PPTP and L2TP client tunnels as OpenWrt reads them: `config interface 'pptp'` (proto
// 'pptp') and `config interface 'l2tp'` (proto 'l2tp') in network.
// - server: pptp: netifd's ppp.sh proto_pptp_setup resolves it and hands it to pptp's
//   `pty "pptp $server --loglevel 0 --nolaunchpppd"` unquoted; l2tp: xl2tpd's l2tp.sh
//   proto_l2tp_setup writes `lns = $server` into the xl2tpd connection. Hence IP or host name only.
// - username, password: ppp.sh ppp_generic_setup passes `user "$username" password "$password"`
//   to pppd; l2tp.sh writes the same two lines into its pppd options file. Hence no " or \.
// - defaultroute: ppp.sh / l2tp.sh turn '0' into pppd's `nodefaultroute`.
// - mtu: ppp.sh / l2tp.sh pass `mtu $mtu mru $mtu`.
// - disabled: netifd leaves a disabled interface down.
// - pppd_options (pptp, MPPE off): ppp.sh ppp_generic_setup appends `$pppd_options` to pppd's
//   command line; 'nomppe' is the token the overview and the PPTP tab own, any other token an
//   administrator wrote stays. Caution: ppp.sh puts `file /etc/ppp/options.pptp` after it, whose
//   `mppe required,no40,no56,stateless` pppd reads later: the ubus platform comments that line
//   out while 'nomppe' is set (ubus/pptp-options.ts), so that it wins.
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import { safePppdWords } from '@rc/contract/unsafe-options';
import { PppTunnelLimits } from '@rc/contract/ops/service/ppp-tunnel-fields';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { ensureSection, getOption, getSection, setOption } from '../uci/uci-edit';
import { dropUnsafeOptions } from './unsafe-option-filter';

export interface PppTunnelSettings {
  enabled: '1' | '0';
  server: string;
  username: string;
  password: string;
  defaultroute: '1' | '0';
  mtu: number;
  /** pptp: '1' MPPE required (options.pptp), '0' off (pppd_options 'nomppe'); l2tp: always '1', unused */
  mppe: '1' | '0';
}

const NOMPPE = 'nomppe';
const pppdOptions = (section: UciSection | undefined) => (section ? (getOption(section, 'pppd_options') ?? '') : '').split(/\s+/).filter(Boolean);

export function readPppTunnel(network: UciPackage, tunnel: PppTunnel): PppTunnelSettings {
  const section = getSection(network, tunnel);
  const own = section?.type === 'interface' && getOption(section, 'proto') === tunnel ? section : undefined;
  const mtu = Number(own ? getOption(own, 'mtu') : undefined);
  return {
    enabled: own && getOption(own, 'disabled') !== '1' ? '1' : '0',
    server: (own && getOption(own, 'server')) ?? '',
    username: (own && getOption(own, 'username')) ?? '',
    password: (own && getOption(own, 'password')) ?? '',
    // netifd's default: a ppp interface takes the default route unless told not to.
    defaultroute: own && getOption(own, 'defaultroute') === '0' ? '0' : '1',
    mtu: Number.isInteger(mtu) && mtu >= PppTunnelLimits.mtuMin && mtu <= PppTunnelLimits.mtuMax ? mtu : PppTunnelLimits.mtuDefault,
    mppe: pppdOptions(own).includes(NOMPPE) ? '0' : '1',
  };
}

export function writePppTunnel(network: UciPackage, tunnel: PppTunnel, settings: PppTunnelSettings): void {
  const section = ensureSection(network, 'interface', tunnel);
  setOption(section, 'proto', tunnel);
  setOption(section, 'server', settings.server);
  setOption(section, 'username', settings.username);
  setOption(section, 'password', settings.password);
  setOption(section, 'defaultroute', settings.defaultroute);
  setOption(section, 'mtu', String(settings.mtu));
  setOption(section, 'disabled', settings.enabled === '1' ? '0' : '1');
  if (tunnel === 'pptp') {
    // The administrator's own pppd words stay, but none that runs or loads something (issue 26.1).
    const others = safePppdWords(pppdOptions(section)).filter((token) => token !== NOMPPE);
    const options = settings.mppe === '0' ? [...others, NOMPPE] : others;
    setOption(section, 'pppd_options', options.length ? options.join(' ') : undefined);
  }
  dropUnsafeOptions('network', section);
}
