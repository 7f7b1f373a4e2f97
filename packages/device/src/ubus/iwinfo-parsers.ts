// The answers of rpcd-mod-iwinfo's `iwinfo` object (rpcd iwinfo.c; fixtures/ has samples with
// their source): `info`, `assoclist` and `scan {device}`. Signals are dBm (negative: blobmsg's
// int32 of `signal - 0x100`), MACs upper case ("%02X:..." in iwinfo.c).
import type { ScanResult } from '../platform/platform';
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

export interface IwinfoInfo {
  channel: number;
  txPowerDbm: number;
  /** the access point a station is associated with; '' when none (iwinfo says 00:00:00:00:00:00) */
  accessPoint: string;
  signalDbm: number;
}

/** `iwinfo info {device}`: the channel and transmit power the radio really uses, a station's AP and signal. */
export function parseIwinfoInfo(answer: unknown): IwinfoInfo {
  const info = object(answer);
  const bssid = str(info.bssid).toUpperCase();
  const station = str(info.mode) === 'Client';
  return {
    channel: num(info.channel),
    txPowerDbm: num(info.txpower),
    accessPoint: station && bssid !== '00:00:00:00:00:00' ? bssid : '',
    signalDbm: num(info.signal),
  };
}

/** One station of `iwinfo assoclist`: rx counts what the access point received from it. */
export interface IwinfoStation {
  mac: string;
  signalDbm: number;
  rxBytes: number;
  txBytes: number;
  connectedSeconds: number;
}

/** `iwinfo assoclist {device}`: the stations (MACs upper case), signal, byte counters and time joined. */
export function parseIwinfoStations(answer: unknown): IwinfoStation[] {
  return list(object(answer).results)
    .map((entry) => {
      const station = object(entry);
      return {
        mac: str(station.mac).toUpperCase(),
        signalDbm: num(station.signal),
        rxBytes: num(object(station.rx).bytes),
        txBytes: num(object(station.tx).bytes),
        connectedSeconds: num(station.connected_time),
      };
    })
    .filter((station) => station.mac !== '');
}

/** `iwinfo assoclist {device}`: the stations' MAC addresses, upper case. */
export function parseIwinfoAssoclist(answer: unknown): string[] {
  return parseIwinfoStations(answer).map((station) => station.mac);
}
