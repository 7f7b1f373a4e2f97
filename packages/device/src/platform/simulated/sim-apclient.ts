// The simulated router's Wi-Fi client: it joins a neighbour of the simulated scan when that
// network is in range and speaks the configured security, and then gets a DHCP address from it.
import type { ApclientLink, ApclientTarget, ScanResult } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

const notLinked = { bssid: '', channel: 0, signalDbm: 0, ipaddr: '' };

export function apclientLink(seed: number, target: ApclientTarget, scan: ScanResult[]): ApclientLink {
  const neighbour = scan.find((n) => matches(n, target));
  if (!neighbour) return { state: 'searching', ...notLinked };
  if (!securityMatches(neighbour.encryption, target.encryption)) return { state: 'failed', ...notLinked };
  const { bssid, channel, signalDbm } = neighbour;
  return { state: 'connected', bssid, channel, signalDbm, ipaddr: upstreamAddress(seed, bssid) };
}

// A hidden network answers a probe for its name: with a BSSID given, it matches by BSSID.
function matches(neighbour: ScanResult, target: ApclientTarget): boolean {
  if (target.bssid) {
    const sameAp = neighbour.bssid.toUpperCase() === target.bssid.toUpperCase();
    return sameAp && (neighbour.ssid === target.ssid || neighbour.ssid === '');
  }
  return neighbour.ssid === target.ssid;
}

// An open network takes only open clients; a WPA3-only one only SAE; WPA2 and mixed accept PSK.
function securityMatches(offered: string, configured: string): boolean {
  if (offered === 'none' || configured === 'none') return offered === configured;
  if (offered === 'sae' || configured === 'sae') return offered === configured;
  return true;
}

function upstreamAddress(seed: number, bssid: string): string {
  const hash = hashSeed(seed, `apclient-${bssid}`);
  return `192.168.${(hash % 200) + 20}.${((hash >>> 8) % 200) + 20}`;
}
