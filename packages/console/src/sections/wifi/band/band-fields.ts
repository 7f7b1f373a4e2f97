// The declarations of the band forms (STYLE.md: a page is a declaration); types, rules and
// messages come from set_wifi_config's schema.
import { BandWorkModes, MacFilterModes, SaeEncryptions, allowedChannels, bandWidths, channelWidthMhz, WifiCountries, WifiEncryptions, type WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { OpOutput } from '@rc/contract/op';
import type { get_wifi_support } from '@rc/contract/ops/wifi/band';
import type { FieldDecl, FieldOption } from '../../../ui/settings-form/field-types';
import type { BandInput } from './use-band';

type BandField = FieldDecl<Extract<keyof BandInput, string>>;

const labelled = (values: readonly string[], prefix: string): FieldOption[] => values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** The channels the chosen country allows at the chosen width (the schema's own rule). */
function channelOptions(band: WifiBand): (values: Readonly<Record<string, unknown>>) => FieldOption[] {
  return (values) => {
    const channels = allowedChannels(band, String(values.country), channelWidthMhz(values));
    return [{ value: 'auto', label: 'wifi-band.auto' }, ...channels.map((channel) => ({ value: String(channel), label: String(channel) }))];
  };
}

/** Country names in the page's language; '00' is the world regulatory domain. */
function countryOptions(language: string): FieldOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return WifiCountries.map((code) => ({ value: code, label: code === '00' ? 'wifi-band.world' : `${names.of(code) ?? code} (${code})` }));
}

export type WifiSupport = OpOutput<typeof get_wifi_support>;

/** The widths the chosen work mode has in the chosen country (the schema's own rule). */
function widthOptions(band: WifiBand): (values: Readonly<Record<string, unknown>>) => FieldOption[] {
  return (values) => labelled(bandWidths(band, values.workMode, values.country), 'wifi-band.htmodes');
}

/** Issue 31.6: 11ax only where the radio has HE, SAE only where wpad has it (get_wifi_support). */
export function bandFields(band: WifiBand, language: string, support?: WifiSupport): BandField[] {
  const workModes = support?.workModes ?? BandWorkModes[band];
  const encryptions = support?.sae === false ? WifiEncryptions.filter((mode) => !SaeEncryptions.includes(mode)) : WifiEncryptions;
  return [
    { name: 'enabled', label: 'wifi.enabled' },
    { name: 'ssid', label: 'wifi.ssid' },
    { name: 'hidden', label: 'wifi.hidden', hint: 'wifi.hiddenHint' },
    { name: 'encryption', label: 'wifi.encryption', options: labelled(encryptions, 'wifi.encryptions') },
    { name: 'key', label: 'wifi.key', widget: 'password', reveal: true, hint: 'wifi.keyHint', dependsOn: { encryption: ['psk2+ccmp', 'psk-mixed', 'sae', 'sae-mixed'] } },
    { name: 'workMode', label: 'wifi-band.workMode', options: labelled(workModes, 'wifi-band.workModes') },
    { name: 'htmode', label: 'wifi-band.htmode', optionsFor: widthOptions(band), dependsOn: { workMode: ['11n', '11ac', '11ax'] } },
    { name: 'country', label: 'wifi-band.country', options: countryOptions(language) },
    { name: 'channel', label: 'wifi-band.channel', optionsFor: channelOptions(band) },
    { name: 'frag', label: 'wifi-band.frag', hint: 'wifi-band.fragHint', fold: 'advanced' },
    { name: 'rts', label: 'wifi-band.rts', hint: 'wifi-band.rtsHint', fold: 'advanced' },
    { name: 'wmm', label: 'wifi-band.wmm', hint: 'wifi-band.wmmHint', fold: 'advanced' },
    { name: 'isolate', label: 'wifi-band.isolate', hint: 'wifi-band.isolateHint', fold: 'advanced' },
  ];
}

export const macFilterFields: BandField[] = [
  { name: 'macfilter', label: 'wifi-band.macfilter', options: labelled(MacFilterModes, 'wifi-band.macfilters') },
  { name: 'maclist', label: 'wifi-band.maclist', widget: 'client-mac-list', hint: 'wifi-band.maclistHint', dependsOn: { macfilter: ['deny', 'allow'] } },
];
