// Spec 3's bandwidth (ht20 | ht40 | ht80) and work mode (11N | legacy) over OpenWrt's single
// `htmode` option: HT20, HT40 (802.11n), VHT20/40/80 (ac), HE20/40/80 (ax), NOHT (legacy a/g).
import type { WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciSection } from '../../uci/uci-types';
import { getOption, setOption } from '../../uci/uci-edit';

type Htmode = 'ht20' | 'ht40' | 'ht80';
type WorkMode = '11n' | 'legacy';

const written: Record<Htmode, string> = { ht20: 'HT20', ht40: 'HT40', ht80: 'VHT80' };
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
 * Writes HT20/HT40/VHT80, NOHT for legacy. A radio already at the chosen width keeps its
 * spelling (absent for 20 MHz, HE80 on an 802.11ax radio), so an unchanged save changes nothing.
 */
export function writeHtmode(radio: UciSection, workMode: WorkMode, htmode: Htmode | undefined): void {
  if (workMode === 'legacy') {
    setOption(radio, 'htmode', 'NOHT');
    return;
  }
  const current = getOption(radio, 'htmode');
  const keepsWidth = current !== 'NOHT' && (htmode === undefined || widthMhz(current) === mhzOf[htmode]);
  if (keepsWidth) return;
  setOption(radio, 'htmode', written[htmode ?? 'ht20']);
}
