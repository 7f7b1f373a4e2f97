// Neighbouring networks seen by a Wi-Fi scan. SSIDs are attacker-chosen bytes on air: the list
// holds markup, quotes, non-ASCII, a hidden network and a 32-byte name so the console must cope.
import type { ScanResult, WifiBand } from '@rc/core/platform/platform';
import { hashSeed, mulberry32, randomInt } from '../../lib/mulberry32';
import { seededWave } from './wave';
import { WifiChannels } from '@rc/contract/constants';

const neighbours: Array<{ ssid: string; bands: WifiBand[]; encryption: string }> = [
  { ssid: 'ChinaNet-xYz1', bands: ['2g'], encryption: 'psk2+ccmp' },
  { ssid: 'CMCC-8F3D', bands: ['2g', '5g'], encryption: 'psk-mixed' },
  { ssid: 'TP-LINK_3F2A', bands: ['2g', '5g'], encryption: 'psk2+ccmp' },
  { ssid: '<img src=x onerror=alert(1)>', bands: ['2g', '5g'], encryption: 'none' },
  { ssid: '咖啡店 ☕', bands: ['2g', '5g'], encryption: 'none' },
  { ssid: 'Bob\'s "Home" & Co', bands: ['2g'], encryption: 'psk2+ccmp' },
  { ssid: '', bands: ['2g', '5g'], encryption: 'psk2+ccmp' },
  { ssid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', bands: ['5g'], encryption: 'sae' },
  { ssid: 'HUAWEI-5G-Office', bands: ['5g'], encryption: 'psk2+ccmp' },
  { ssid: 'Xiaomi_1A2B', bands: ['2g'], encryption: 'psk2+ccmp' },
];

export function scanResults(seed: number, band: WifiBand, uptimeS: number): ScanResult[] {
  const random = mulberry32(hashSeed(seed, `scan-${band}`));
  const channels = WifiChannels[band];
  return neighbours
    .filter((n) => n.bands.includes(band))
    .map((n, index) => {
      const bssid = Array.from({ length: 6 }, (_, i) => (i === 0 ? 0x8c : randomInt(random, 0, 255)))
        .map((b) => b.toString(16).padStart(2, '0').toUpperCase())
        .join(':');
      const channel = channels[randomInt(random, 0, channels.length - 1)] ?? channels[0];
      const baseDbm = randomInt(random, -88, -42);
      const wander = seededWave(seed, `scan-${band}-${index}`, 15, 120).at(uptimeS);
      return { ssid: n.ssid, bssid, channel, signalDbm: Math.round(baseDbm + 4 * wander), encryption: n.encryption };
    });
}
