// Wi-Fi 2.4G / 5G tabs: the band's radio (wifi-device: disabled, channel, htmode, country, frag,
// rts) and its access point (wifi-iface: ssid, hidden, encryption, key, wmm, isolate, macfilter,
// maclist), with OpenWrt's option names and defaults.
import type { Ops } from '@rc/contract/registry';
import type { OpInput, OpOutput } from '@rc/contract/op';
import { MacFilterModes, WifiThresholdDefaults, type WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciSection } from '../../uci/uci-types';
import { getList, getOption, setOption } from '../../uci/uci-edit';
import type { Handler, OpContext } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';
import { ValidationKey } from '@rc/contract/datatypes';
import { htmodeOf, writeHtmode } from './htmode';
import { writeEncryption } from './wpa3';
import { checkWifiSupport } from './wifi-support';
import { accessPointOf, ensureAccessPoint, flagOf, radioOf, setEnabled, setUnlessDefault } from './wireless-sections';

type BandConfig = OpOutput<Ops['get_wifi_config']>;
type BandInput = OpInput<Ops['set_wifi_config']>;

const empty: UciSection = { type: 'wifi-iface', options: new Map() };

export const get_wifi_config: Handler<Ops['get_wifi_config']> = async ({ band }, ctx) => {
  const wireless = await ctx.store.read('wireless');
  const radio = radioOf(wireless, band);
  return readBand(band, radio, accessPointOf(wireless, radio) ?? empty);
};

export const set_wifi_config: Handler<Ops['set_wifi_config']> = async (input, ctx) => {
  const ownDevice = await callerOnBand(ctx, input.band);
  await checkWifiSupport(ctx, input);
  await ctx.store.transact('set_wifi_config', ['wireless'], (draft) => {
    const radio = radioOf(draft.wireless!, input.band);
    if (input.macfilter === 'allow') checkAllowList(input.maclist ?? readBand(input.band, radio, accessPointOf(draft.wireless!, radio) ?? empty).maclist, ownDevice);
    writeRadio(radio, input, readBand(input.band, radio, empty));
    writeAccessPoint(ensureAccessPoint(draft.wireless!, radio), input);
  });
  return {};
};

/** The MAC of the administrator's own device when it is a client of this band's access point. */
async function callerOnBand(ctx: OpContext, band: WifiBand): Promise<string | undefined> {
  const clients = await ctx.platform.lanClients();
  return clients.find((client) => client.ip === ctx.clientIp && client.interface === `wifi-${band}`)?.mac.toUpperCase();
}

// hostapd's macfilter 'allow' admits only the listed stations: an empty list, or one without the
// caller's own device, would cut the administrator off the page they are saving from.
function checkAllowList(maclist: readonly string[], ownDevice: string | undefined): void {
  if (maclist.length === 0) throw fieldRefusal('maclist', ValidationKey.macAllowEmpty);
  if (ownDevice && !maclist.some((mac) => mac.toUpperCase() === ownDevice)) throw fieldRefusal('maclist', ValidationKey.macAllowSelf);
}

function readBand(band: WifiBand, radio: UciSection, ap: UciSection): BandConfig {
  const macfilter = getOption(ap, 'macfilter');
  return {
    band,
    enabled: getOption(radio, 'disabled') !== '1' && getOption(ap, 'disabled') !== '1' ? '1' : '0',
    ssid: getOption(ap, 'ssid') ?? '',
    hidden: flagOf(ap, 'hidden', '0'),
    encryption: getOption(ap, 'encryption') ?? 'none',
    key: getOption(ap, 'key') ?? '',
    ...htmodeOf(band, getOption(radio, 'htmode')),
    country: getOption(radio, 'country') ?? '00',
    channel: channelOf(getOption(radio, 'channel')),
    frag: thresholdOf(getOption(radio, 'frag'), WifiThresholdDefaults.frag),
    rts: thresholdOf(getOption(radio, 'rts'), WifiThresholdDefaults.rts),
    wmm: flagOf(ap, 'wmm', '1'),
    isolate: flagOf(ap, 'isolate', '0'),
    macfilter: MacFilterModes.find((mode) => mode === macfilter) ?? 'disable',
    // Old configs hold the list as one space-separated option.
    maclist: getList(ap, 'maclist').flatMap((item) => item.split(/\s+/)).filter(Boolean),
  };
}

/** Writes what the save changes against what the page was shown (`shown`), nothing more. */
function writeRadio(radio: UciSection, input: BandInput, shown: BandConfig): void {
  if (input.enabled === '1') setEnabled(radio, '1');
  else setOption(radio, 'disabled', '1');
  writeHtmode(radio, input.band, input.workMode, input.htmode);
  // Absent country is the driver's world domain '00', absent channel 'auto': kept absent.
  if (input.country !== shown.country) setOption(radio, 'country', input.country);
  if (input.channel !== shown.channel) setOption(radio, 'channel', input.channel);
  setUnlessDefault(radio, 'frag', String(input.frag), String(WifiThresholdDefaults.frag));
  setUnlessDefault(radio, 'rts', String(input.rts), String(WifiThresholdDefaults.rts));
}

function writeAccessPoint(ap: UciSection, input: BandInput): void {
  // Switching the band off turns off its radio; switching it on also revives a disabled AP.
  if (input.enabled === '1') setEnabled(ap, '1');
  setOption(ap, 'ssid', input.ssid);
  setUnlessDefault(ap, 'hidden', input.hidden, '0');
  writeEncryption(ap, input.encryption);
  // Left out, the stored key stays, so that going back from open restores it.
  if (input.key !== undefined) setOption(ap, 'key', input.key);
  setUnlessDefault(ap, 'wmm', input.wmm, '1');
  setUnlessDefault(ap, 'isolate', input.isolate, '0');
  // hostapd.sh (openwrt package/network/services/hostapd/files/hostapd.sh) reads macfilter
  // 'allow' or 'deny'; off is no option at all, as LuCI writes it.
  setOption(ap, 'macfilter', input.macfilter === 'disable' ? undefined : input.macfilter);
  if (input.maclist !== undefined) setOption(ap, 'maclist', input.maclist);
}

function channelOf(value: string | undefined): string {
  return value === undefined || value === 'auto' || value === '0' ? 'auto' : value;
}

function thresholdOf(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) ? n : fallback;
}
