// The 4G settings in OpenWrt's terms: interface network.wwan with the option names of the
// qmi, mbim, ncm, 3g and modemmanager protocol handlers, and the nation/area and ISP choice, which OpenWrt
// has no place for, in our own package `cellular` (config operator 'wwan').
import type { Ops } from '@rc/contract/registry';
import type { OpInput, OpOutput } from '@rc/contract/op';
import { CellularCountries, cellularCountryCodes, customIsp } from '@rc/contract/cellular-isps';
import { authForCredentials, authsOfProto } from '@rc/contract/ops/network/cellular-fields';
import { addSection, ensureSection, getList, getOption, getSection, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';
import { joinWanZone } from './firewall-zones';
import { writeDefaultRule } from './dispatch-settings';
import { isCellularPreferred } from './cellular-priority';
import { dropUnsafeOptions } from './unsafe-option-filter';

export type CellularConfig = OpOutput<Ops['get_cellular_config']>;
export type CellularInput = OpInput<Ops['set_cellular_config']>;
type Proto = CellularConfig['proto'];

/**
 * Spec 2's "4G priority" as route metrics: the default route with the lower metric wins, so
 * the modem is preferred when its metric is below the WAN's. Off restores the factory
 * metrics (wwan 20, wan none, i.e. 0).
 */
export const CellularMetric = { preferred: '1', wanWhenPreferred: '10', fallback: '20' } as const;

// The modem each protocol handler talks to on the factory modem: a control port for uqmi, umbim
// and comgt, the USB device's sysfs path for ModemManager (modemmanager.proto's `device`).
const controlPort: Record<Proto, string> = {
  qmi: '/dev/cdc-wdm0',
  mbim: '/dev/cdc-wdm0',
  ncm: '/dev/ttyUSB2',
  '3g': '/dev/ttyUSB2',
  modemmanager: '/sys/devices/platform/1e1c0000.xhci/usb1/1-1',
};
const protos: readonly string[] = Object.keys(controlPort);
const pdpTypes: readonly string[] = ['ip', 'ipv6', 'ipv4v6'];

export function cellularConfig(network: UciPackage, cellular: UciPackage): CellularConfig {
  const wwan = getSection(network, 'wwan');
  const option = (name: string) => (wwan && getOption(wwan, name)) ?? '';
  const apn = option('apn');
  const { country, isp } = operatorChoice(getSection(cellular, 'wwan'), apn);
  const proto = oneOf(option('proto'), protos, 'qmi') as Proto;
  return {
    priority: isCellularPreferred(network) ? '1' : '0',
    proto,
    country,
    isp,
    apn,
    dialnumber: option('dialnumber'),
    auth: oneOf(readAuth(wwan, proto), authsOfProto[proto], 'none') as CellularConfig['auth'],
    username: option('username'),
    pdptype: oneOf(readPdpType(wwan, proto), pdpTypes, 'ipv4v6') as CellularConfig['pdptype'],
  };
}

/**
 * Saves the 3G/4G tab. `mwan3`'s default rule follows the priority written here (Service >
 * Traffic dispatch, settings/dispatch-settings.ts), so both tabs always agree; without mwan3
 * installed (undefined) the priority is the metrics alone.
 */
export function writeCellular(network: UciPackage, cellular: UciPackage, firewall: UciPackage, mwan3: UciPackage | undefined, input: CellularInput): void {
  const wwan = getSection(network, 'wwan') ?? addSection(network, 'interface', 'wwan');
  const stored = cellularConfig(network, cellular);
  if (!sameKindOfPort(getOption(wwan, 'device'), input.proto)) setOption(wwan, 'device', controlPort[input.proto]);
  setOption(wwan, 'proto', input.proto);
  setOption(wwan, 'apn', input.apn);
  setOption(wwan, 'dialnumber', input.proto === '3g' ? (input.dialnumber ?? getOption(wwan, 'dialnumber')) : undefined);
  writeAuth(wwan, input.proto, input.auth ?? keptAuth(stored.auth, input));
  writePdpType(wwan, input.proto, input.pdptype ?? stored.pdptype);
  setOption(wwan, 'username', input.username);
  // Write-only secrets (DESIGN "The wire"): empty or absent keeps what is stored.
  if (input.password) setOption(wwan, 'password', input.password);
  if (input.pincode) setOption(wwan, 'pincode', input.pincode);
  writePriority(wwan, getSection(network, 'wan'), input.priority === '1');
  dropUnsafeOptions('network', wwan);
  if (mwan3) writeDefaultRule(mwan3, network);
  joinWanZone(firewall, 'wwan');
  const choice = ensureSection(cellular, 'operator', 'wwan');
  setOption(choice, 'country', input.country);
  setOption(choice, 'isp', input.isp);
}

/** A device path of the kind the new protocol talks to is the administrator's and stays. */
function sameKindOfPort(device: string | undefined, proto: Proto): boolean {
  const kind = (path: string) => path.replace(/\d+$/, '').replace(/^\/sys\/.*/, '/sys/');
  return device !== undefined && kind(device) === kind(controlPort[proto]);
}

// uqmi --auth-type takes none/pap/chap/both; umbim's connect takes pap/chap and nothing for none;
// ModemManager reads a list, allowedauth; ncm.sh and 3g.sh get none (see authsOfProto).
function readAuth(wwan: UciSection | undefined, proto: Proto): string {
  if (!wwan) return '';
  if (proto !== 'modemmanager') return getOption(wwan, 'auth') ?? '';
  const methods = getList(wwan, 'allowedauth');
  return methods.includes('pap') && methods.includes('chap') ? 'both' : (methods[0] ?? '');
}

/** The stored authentication, or PAP/CHAP where it was none and a user name or password now goes with it. */
function keptAuth(stored: CellularConfig['auth'], input: CellularInput): CellularConfig['auth'] {
  const credentials = input.username !== '' || Boolean(input.password);
  return stored === 'none' && credentials ? (authForCredentials(input.proto) ?? stored) : stored;
}

function writeAuth(wwan: UciSection, proto: Proto, auth: CellularConfig['auth']): void {
  const mm = proto === 'modemmanager';
  const offered = authsOfProto[proto].includes(auth) ? auth : undefined;
  setOption(wwan, 'auth', mm || offered === undefined || (proto === 'mbim' && offered === 'none') ? undefined : offered);
  setOption(wwan, 'allowedauth', mm && offered ? (offered === 'both' ? ['pap', 'chap'] : [offered]) : undefined);
}

// qmi.sh says ip/ipv6/ipv4v6, mbim.sh and ModemManager's iptype ipv4/ipv6/ipv4v6, ncm.sh upper case
// (as LuCI writes it); 3g.sh reads none.
function readPdpType(wwan: UciSection | undefined, proto: Proto): string {
  const value = wwan && getOption(wwan, proto === 'modemmanager' ? 'iptype' : 'pdptype');
  return (value ?? '').toLowerCase().replace(/^ipv4$/, 'ip');
}

function writePdpType(wwan: UciSection, proto: Proto, pdptype: CellularConfig['pdptype']): void {
  const spelled = { qmi: pdptype, mbim: pdptype.replace(/^ip$/, 'ipv4'), ncm: pdptype.toUpperCase(), modemmanager: pdptype.replace(/^ip$/, 'ipv4'), '3g': undefined }[proto];
  setOption(wwan, 'pdptype', proto === 'modemmanager' ? undefined : spelled);
  setOption(wwan, 'iptype', proto === 'modemmanager' ? spelled : undefined);
}

function writePriority(wwan: UciSection, wan: UciSection | undefined, preferred: boolean): void {
  setOption(wwan, 'metric', preferred ? CellularMetric.preferred : CellularMetric.fallback);
  if (wan) setOption(wan, 'metric', preferred ? CellularMetric.wanWhenPreferred : undefined);
}

/** The stored choice; without one, the ISP whose preset APN is configured (China by default). */
function operatorChoice(section: UciSection | undefined, apn: string): Pick<CellularConfig, 'country' | 'isp'> {
  const stored = section && getOption(section, 'country');
  const country = cellularCountryCodes.find((code) => code === stored) ?? 'CN';
  const isps: readonly { id: string; apn: string }[] = CellularCountries[country];
  const storedIsp = section && getOption(section, 'isp');
  const isp = isps.find((entry) => entry.id === storedIsp) ?? (stored ? undefined : isps.find((entry) => entry.apn === apn));
  return { country, isp: (isp?.id ?? customIsp) as CellularConfig['isp'] };
}

function oneOf(value: string, allowed: readonly string[], fallback: string): string {
  return allowed.includes(value) ? value : fallback;
}
