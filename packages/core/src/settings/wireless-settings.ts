// The `wireless` UCI package seen per band: the radio (wifi-device) and its first access point
// (wifi-iface in mode ap).
import type { UciPackage } from '../uci/uci-types';
import { getOption, sectionsOfType } from '../uci/uci-edit';
import type { WifiBand } from '../platform/platform';

export interface BandSettings {
  band: WifiBand;
  radio: string;
  enabled: boolean;
  ssid: string;
  /** 'auto' or a channel number, as UCI stores it */
  channel: string;
  encryption: string;
}

export function wifiBands(wireless: UciPackage): BandSettings[] {
  const bands: BandSettings[] = [];
  for (const radio of sectionsOfType(wireless, 'wifi-device')) {
    const band = getOption(radio, 'band');
    if ((band !== '2g' && band !== '5g') || !radio.name || bands.some((b) => b.band === band)) continue;
    const ap = sectionsOfType(wireless, 'wifi-iface').find(
      (iface) => getOption(iface, 'device') === radio.name && (getOption(iface, 'mode') ?? 'ap') === 'ap',
    );
    bands.push({
      band,
      radio: radio.name,
      enabled: getOption(radio, 'disabled') !== '1' && !!ap && getOption(ap, 'disabled') !== '1',
      ssid: (ap && getOption(ap, 'ssid')) ?? '',
      channel: getOption(radio, 'channel') ?? 'auto',
      encryption: (ap && getOption(ap, 'encryption')) ?? 'none',
    });
  }
  // '2g' before '5g'. Not localeCompare: ICU's collator costs 2 MB of resident memory (DESIGN "Budgets").
  return bands.sort((a, b) => (a.band < b.band ? -1 : 1));
}
