// The answers of `ubus call` the ubus platform reads, as the JSON-RPC reply holds them (fixtures/
// has real ones, with sources). Browser-safe: no Node module.
import type { InterfaceTraffic, WanLink, WifiBand } from '@rc/core/platform/platform';

export type Json = Record<string, unknown>;

export function object(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A program's JSON output (mmcli -J); {} for anything else, as a missing answer reads. */
export function parseJson(text: string): Json {
  try {
    return object(JSON.parse(text));
  } catch {
    return {};
  }
}

export interface SystemInfo {
  uptime: number;
  memTotal: number;
  memUsed: number;
  load: [number, number, number];
}

/** procd's `system info`: load is the kernel's fixed point (x 65536), memory in bytes. */
export function parseSystemInfo(answer: unknown): SystemInfo {
  const info = object(answer);
  const memory = object(info.memory);
  const total = num(memory.total);
  // What the kernel could hand out now, as `free` counts it; `available` when procd has it.
  const available = memory.available !== undefined ? num(memory.available) : num(memory.free) + num(memory.buffered) + num(memory.cached);
  const [a = 0, b = 0, c = 0] = list(info.load).map((l) => Math.round((num(l) / 65536) * 100) / 100);
  return { uptime: num(info.uptime), memTotal: total, memUsed: Math.max(0, total - available), load: [a, b, c] };
}

export interface BoardInfo {
  model: string;
  hostname: string;
  /** e.g. "OpenWrt 24.10.0 r28427-6df0e3d02a" */
  release: string;
}

export function parseSystemBoard(answer: unknown): BoardInfo {
  const board = object(answer);
  return { model: str(board.model), hostname: str(board.hostname), release: str(object(board.release).description) };
}

/** netifd's interface status (`network.interface.<name> status`) as the WAN link. */
export function parseInterfaceStatus(answer: unknown): WanLink & { device: string } {
  const status = object(answer);
  const address = object(list(status['ipv4-address'])[0]);
  const gateway = list(status.route).map(object).find((r) => str(r.target) === '0.0.0.0' && num(r.mask) === 0);
  const up = status.up === true && str(address.address) !== '';
  return {
    up,
    ipaddr: up ? str(address.address) : '',
    netmask: up ? prefixToNetmask(num(address.mask)) : '',
    gateway: up ? str(gateway?.nexthop) : '',
    dns: list(status['dns-server']).map(str).filter(Boolean),
    connectedSeconds: up ? num(status.uptime) : 0,
    device: str(status.l3_device) || str(status.device),
  };
}

export function prefixToNetmask(prefix: number): string {
  const bits = prefix <= 0 ? 0 : prefix >= 32 ? 0xffffffff : (0xffffffff << (32 - prefix)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (bits >>> shift) & 0xff).join('.');
}

export interface WirelessRadio {
  /** the wifi-device section, e.g. radio0 */
  radio: string;
  band: WifiBand | undefined;
  up: boolean;
  /** the access point's Linux device (phy0-ap0), '' while the radio has none up */
  apDevice: string;
  /** the station (wireless.apclient) device, '' when none */
  staDevice: string;
}

/** netifd's `network.wireless status`: each radio, its band and its interfaces' devices. */
export function parseWirelessStatus(answer: unknown): WirelessRadio[] {
  return Object.entries(object(answer)).map(([radio, value]) => {
    const status = object(value);
    const config = object(status.config);
    const ifaces = list(status.interfaces).map(object);
    const deviceOf = (mode: string) => str(ifaces.find((i) => str(object(i.config).mode) === mode)?.ifname);
    const band = str(config.band);
    return {
      radio,
      band: band === '2g' || band === '5g' ? band : undefined,
      up: status.up === true,
      apDevice: deviceOf('ap'),
      staDevice: deviceOf('sta'),
    };
  });
}

/** One access point of `network.wireless status`: each SSID is a device of its own (phy0-ap0, phy0-ap1). */
export interface WirelessAp {
  band: WifiBand;
  /** '' while its radio is down */
  device: string;
  ssid: string;
  up: boolean;
}

/** Every access point (mode ap) of a radio with a band, in the radios' order. */
export function parseWirelessAps(answer: unknown): WirelessAp[] {
  return Object.entries(object(answer))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([, value]) => {
      const status = object(value);
      const band = str(object(status.config).band);
      if (band !== '2g' && band !== '5g') return [];
      return list(status.interfaces)
        .map(object)
        .filter((iface) => str(object(iface.config).mode) === 'ap')
        .map((iface) => ({ band, device: str(iface.ifname), ssid: str(object(iface.config).ssid), up: status.up === true && str(iface.ifname) !== '' }));
    });
}

/**
 * netifd's `network.interface dump`: the layer-3 device of each logical interface that has one. A
 * modem's interface down names its USB path as device (proto modemmanager): that is no netdev.
 */
export function parseInterfaceDevices(answer: unknown): Map<string, string> {
  const devices = new Map<string, string>();
  for (const iface of list(object(answer).interface).map(object)) {
    const device = str(iface.l3_device) || (str(iface.device).includes('/') ? '' : str(iface.device));
    if (str(iface.interface) && device) devices.set(str(iface.interface), device);
  }
  return devices;
}

/** One device of netifd's `network.device status`: up, and its kernel counters (system_if_dump_stats). */
export interface DeviceStatus {
  up: boolean;
  rxBytes: number;
  txBytes: number;
  rxPackets: number;
  txPackets: number;
}

export function parseDeviceStatus(answer: unknown): DeviceStatus {
  const device = object(answer);
  const stats = object(device.statistics);
  return { up: device.up === true, rxBytes: num(stats.rx_bytes), txBytes: num(stats.tx_bytes), rxPackets: num(stats.rx_packets), txPackets: num(stats.tx_packets) };
}

/** `network.device status` without a name: every device netifd knows, loopback left out. */
export function parseDeviceList(answer: unknown): InterfaceTraffic[] {
  return Object.entries(object(answer))
    .filter(([device]) => device !== 'lo')
    .map(([device, value]) => ({ name: device, device, ...parseDeviceStatus(value) }));
}
