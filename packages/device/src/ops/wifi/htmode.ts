// Spec 3's bandwidth (ht20 | ht40 | ht80) and work mode (11N | legacy) over OpenWrt's single
// `htmode` option: HT20, HT40 (802.11n), VHT20/40/80 (ac), HE20/40/80 (ax), NOHT (legacy a/g).
// mac80211.sh (openwrt package/kernel/mac80211/files/lib/netifd/wireless/mac80211.sh) turns
// 802.11ac on only for VHT*/HE* and 802.11ax only for HE*, so a radio keeps its family.
import type { WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciSection } from '../../uci/uci-types';
import { getOption, setOption } from '../../uci/uci-edit';

type Htmode = 'ht20' | 'ht40' | 'ht80';
type WorkMode = '11n' | 'legacy';

const mhzOf: Record<Htmode, number> = { ht20: 20, ht40: 40, ht80: 80 };

/** What the console shows for an htmode; absent is OpenWrt's HT20 default. */
export function htmodeOf(band: WifiBand, value: string | undefined): { workMode: WorkMode; htmode: Htmode } {
  if (value === 'NOHT') return { workMode: 'legacy', htmode: 'ht20' };
  const mhz = widthMhz(value);
  if (mhz >= 80) return { workMode: '11n', htmode: band === '5g' ? 'ht80' : 'ht40' };
  return { workMode: '11n', htmode: mhz >= 40 ? 'ht40' : 'ht20' };
}

function widthMhz(value: string | undefined): number {
  return Number(/(\d+)/.exec(value ?? '')?.[1] ?? 20);
}

/**
 * Writes the radio's own family at the chosen width, as LuCI does: HE on an 802.11ax radio (one
 * already at HE*), else VHT on 5 GHz and HT on 2.4 GHz; NOHT for legacy. A radio already at the
 * chosen width keeps its spelling (absent for 20 MHz, VHT160 shown as 80), so an unchanged save
 * changes nothing.
 */
export function writeHtmode(radio: UciSection, band: WifiBand, workMode: WorkMode, htmode: Htmode | undefined): void {
  if (workMode === 'legacy') {
    setOption(radio, 'htmode', 'NOHT');
    return;
  }
  const current = getOption(radio, 'htmode');
  const chosen = htmode ?? 'ht20';
  if (current !== 'NOHT' && htmodeOf(band, current).htmode === chosen) return;
  setOption(radio, 'htmode', `${familyOf(band, current)}${mhzOf[chosen]}`);
}

function familyOf(band: WifiBand, current: string | undefined): string {
  const family = /^(EHT|HE|VHT|HT)/.exec(current ?? '')?.[1];
  if (family === 'EHT' || family === 'HE') return family;
  return band === '5g' ? 'VHT' : 'HT';
}
