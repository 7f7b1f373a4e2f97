// The answers of rpcd-mod-iwinfo's `iwinfo` object (rpcd iwinfo.c; fixtures/ has samples with
// their source): `info`, `assoclist` and `scan {device}`. Signals are dBm (negative: blobmsg's
// int32 of `signal - 0x100`), MACs upper case ("%02X:..." in iwinfo.c). `scan`'s is iwinfo-scan.ts.
import { list, num, object, str } from './ubus-parsers';

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
