// Finding the Wi-Fi tabs' sections in the `wireless` package. Radios are found by their `band`
// option (OpenWrt 21.02+; older files say hwmode 11a for 5 GHz), access points by device and mode.
import type { WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciPackage, UciSection } from '../../uci/uci-types';
import { addSection, getOption, sectionsOfType, setOption } from '../../uci/uci-edit';
import { OpError } from '../../errors/op-error';

/** Sections this console owns on top of OpenWrt's default_radioN access points. */
export const ownIfaces = { guest: { '2g': 'guest_2g', '5g': 'guest_5g' }, apclient: 'apclient' } as const;
const ownNames = new Set<string>([ownIfaces.guest['2g'], ownIfaces.guest['5g'], ownIfaces.apclient]);

export function bandOf(radio: UciSection): WifiBand | undefined {
  const band = getOption(radio, 'band');
  if (band === '2g' || band === '5g') return band;
  const hwmode = getOption(radio, 'hwmode');
  if (band === undefined && hwmode) return hwmode === '11a' ? '5g' : '2g';
  return undefined;
}

export interface NamedRadio extends UciSection {
  name: string;
}

/** The band's radio; -12 when the file has none (a single-band board, a hand-edited file). */
export function radioOf(wireless: UciPackage, band: WifiBand): NamedRadio {
  const radio = sectionsOfType(wireless, 'wifi-device').find((section) => bandOf(section) === band);
  if (!radio?.name) throw new OpError('-12', `wireless: no ${band === '2g' ? '2.4G' : '5G'} radio`);
  return radio as NamedRadio;
}

/** The radio's main access point: the first ap on it that is not a guest or client interface. */
export function accessPointOf(wireless: UciPackage, radio: NamedRadio): UciSection | undefined {
  return sectionsOfType(wireless, 'wifi-iface').find(
    (iface) =>
      getOption(iface, 'device') === radio.name &&
      (getOption(iface, 'mode') ?? 'ap') === 'ap' &&
      !ownNames.has(iface.name ?? '') &&
      getOption(iface, 'network') !== 'guest',
  );
}

/** For a save: the main access point, created as OpenWrt's default_radioN on the LAN if missing. */
export function ensureAccessPoint(wireless: UciPackage, radio: NamedRadio): UciSection {
  const existing = accessPointOf(wireless, radio);
  if (existing) return existing;
  const ap = addSection(wireless, 'wifi-iface', `default_${radio.name}`);
  setOption(ap, 'device', radio.name);
  setOption(ap, 'network', 'lan');
  setOption(ap, 'mode', 'ap');
  return ap;
}

/** '1' or '0' from a boolean option, `fallback` when absent (OpenWrt's default for it). */
export function flagOf(section: UciSection | undefined, name: string, fallback: '1' | '0'): '1' | '0' {
  const value = section && getOption(section, name);
  if (value === undefined) return fallback;
  return value === '1' || value === 'true' || value === 'on' || value === 'yes' ? '1' : '0';
}

/**
 * Sets an option, but leaves it out while it is absent and the value is OpenWrt's default,
 * so that a save touches only what the administrator changed (as LuCI does).
 */
export function setUnlessDefault(section: UciSection, name: string, value: string, fallback: string): void {
  if (section.options.has(name) || value !== fallback) setOption(section, name, value);
}

/** OpenWrt's `disabled` option: '1' to switch off, removed to switch on. */
export function setEnabled(section: UciSection, enabled: '1' | '0'): void {
  setOption(section, 'disabled', enabled === '1' ? undefined : '1');
}
