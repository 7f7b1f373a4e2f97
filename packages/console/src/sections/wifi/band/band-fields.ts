// The declarations of the band forms (STYLE.md: a page is a declaration); types, rules and
// messages come from set_wifi_config's schema.
import { MacFilterModes, allowedChannels, channelWidthMhz, WifiCountries, WifiEncryptions, WifiHtmodes, type WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
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

export function bandFields(band: WifiBand, language: string): BandField[] {
  const htmodes = band === '5g' ? WifiHtmodes : WifiHtmodes.filter((mode) => mode !== 'ht80');
  return [
    { name: 'enabled', label: 'wifi.enabled' },
    { name: 'ssid', label: 'wifi.ssid' },
    { name: 'hidden', label: 'wifi.hidden', hint: 'wifi.hiddenHint' },
    { name: 'encryption', label: 'wifi.encryption', options: labelled(WifiEncryptions, 'wifi.encryptions') },
    { name: 'key', label: 'wifi.key', widget: 'password', reveal: true, hint: 'wifi.keyHint', dependsOn: { encryption: ['psk2+ccmp', 'psk-mixed'] } },
    { name: 'workMode', label: 'wifi-band.workMode', options: labelled(['11n', 'legacy'], 'wifi-band.workModes') },
    { name: 'htmode', label: 'wifi-band.htmode', options: labelled(htmodes, 'wifi-band.htmodes'), dependsOn: { workMode: '11n' } },
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
