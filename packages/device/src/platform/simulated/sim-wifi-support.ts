// What the simulated router's radios and wpad support (issue 31.6), by seed: an MT7981 or MT7915
// board (802.11ax on both bands) or an older MT7615 one (ac on 5G, no ax), and wpad-basic-mbedtls
// (SAE) on most units, wpad-mini (no SAE) on one in four, as older OpenWrt images shipped.
import type { WifiSupport } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

export function simulatedWifiSupport(seed: number): WifiSupport {
  const he = hashSeed(seed, 'wifi-chip') % 3 !== 2;
  return { he: { '2g': he, '5g': he }, sae: hashSeed(seed, 'wpad') % 4 !== 0 };
}
