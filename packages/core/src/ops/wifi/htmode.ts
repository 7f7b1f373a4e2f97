// Spec 3's bandwidth (ht20 | ht40 | ht80) and work mode over OpenWrt's single `htmode` option:
// HT20/40 (802.11n), VHT20/40/80 (ac), HE20/40/80 (ax), NOHT (legacy a, or b/g on 2.4G).
// mac80211.sh (openwrt package/kernel/mac80211/files/lib/netifd/wireless/mac80211.sh) turns
// 802.11ac on only for VHT*/HE* and 802.11ax only for HE*: the work mode is the htmode's family.
import type { WifiBand, WifiWorkMode } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciSection } from '../../uci/uci-types';
import { getOption, setOption } from '../../uci/uci-edit';

type Htmode = 'ht20' | 'ht40' | 'ht80';

const mhzOf: Record<Htmode, number> = { ht20: 20, ht40: 40, ht80: 80 };
const familyOfMode: Record<Exclude<WifiWorkMode, 'legacy'>, string> = { '11n': 'HT', '11ac': 'VHT', '11ax': 'HE' };

/** What the console shows for an htmode; absent is OpenWrt's HT20 default. EHT (Wi-Fi 7) shows as 11ax. */
export function htmodeOf(band: WifiBand, value: string | undefined): { workMode: WifiWorkMode; htmode: Htmode } {
  if (value === 'NOHT') return { workMode: 'legacy', htmode: 'ht20' };
  const family = /^(EHT|HE|VHT)/.exec(value ?? '')?.[1];
  const workMode = family === 'EHT' || family === 'HE' ? '11ax' : family === 'VHT' && band === '5g' ? '11ac' : '11n';
  const mhz = widthMhz(value);
  if (mhz >= 80) return { workMode, htmode: band === '5g' && workMode !== '11n' ? 'ht80' : 'ht40' };
  return { workMode, htmode: mhz >= 40 ? 'ht40' : 'ht20' };
}

function widthMhz(value: string | undefined): number {
  return Number(/(\d+)/.exec(value ?? '')?.[1] ?? 20);
}

/**
 * Writes the work mode's family at the chosen width (HT for 11n, VHT for 11ac, HE for 11ax, an EHT
 * radio kept EHT), NOHT for legacy. A radio already in that mode at that width keeps its spelling
 * (absent for HT20, VHT160 shown as 80), so an unchanged save changes nothing. On 2.4G, legacy is
 * 802.11b/g: mac80211.sh drops the 802.11b rates unless `legacy_rates` is 1.
 */
export function writeHtmode(radio: UciSection, band: WifiBand, workMode: WifiWorkMode, htmode: Htmode | undefined): void {
  const current = getOption(radio, 'htmode');
  if (band === '2g') setOption(radio, 'legacy_rates', workMode === 'legacy' ? '1' : undefined);
  if (workMode === 'legacy') {
    setOption(radio, 'htmode', 'NOHT');
    return;
  }
  const chosen = htmode ?? 'ht20';
  const shown = htmodeOf(band, current);
  if (current !== 'NOHT' && shown.workMode === workMode && shown.htmode === chosen) return;
  const family = workMode === '11ax' && current?.startsWith('EHT') ? 'EHT' : familyOfMode[workMode];
  setOption(radio, 'htmode', `${family}${mhzOf[chosen]}`);
}
