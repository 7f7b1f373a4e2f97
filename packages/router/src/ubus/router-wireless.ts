// The radios over ubus: netifd's `network.wireless status` names each radio's band and devices,
// rpcd-mod-iwinfo's `iwinfo` object reads the device (info, assoclist, scan), as LuCI does.
import type { ApclientLink, ApclientTarget, RadioStatus, ScanResult, WifiBand } from '@rc/core/platform/platform';
import { isAbsent, objectNotFound, UbusCallError, type Ubus } from './ubus';
import { parseInterfaceStatus, parseWirelessStatus, type WirelessRadio } from './ubus-parsers';
import { parseIwinfoAssoclist, parseIwinfoInfo, parseIwinfoStations, type IwinfoStation } from './iwinfo-parsers';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';

/** An `iwinfo` call; without rpcd-mod-iwinfo (not on a LuCI-less image) there is no such object. */
async function iwinfo(ubus: Ubus, method: 'info' | 'assoclist' | 'scan', device: string): Promise<unknown> {
  try {
    return await ubus.call('iwinfo', method, { device });
  } catch (err) {
    if (isAbsent(err) && (await iwinfoMissing(ubus, err))) throw new MissingPackageError('rpcd-mod-iwinfo');
    throw err;
  }
}

// uhttpd's -32000 says the object is absent; a bare NOT_FOUND is also a device iwinfo does not
// know, and then whether `devices` answers says which.
async function iwinfoMissing(ubus: Ubus, err: unknown): Promise<boolean> {
  if (err instanceof UbusCallError && err.status === objectNotFound) return true;
  return ubus.call('iwinfo', 'devices').then(() => false, isAbsent);
}

export async function wirelessRadios(ubus: Ubus): Promise<WirelessRadio[]> {
  return parseWirelessStatus(await ubus.call('network.wireless', 'status')).sort((a, b) => a.radio.localeCompare(b.radio));
}

export async function radios(ubus: Ubus): Promise<RadioStatus[]> {
  const banded = (await wirelessRadios(ubus)).filter((r): r is WirelessRadio & { band: WifiBand } => r.band !== undefined);
  return Promise.all(
    banded.map(async (radio) => {
      if (!radio.up || !radio.apDevice) return { band: radio.band, up: false, channel: 0, txPowerDbm: 0, clients: 0 };
      const [info, clients] = await Promise.all([iwinfo(ubus, 'info', radio.apDevice), stationCount(ubus, radio.apDevice)]);
      const { channel, txPowerDbm } = parseIwinfoInfo(info);
      return { band: radio.band, up: true, channel, txPowerDbm, clients };
    }),
  );
}

/** How many stations the access point `device` has associated (iwinfo assoclist). */
export async function stationCount(ubus: Ubus, device: string): Promise<number> {
  return parseIwinfoAssoclist(await iwinfo(ubus, 'assoclist', device)).length;
}

export async function wifiScan(ubus: Ubus, band: WifiBand): Promise<ScanResult[]> {
  const radio = (await wirelessRadios(ubus)).find((r) => r.band === band && r.up);
  const device = radio?.apDevice || radio?.staDevice;
  if (!device) return [];
  const [{ parseIwinfoScan }, answer] = await Promise.all([import('./iwinfo-scan'), iwinfo(ubus, 'scan', device)]);
  return parseIwinfoScan(answer);
}

/** The Wi-Fi client (wireless.apclient): the station's access point and signal, netifd's address of network apclient. */
export async function apclientLink(ubus: Ubus, target: ApclientTarget): Promise<ApclientLink> {
  const none = { bssid: '', channel: 0, signalDbm: 0, ipaddr: '' };
  const radio = (await wirelessRadios(ubus)).find((r) => r.band === target.band);
  if (!radio?.up) return { ...none, state: 'unavailable' };
  if (!radio.staDevice) return { ...none, state: 'searching' };
  const info = parseIwinfoInfo(await iwinfo(ubus, 'info', radio.staDevice));
  if (!info.accessPoint) return { ...none, state: 'searching' };
  const status = await ubus.call('network.interface.apclient', 'status').catch(() => undefined);
  const link = status === undefined ? undefined : parseInterfaceStatus(status);
  return { state: 'connected', bssid: info.accessPoint, channel: info.channel, signalDbm: info.signalDbm, ipaddr: link?.up ? link.ipaddr : '' };
}

/** The Wi-Fi stations by MAC: the band of the access point they joined, signal and byte counters. */
export async function stationsByBand(ubus: Ubus): Promise<Map<string, IwinfoStation & { band: WifiBand }>> {
  const stations = new Map<string, IwinfoStation & { band: WifiBand }>();
  const up = (await wirelessRadios(ubus)).filter((radio): radio is WirelessRadio & { band: WifiBand; apDevice: string } => Boolean(radio.band && radio.apDevice && radio.up));
  // every access point's list asked at once: one batch (issue 41)
  const lists = await Promise.all(up.map((radio) => iwinfo(ubus, 'assoclist', radio.apDevice).catch(() => ({}))));
  up.forEach((radio, index) => {
    for (const station of parseIwinfoStations(lists[index])) stations.set(station.mac, { ...station, band: radio.band });
  });
  return stations;
}
