// System > Realtime graphs on a router (issue 32.4): procd's `system info` (load, memory), rpcd's
// `file read` of /proc/stat and nf_conntrack's counters, netifd's `network.interface dump` (which
// device is the WAN, 4G, LAN), `network.device status` (the kernel's counters per device,
// system_if_dump_stats) and `network.wireless status` (each access point and its SSID), and
// rpcd-mod-iwinfo's `assoclist` per access point. Nothing is kept between two samples. Browser-safe.
import type { RealtimeSample } from '@rc/core/platform/platform';
import { conntrackFiles, parseConntrack, parseCpuCounters } from '@rc/core/linux/proc-parsers';
import { isAbsent, type Ubus } from './ubus';
import { parseDeviceList, parseInterfaceDevices, parseSystemInfo, parseWirelessAps, type WirelessAp } from './ubus-parsers';
import { readRouterFile, readRouterFileIfAny } from './router-files';
import { stationCount } from './router-wireless';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';

export const conntrackPaths = { count: `/proc/${conntrackFiles.count}`, max: `/proc/${conntrackFiles.max}` } as const;

/** The logical interfaces the graphs show, in this order (the console's names; wwan is the 4G modem's). */
const roles = ['wan', 'wwan', 'lan'] as const;

export async function routerRealtimeSample(ubus: Ubus, now: () => number): Promise<RealtimeSample> {
  const time = now();
  const [info, stat, count, max, logical, devices, aps] = await Promise.all([
    ubus.call('system', 'info'),
    readRouterFile(ubus, '/proc/stat'),
    readRouterFileIfAny(ubus, conntrackPaths.count),
    readRouterFileIfAny(ubus, conntrackPaths.max),
    ubus.call('network.interface', 'dump').then(parseInterfaceDevices),
    ubus.call('network.device', 'status').then(parseDeviceList),
    ubus.call('network.wireless', 'status').then(parseWirelessAps, absentAsNone),
  ]);
  const counters = new Map(devices.map((device) => [device.device, device]));
  const row = (name: string, device: string, ssid: string) => {
    const status = counters.get(device);
    return { name, device, ssid, up: status?.up ?? false, rxBytes: status?.rxBytes ?? 0, txBytes: status?.txBytes ?? 0 };
  };
  const { load, memTotal, memUsed } = parseSystemInfo(info);
  return {
    time,
    cpu: parseCpuCounters(stat),
    load,
    memTotal,
    memUsed,
    conntrack: parseConntrack(count, max),
    interfaces: [
      ...roles.flatMap((role) => (logical.has(role) ? [row(role, logical.get(role) ?? '', '')] : [])),
      ...aps.filter((ap) => ap.device).map((ap) => row(`wifi-${ap.band}`, ap.device, ap.ssid)),
    ],
    wifiClients: await clientsPerBand(ubus, aps),
  };
}

/** A router without Wi-Fi has no `network.wireless` object on the bus. */
function absentAsNone(error: unknown): WirelessAp[] {
  if (isAbsent(error)) return [];
  throw error;
}

/** The stations of every access point that is up, summed per band; none known without rpcd-mod-iwinfo. */
async function clientsPerBand(ubus: Ubus, aps: WirelessAp[]): Promise<RealtimeSample['wifiClients']> {
  const up = aps.filter((ap) => ap.up);
  let counts: number[];
  try {
    counts = await Promise.all(up.map((ap) => stationCount(ubus, ap.device)));
  } catch (err) {
    if (err instanceof MissingPackageError) return [];
    throw err;
  }
  const perBand = new Map<WirelessAp['band'], number>();
  up.forEach((ap, i) => perBand.set(ap.band, (perBand.get(ap.band) ?? 0) + (counts[i] ?? 0)));
  return [...perBand].map(([band, clients]) => ({ band, clients }));
}
