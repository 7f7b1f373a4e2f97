// DESIGN "Platform drivers": the real machine's CPU, memory, load, uptime, traffic, ARP and routes
// from /proc. A plain Linux box has no 4G modem and no radios the daemon manages.
import { readFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import type {
  InterfaceTraffic,
  TimeSync,
  ApclientLink,
  PppTunnelLink,
  PppTunnelTarget,
  ApclientTarget,
  WifiBand,
  WireguardLink,
  ArpEntry,
  DhcpLease,
  LanClient,
  ModemLogEntry,
  ModemStatus,
  ModemTraffic,
  Platform,
  RadioStatus,
  RealtimeSample,
  Route,
  ScanResult,
  SimSlotStatus,
  SystemStatus,
  TrafficSample,
  WanCheckResult,
  WanCounters,
  WanLink,
} from '@rc/core/platform/platform';
import { NotSupportedError } from '@rc/core/platform/platform';
import type { OpenvpnLink } from '@rc/core/platform/platform';
import { linuxWanChecks } from './linux-wan-detect';
import { CpuMeter } from '@rc/core/linux/cpu-meter';
import {
  conntrackFiles,
  parseArp,
  parseConntrack,
  parseCpuCounters,
  parseLoadavg,
  parseMeminfo,
  parseNameservers,
  parseNetDev,
  parseRoutes,
  parseUptime,
} from '@rc/core/linux/proc-parsers';
import { parseDnsmasqLeases } from '@rc/core/linux/dnsmasq-leases';
import { parseNetDevTraffic } from './net-dev-traffic';
import { TrafficWindow, type CounterSample } from '@rc/core/linux/traffic-window';
import { setSystemClock } from './set-clock';
import { sntpOffsetMs } from './sntp-query';
import { wgShowDump } from './wg-show';

export interface LinuxOptions {
  procDir?: string;
  resolvConf?: string;
  /** dnsmasq lease files, first readable one wins: OpenWrt's, then Debian's */
  leaseFiles?: string[];
  now?: () => number;
}

const ntpTimeoutMs = 3000;

export class LinuxPlatform implements Platform {
  readonly name = 'linux';
  private readonly procDir: string;
  private readonly resolvConf: string;
  private readonly leaseFiles: string[];
  private readonly now: () => number;
  private readonly cpuMeter: CpuMeter;
  private readonly traffic = new TrafficWindow();
  private readonly sampler: NodeJS.Timeout;
  /** /proc/uptime when the daemon last "rebooted"; the machine itself keeps running */
  private uptimeAtReboot = 0;

  constructor(options: LinuxOptions = {}) {
    this.procDir = options.procDir ?? '/proc';
    this.resolvConf = options.resolvConf ?? '/etc/resolv.conf';
    this.leaseFiles = options.leaseFiles ?? ['/tmp/dhcp.leases', '/var/lib/misc/dnsmasq.leases'];
    this.now = options.now ?? Date.now;
    this.cpuMeter = new CpuMeter(() => this.read('stat'), this.now);
    this.sampler = setInterval(() => void this.sampleTraffic().catch(() => undefined), 1000);
    this.sampler.unref();
  }

  private read(file: string): Promise<string> {
    return readFile(path.join(this.procDir, file), 'utf8');
  }

  private async uptime(): Promise<number> {
    return parseUptime(await this.read('uptime')) - this.uptimeAtReboot;
  }

  async systemStatus(): Promise<SystemStatus> {
    const [uptime, cpu, meminfo, loadavg] = await Promise.all([
      this.uptime(),
      this.cpuMeter.percent(),
      this.read('meminfo'),
      this.read('loadavg'),
    ]);
    return { uptime: Math.floor(uptime), cpu, ...parseMeminfo(meminfo), load: parseLoadavg(loadavg) };
  }

  async terminalCount(): Promise<number> {
    return (await this.lanClients()).length;
  }

  async lanClients(): Promise<LanClient[]> {
    const wan = await this.wanInterface();
    const since = this.now() - (await this.uptime()) * 1000;
    return (await this.arpTable())
      .filter((entry) => entry.interface !== wan)
      .map((entry) => ({ hostname: '', ip: entry.ip, mac: entry.mac, interface: 'lan', rxBytes: 0, txBytes: 0, connectedSince: since }));
  }

  async wanLink(): Promise<WanLink> {
    const wan = await this.wanInterface();
    const address = wan ? networkInterfaces()[wan]?.find((a) => a.family === 'IPv4') : undefined;
    const gateway = (await this.routes()).find((r) => r.destination === '0.0.0.0' && r.interface === wan)?.gateway;
    const dns = parseNameservers(await readFile(this.resolvConf, 'utf8').catch(() => ''));
    if (!address) return { up: false, ipaddr: '', netmask: '', gateway: '', dns, connectedSeconds: 0 };
    return {
      up: true,
      ipaddr: address.address,
      netmask: address.netmask,
      gateway: gateway ?? '',
      dns,
      connectedSeconds: Math.floor(await this.uptime()),
    };
  }

  async wanCounters(): Promise<WanCounters> {
    return this.traffic.counters(await this.readWanCounters());
  }

  async wanTraffic(): Promise<TrafficSample[]> {
    return this.traffic.rates();
  }

  async modem(): Promise<ModemStatus> {
    return { present: false, operator: '', signalDbm: 0, imei: '', iccid: '', model: '', networkType: '', state: 'disconnected' };
  }

  async modemTraffic(): Promise<ModemTraffic> {
    return { ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0, rxRate: 0, txRate: 0 };
  }

  async modemLog(): Promise<ModemLogEntry[]> {
    return [];
  }

  async simSlots(): Promise<SimSlotStatus[]> {
    return [];
  }

  // The daemon does not own this machine's uplink; taking it down could cut off its administrator.
  async wanDisconnect(): Promise<void> {
    throw new NotSupportedError('Disconnecting the WAN');
  }

  async wanReconnect(): Promise<void> {
    throw new NotSupportedError('Reconnecting the WAN');
  }

  async wanDetect(): Promise<WanCheckResult[]> {
    return linuxWanChecks(await this.wanLink());
  }

  async radios(): Promise<RadioStatus[]> {
    return [];
  }

  async wifiScan(_band?: WifiBand): Promise<ScanResult[]> {
    return [];
  }

  async apclientLink(_target?: ApclientTarget): Promise<ApclientLink> {
    return { state: 'unavailable', bssid: '', channel: 0, signalDbm: 0, ipaddr: '' };
  }

  // On a desktop no pppd runs for these sections; on OpenWrt netifd's ubus would say.
  async pppTunnelLink(_target?: PppTunnelTarget): Promise<PppTunnelLink> {
    return { up: false, reason: 'unavailable', ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 };
  }

  // ifup / ifdown are netifd's; a desktop has no netifd to ask.
  async tunnelControl(_tunnel?: PppTunnelTarget['tunnel'], _up?: boolean): Promise<void> {
    throw new NotSupportedError('Connecting or disconnecting a tunnel');
  }

  async wireguardLink(): Promise<WireguardLink> {
    return wgShowDump(this.now() / 1000);
  }

  async routes(): Promise<Route[]> {
    return parseRoutes(await this.read('net/route'));
  }

  async arpTable(): Promise<ArpEntry[]> {
    return parseArp(await this.read('net/arp'));
  }

  // The lease time is dnsmasq's business here: its file holds each lease's own expiry.
  async dhcpLeases(): Promise<DhcpLease[]> {
    for (const file of this.leaseFiles) {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text !== undefined) return parseDnsmasqLeases(text);
    }
    return [];
  }

  async interfaceTraffic(): Promise<InterfaceTraffic[]> {
    const netDev = await this.read('net/dev');
    const up = new Set(Object.keys(networkInterfaces()));
    return parseNetDevTraffic(netDev, (device) => up.has(device));
  }

  /** /proc only; the interface of the default route is the WAN, the others go by their device. */
  async realtimeSample(): Promise<RealtimeSample> {
    const time = this.now();
    const ifAny = (file: string) => this.read(file).catch(() => undefined);
    const [stat, meminfo, loadavg, traffic, wan, count, max] = await Promise.all([
      this.read('stat'),
      this.read('meminfo'),
      this.read('loadavg'),
      this.interfaceTraffic(),
      this.wanInterface(),
      ifAny(conntrackFiles.count),
      ifAny(conntrackFiles.max),
    ]);
    return {
      time,
      cpu: parseCpuCounters(stat),
      load: parseLoadavg(loadavg),
      ...parseMeminfo(meminfo),
      conntrack: parseConntrack(count, max),
      interfaces: traffic.map(({ device, up, rxBytes, txBytes }) => ({ name: device === wan ? 'wan' : device, device, ssid: '', up, rxBytes, txBytes })),
      wifiClients: [],
    };
  }

  async syncTime(servers: string[]): Promise<TimeSync | undefined> {
    for (const server of servers) {
      const offsetMs = await sntpOffsetMs(server, ntpTimeoutMs, this.now);
      if (offsetMs !== undefined) return { server, offsetMs };
    }
    return undefined;
  }

  async clock(): Promise<number> {
    return this.now();
  }

  setClock(epochMs: number): Promise<void> {
    return setSystemClock(epochMs);
  }

  // On a desktop no openvpn runs for openvpn.client; on OpenWrt its status file would say.
  async openvpnLink(): Promise<OpenvpnLink> {
    return { up: false, reason: 'unavailable', ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 };
  }

  rebooted(): void {
    void this.read('uptime').then((text) => (this.uptimeAtReboot = parseUptime(text)));
    this.traffic.clear();
  }

  close(): void {
    clearInterval(this.sampler);
  }

  /** The interface of the default route, else the first one that is not loopback. */
  private async wanInterface(): Promise<string | undefined> {
    // /proc, not routes(): the traffic sampler asks every second, and a driver may run a program there.
    const routes = parseRoutes(await this.read('net/route'));
    const byDefault = routes.find((r) => r.destination === '0.0.0.0' && r.netmask === '0.0.0.0')?.interface;
    if (byDefault) return byDefault;
    return [...parseNetDev(await this.read('net/dev')).keys()].find((name) => name !== 'lo');
  }

  private async readWanCounters(): Promise<CounterSample> {
    const wan = await this.wanInterface();
    const counters = wan ? parseNetDev(await this.read('net/dev')).get(wan) : undefined;
    return { time: this.now(), rxBytes: counters?.rxBytes ?? 0, txBytes: counters?.txBytes ?? 0 };
  }

  private async sampleTraffic(): Promise<void> {
    this.traffic.push(await this.readWanCounters());
  }
}
