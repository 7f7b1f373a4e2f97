// What the Wi-Fi tabs' ops share (kept out of the op files, whose every export is an op):
// spec 3's value sets with OpenWrt's spelling, and the rules that join two fields, so that
// the browser form and the device refuse the same payloads.
import { z } from 'zod';
import { WifiChannels } from '../../constants';
import { ValidationKey, emptyOr, wifiPasswordSchema } from '../../datatypes';
import type { Feature } from '../../features';

export const WifiBands = ['2g', '5g'] as const;
export type WifiBand = (typeof WifiBands)[number];

/**
 * Spec 3: open, WPA2-PSK (CCMP), WPA/WPA2-PSK mixed; issue 31.6: WPA3-SAE and WPA2/WPA3 mixed, as
 * OpenWrt spells them for netifd's hostapd.sh (encryption 'sae', 'sae-mixed': auth_type sae, psk-sae).
 */
export const WifiEncryptions = ['none', 'psk2+ccmp', 'psk-mixed', 'sae', 'sae-mixed'] as const;
export const SaeEncryptions: readonly string[] = ['sae', 'sae-mixed'];
export type WifiEncryption = (typeof WifiEncryptions)[number];

/** Spec 3 bandwidth; written in the radio's family: HT20/40 on 2.4G, VHT20/40/80 (or HE*) on 5G; ht80 is 5G only. */
export const WifiHtmodes = ['ht20', 'ht40', 'ht80'] as const;

/**
 * Spec 3 work mode: 11N, or legacy (the spec's '-1': 802.11a on 5G, b/g on 2.4G), which OpenWrt
 * writes as htmode NOHT; issue 31.6: 11ac (VHT*, 5G only) and 11ax (HE*, where the radio has HE).
 */
export const WifiWorkModes = ['11n', 'legacy', '11ac', '11ax'] as const;
export type WifiWorkMode = (typeof WifiWorkModes)[number];

export const BandWorkModes: Record<WifiBand, readonly WifiWorkMode[]> = { '2g': ['legacy', '11n', '11ax'], '5g': ['legacy', '11n', '11ac', '11ax'] };

export const MacFilterModes = ['disable', 'deny', 'allow'] as const;

/** ISO 3166 codes offered for wireless.<radio>.country; '00' is the driver's world domain. */
export const WifiCountries = [
  'CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'ID', 'PH', 'IN', 'AU', 'NZ',
  'US', 'CA', 'MX', 'BR', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'RU', 'TR', 'AE', 'SA', 'ZA', '00',
] as const;

/** 'auto' (the spec's automatic, 0 on 5G) or a channel of either band; `channelFitsBand` narrows it. */
export const WifiChannelValues = ['auto', ...WifiChannels['2g'].map(String), ...WifiChannels['5g'].map(String)] as const;

/** Frag and RTS when the option is absent: OpenWrt's "off" (every frame goes whole). */
export const WifiThresholdDefaults = { frag: 2346, rts: 2347 } as const;

/** Which radios carry the guest network: one band, or both with the same name and key. */
export const GuestModes = ['2g', '5g', 'dual'] as const;

export const TxPowerLevels = ['low', 'medium', 'high'] as const;
export type TxPowerLevel = (typeof TxPowerLevels)[number];

/**
 * The dBm written to wireless.<radio>.txpower for each level; high is written as no txpower at
 * all (the driver's maximum within the country's limit). High is what radios of this board
 * class reach within the CN limits (20 dBm at 2.4 GHz, 23 dBm on 5 GHz channels
 * 36-64 and 149-165); medium and low are about a third and a tenth of that power.
 */
export const TxPowerDbm: Record<WifiBand, Record<TxPowerLevel, number>> = {
  '2g': { low: 10, medium: 15, high: 20 },
  '5g': { low: 13, medium: 18, high: 23 },
};

/** A station can also join a WPA3 (SAE) network, which a scan reports as 'sae'. */
export const ApclientEncryptions = ['none', 'psk2+ccmp', 'psk-mixed', 'sae'] as const;

export const ApclientStates = ['disabled', 'searching', 'failed', 'connected', 'unavailable'] as const;

/** '1' on, '0' off: spec 4's default switch pair. */
export const onOff = () => z.enum(['1', '0']);

/** A key field: empty is allowed by itself; whether one is needed is `keyRule`'s call. */
export const keySchema = () => emptyOr(wifiPasswordSchema(), ValidationKey.wifiPassword).optional();

// Cross-field rules run even when another field is wrong, so that the browser shows every
// error at once; they must then cope with any input shape.
export const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * Spec 5: the password (8-63 characters) is required unless the network is open. A key
 * that is present but malformed is reported by the key field's own rule.
 */
export function hasKeyUnlessOpen(value: { encryption?: unknown; key?: unknown }): boolean {
  return value.encryption === 'none' || (typeof value.key === 'string' && value.key !== '');
}

export const keyRule = { path: ['key'], message: ValidationKey.wifiPassword, ...whenObject };

/**
 * The channels each country allows an access point, from wireless-regdb's db.txt (the rules the
 * kernel enforces for wireless.<radio>.country), within the channels this board offers:
 * 2.4 GHz 1-11 in the Americas and Taiwan, 1-13 elsewhere; 5 GHz 36-64 everywhere (52-64 with
 * DFS), 149-165 where the country opens that band (not in the EU, the UK, Japan, Russia,
 * Turkey or South Africa). The world domain '00' lets an AP start on none of 5 GHz but 36-48
 * and nothing above channel 11.
 */
const americas = ['US', 'CA', 'MX', 'TW', '00'];
const noUpper5g = ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'JP', 'RU', 'TR', 'ZA', '00'];

/** 5 GHz channels bonded to 40 and 80 MHz (802.11 blocks); 165 has no partner, so 20 MHz only. */
const bonded5g: Record<40 | 80, readonly (readonly number[])[]> = {
  40: [[36, 40], [44, 48], [52, 56], [60, 64], [149, 153], [157, 161]],
  80: [[36, 40, 44, 48], [52, 56, 60, 64], [149, 153, 157, 161]],
};

export function countryChannels(band: WifiBand, country: string): readonly number[] {
  if (band === '2g') return WifiChannels['2g'].filter((channel) => channel <= (americas.includes(country) ? 11 : 13));
  if (country === '00') return [36, 40, 44, 48];
  return WifiChannels['5g'].filter((channel) => channel <= 64 || !noUpper5g.includes(country));
}

/** The channels an AP may use in a country at a width: a bonded block needs every member allowed. */
export function allowedChannels(band: WifiBand, country: string, widthMhz: number): readonly number[] {
  const allowed = countryChannels(band, country);
  if (band === '2g' || widthMhz <= 20) return allowed;
  const blocks = bonded5g[widthMhz >= 80 ? 80 : 40].filter((block) => block.every((channel) => allowed.includes(channel)));
  return allowed.filter((channel) => blocks.some((block) => block.includes(channel)));
}

// A Map: the htmode may be a form's unchecked text, and 'constructor' is no width.
const HTMODE_MHZ: ReadonlyMap<string, number> = new Map([
  ['ht20', 20],
  ['ht40', 40],
  ['ht80', 80],
]);

/** The channel width in MHz a form's work mode and bandwidth choose (legacy a/g is 20 MHz). */
export function channelWidthMhz(value: { workMode?: unknown; htmode?: unknown }): number {
  return value.workMode === 'legacy' ? 20 : (HTMODE_MHZ.get(String(value.htmode)) ?? 20);
}

export function channelFitsBand(value: { band?: unknown; channel?: unknown }): boolean {
  if (value.channel === 'auto') return true;
  const channels: readonly number[] = value.band === '5g' ? WifiChannels['5g'] : WifiChannels['2g'];
  return channels.includes(Number(value.channel));
}

/** Spec 3's channel within what the country and the bandwidth allow (issue 13.16). */
export function channelFitsCountry(value: { band?: unknown; channel?: unknown; country?: unknown; workMode?: unknown; htmode?: unknown }): boolean {
  if (value.channel === 'auto' || !channelFitsBand(value)) return true;
  const band: WifiBand = value.band === '5g' ? '5g' : '2g';
  return allowedChannels(band, String(value.country), channelWidthMhz(value)).includes(Number(value.channel));
}

/**
 * The widths a work mode offers in a country: 802.11n bonds two channels at most (40 MHz), 11ac and
 * 11ax four on 5G (80 MHz); 2.4G stops at 40; a width needs a channel block the country allows.
 */
export function bandWidths(band: WifiBand, workMode: unknown, country: unknown): readonly (typeof WifiHtmodes)[number][] {
  if (workMode === 'legacy') return ['ht20'];
  const widths = band === '5g' && (workMode === '11ac' || workMode === '11ax') ? WifiHtmodes : WifiHtmodes.filter((mode) => mode !== 'ht80');
  return widths.filter((mode) => allowedChannels(band, String(country), HTMODE_MHZ.get(mode) ?? 20).length > 0);
}

export function workModeFitsBand(value: { band?: unknown; workMode?: unknown }): boolean {
  return BandWorkModes[value.band === '5g' ? '5g' : '2g'].some((mode) => mode === value.workMode);
}

export function htmodeFitsBand(value: { band?: unknown; htmode?: unknown; workMode?: unknown; country?: unknown }): boolean {
  if (value.workMode === 'legacy' || value.htmode === undefined) return true;
  return bandWidths(value.band === '5g' ? '5g' : '2g', value.workMode, value.country).some((mode) => mode === value.htmode);
}

/** Each band is its own tab of menu_conf.json (spec 3: wifi_2, wifi_5). */
export const bandFeatures = { field: 'band', features: { '2g': 'wifi_2', '5g': 'wifi_5' } } as const satisfies {
  field: string;
  features: Record<WifiBand, Feature>;
};
