// rpcd-mod-iwinfo's `iwinfo scan {device}` answer (rpcd iwinfo.c rpc_iwinfo_scan), loaded with
// the Wi-Fi pages' scan rather than with the home page's Wi-Fi card. Browser-safe.
import type { ScanResult } from '@rc/core/platform/platform';
import { list, num, object, str } from './ubus-parsers';

/**
 * rpc_iwinfo_add_encryption()'s table as the wireless.encryption value that joins the network:
 * {enabled, wpa: [versions], authentication: ['psk' | 'sae' | '802.1x' | 'owe'], ciphers:
 * ['ccmp' | 'tkip' ...]} (iwinfo's KMGMT and CIPHER names, lower case), `wep` for WEP.
 */
export function uciEncryption(answer: unknown): string {
  const crypto = object(answer);
  if (crypto.enabled !== true) return 'none';
  if (crypto.wep !== undefined && crypto.wpa === undefined) return 'wep';
  const versions = list(crypto.wpa).map(num);
  const suites = list(crypto.authentication).map(str);
  const ciphers = list(crypto.ciphers).map(str);
  if (suites.includes('sae')) return suites.includes('psk') ? 'sae-mixed' : 'sae';
  if (suites.includes('owe')) return 'owe';
  const enterprise = suites.includes('802.1x');
  if (versions.includes(1) && versions.includes(2)) return enterprise ? 'wpa-mixed' : 'psk-mixed';
  if (versions.includes(2) || versions.includes(3)) return enterprise ? 'wpa2' : ciphers.includes('tkip') ? 'psk2' : 'psk2+ccmp';
  return enterprise ? 'wpa' : 'psk';
}

/** `iwinfo scan {device}`: one result per network; a hidden network has no `ssid`. */
export function parseIwinfoScan(answer: unknown): ScanResult[] {
  return list(object(answer).results)
    .map(object)
    .map((cell) => ({
      ssid: str(cell.ssid),
      bssid: str(cell.bssid).toUpperCase(),
      channel: num(cell.channel),
      signalDbm: num(cell.signal),
      encryption: uciEncryption(cell.encryption),
    }));
}
