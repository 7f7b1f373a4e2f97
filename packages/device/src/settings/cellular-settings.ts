// The 4G settings in OpenWrt's terms: interface network.wwan with the option names of the
// qmi, mbim, ncm and 3g protocol handlers, and the nation/area and ISP choice, which OpenWrt
// has no place for, in our own package `cellular` (config operator 'wwan').
import type { Ops } from '@rc/contract/registry';
import type { OpInput, OpOutput } from '@rc/contract/op';
import { CellularCountries, cellularCountryCodes, customIsp } from '@rc/contract/cellular-isps';
import { addSection, ensureSection, getOption, getSection, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export type CellularConfig = OpOutput<Ops['get_cellular_config']>;
export type CellularInput = OpInput<Ops['set_cellular_config']>;
type Proto = CellularConfig['proto'];

/**
 * Spec 2's "4G priority" as route metrics: the default route with the lower metric wins, so
 * the modem is preferred when its metric is below the WAN's. Off restores the factory
 * metrics (wwan 20, wan none, i.e. 0).
 */
export const CellularMetric = { preferred: '1', wanWhenPreferred: '10', fallback: '20' } as const;

// The control port each protocol handler talks to on the factory modem.
const controlPort: Record<Proto, string> = { qmi: '/dev/cdc-wdm0', mbim: '/dev/cdc-wdm0', ncm: '/dev/ttyUSB2', '3g': '/dev/ttyUSB2' };
const protos: readonly string[] = Object.keys(controlPort);
const auths: readonly string[] = ['none', 'pap', 'chap', 'both'];
const pdpTypes: readonly string[] = ['ip', 'ipv6', 'ipv4v6'];

export function cellularConfig(network: UciPackage, cellular: UciPackage): CellularConfig {
  const wwan = getSection(network, 'wwan');
  const wan = getSection(network, 'wan');
  const option = (name: string) => (wwan && getOption(wwan, name)) ?? '';
  const apn = option('apn');
  const { country, isp } = operatorChoice(getSection(cellular, 'wwan'), apn);
  return {
    priority: metricOf(wwan) < metricOf(wan) ? '1' : '0',
    proto: oneOf(option('proto'), protos, 'qmi') as Proto,
    country,
    isp,
    apn,
    dialnumber: option('dialnumber'),
    auth: oneOf(option('auth'), auths, 'none') as CellularConfig['auth'],
    username: option('username'),
    // mbim.sh spells IPv4 'ipv4' where qmi.sh says 'ip'.
    pdptype: oneOf(option('pdptype').replace(/^ipv4$/, 'ip'), pdpTypes, 'ipv4v6') as CellularConfig['pdptype'],
  };
}

export function writeCellular(network: UciPackage, cellular: UciPackage, input: CellularInput): void {
  const wwan = getSection(network, 'wwan') ?? addSection(network, 'interface', 'wwan');
  if (getOption(wwan, 'proto') !== input.proto) setOption(wwan, 'device', controlPort[input.proto]);
  setOption(wwan, 'proto', input.proto);
  setOption(wwan, 'apn', input.apn);
  const ppp = input.proto === '3g';
  setOption(wwan, 'dialnumber', ppp ? (input.dialnumber ?? getOption(wwan, 'dialnumber')) : undefined);
  setOption(wwan, 'auth', ppp ? undefined : input.auth);
  setOption(wwan, 'pdptype', ppp ? undefined : input.proto === 'mbim' ? input.pdptype.replace(/^ip$/, 'ipv4') : input.pdptype);
  setOption(wwan, 'username', input.username);
  // Write-only secrets (DESIGN "The wire"): empty or absent keeps what is stored.
  if (input.password) setOption(wwan, 'password', input.password);
  if (input.pincode) setOption(wwan, 'pincode', input.pincode);
  writePriority(wwan, getSection(network, 'wan'), input.priority === '1');
  const choice = ensureSection(cellular, 'operator', 'wwan');
  setOption(choice, 'country', input.country);
  setOption(choice, 'isp', input.isp);
}

function writePriority(wwan: UciSection, wan: UciSection | undefined, preferred: boolean): void {
  setOption(wwan, 'metric', preferred ? CellularMetric.preferred : CellularMetric.fallback);
  if (wan) setOption(wan, 'metric', preferred ? CellularMetric.wanWhenPreferred : undefined);
}

function metricOf(section: UciSection | undefined): number {
  const metric = Number(section ? getOption(section, 'metric') : undefined);
  return Number.isInteger(metric) ? metric : 0;
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
