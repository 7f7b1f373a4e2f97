// Scan tab: nearby networks from the platform, and the router as a Wi-Fi client of one of them.
// The client is wireless.apclient (mode sta) on network 'apclient' (proto dhcp), an uplink in
// the firewall's wan zone. OpenWrt's guides call that network 'wwan', but here 'wwan' is the 4G
// modem's interface, so the client gets a name of its own.
import type { Ops } from '@rc/contract/registry';
import { WifiBands } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { addSection, ensureSection, getOption, getSection, sectionsOfType, setOption } from '../../uci/uci-edit';
import type { Handler } from '../op-context';
import { joinWanZone } from '../../settings/firewall-zones';
import { bandOf, ownIfaces, radioOf, setEnabled } from './wireless-sections';

const NETWORK = 'apclient';

export const wifi_scan: Handler<Ops['wifi_scan']> = async (_input, ctx) => {
  const perBand = await Promise.all(
    WifiBands.map(async (band) => (await ctx.platform.wifiScan(band)).map((network) => ({ band, ...network }))),
  );
  return { networks: perBand.flat().sort((a, b) => b.signalDbm - a.signalDbm) };
};

export const get_apclient: Handler<Ops['get_apclient']> = async (_input, ctx) => {
  const wireless = await ctx.store.read('wireless');
  const sta = getSection(wireless, ownIfaces.apclient);
  return {
    enabled: sta && getOption(sta, 'disabled') !== '1' ? '1' : '0',
    band: (sta && bandOfDevice(wireless, sta)) ?? '2g',
    ssid: (sta && getOption(sta, 'ssid')) ?? '',
    bssid: (sta && getOption(sta, 'bssid')) ?? '',
    encryption: (sta && getOption(sta, 'encryption')) ?? 'none',
    key: (sta && getOption(sta, 'key')) ?? '',
  };
};

export const set_apclient: Handler<Ops['set_apclient']> = async (input, ctx) => {
  await ctx.store.transact('set_apclient', ['wireless', 'network', 'firewall'], (draft) => {
    const sta = ensureSection(draft.wireless!, 'wifi-iface', ownIfaces.apclient);
    setOption(sta, 'device', radioOf(draft.wireless!, input.band).name);
    setOption(sta, 'mode', 'sta');
    setOption(sta, 'network', NETWORK);
    setOption(sta, 'ssid', input.ssid);
    setOption(sta, 'bssid', input.bssid === '' ? undefined : input.bssid.toLowerCase());
    setOption(sta, 'encryption', input.encryption);
    if (input.key !== undefined) setOption(sta, 'key', input.key);
    setEnabled(sta, input.enabled);
    ensureUplink(draft.network!, draft.firewall!);
  });
  return {};
};

export const get_apclient_status: Handler<Ops['get_apclient_status']> = async (_input, ctx) => {
  const config = await get_apclient({}, ctx);
  if (config.enabled !== '1') return { state: 'disabled', ssid: config.ssid, bssid: '', channel: 0, signalDbm: 0, ipaddr: '' };
  const link = await ctx.platform.apclientLink({ band: config.band, ssid: config.ssid, bssid: config.bssid, encryption: config.encryption });
  return { ssid: config.ssid, ...link };
};

function bandOfDevice(wireless: UciPackage, sta: UciSection) {
  const radio = sectionsOfType(wireless, 'wifi-device').find((section) => section.name === getOption(sta, 'device'));
  return radio && bandOf(radio);
}

/** The client's network takes an address by DHCP and is masqueraded like the WAN. */
function ensureUplink(network: UciPackage, firewall: UciPackage): void {
  if (!getSection(network, NETWORK)) setOption(addSection(network, 'interface', NETWORK), 'proto', 'dhcp');
  joinWanZone(firewall, NETWORK);
}
