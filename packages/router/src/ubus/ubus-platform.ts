// DESIGN "Platform drivers": a stock OpenWrt router as the console in the browser reaches it, over
// ubus JSON-RPC only (issue 27): status from procd (`system`), netifd (`network.interface`,
// `network.device`, `network.wireless`) and rpcd-mod-iwinfo; programs through rpcd's `file exec`
// with fixed argument shapes (router-programs.ts), files through `file read`/`file write`. What
// it calls is declared in platform-acl-needs.ts, from which the package's rpcd ACL is generated.
// Saves reach the services through rpcd's `uci commit`/`apply` and procd's reload triggers; what a
// service reads outside UCI is written by applyConfig (router-sync.ts). Browser-safe.
import type {
  ApclientLink,
  CellRadio,
  WifiSupport,
  ApclientTarget,
  ArpEntry,
  DhcpLease,
  InterfaceTraffic,
  LanClient,
  ModemLogEntry,
  ModemStatus,
  ModemTraffic,
  OpenvpnLink,
  OpenvpnTarget,
  Platform,
  PowerActions,
  PppTunnelLink,
  PppTunnelTarget,
  RadioStatus,
  RealtimeSample,
  Route,
  ScanResult,
  SimSlotStatus,
  SystemLogLine,
  DdnsRecord,
  SystemStatus,
  Storage,
  SystemUpgrade,
  TimeSync,
  TrafficSample,
  WanCheckResult,
  WanCounters,
  WanLink,
  WifiBand,
  WireguardLink,
  WireguardTarget,
} from '@rc/core/platform/platform';
import type { UciPackage } from '@rc/core/uci/uci-types';
import type { CloudLink } from '@rc/core/platform/cloud-link';
import type { RouterPackageChecks } from './router-packages';
import type { RouterStorage } from './router-storage';
import { loadOnce } from '@rc/core/lib/load-once';
import { getOption, getSection } from '@rc/core/uci/uci-edit';
import { CpuMeter } from '@rc/core/linux/cpu-meter';
import { TrafficWindow, type CounterSample } from '@rc/core/linux/traffic-window';
import { parseArp, parseNetDev, parseRoutes } from '@rc/core/linux/proc-parsers';
import { parseDnsmasqLeases } from '@rc/core/linux/dnsmasq-leases';
import { holdBatchFor } from './hold-batch';
import { isAbsent, type Ubus } from './ubus';
import { parseDeviceList, parseInterfaceStatus, parseSystemInfo } from './ubus-parsers';
import { execProgram, runProgram } from './router-programs';
import { readRouterFile, readRouterFileIfAny } from './router-files';
import type { ReadConfig } from './router-sync';
import type { RouterPackage } from '@rc/core/errors/missing-package-error';
import * as wireless from './router-wireless';
import * as modem from './router-modem';
import { RouterSms } from './router-sms';
import { RouterSimWatch } from './router-sim-watch';
import { RouterRadio } from './router-radio';
import { RouterRadioHistory } from './router-radio-history';
import { ntpSync, routerClock } from './router-ntp';
import { routerRealtimeSample } from './router-realtime';
import { imageDir, leaseFile, logLines, watchcatScript } from './router-paths';

export interface UbusPlatformOptions {
  now?: () => number;
  /** reads a UCI package (the reboot schedule, the SIM policy...) for what a save writes outside UCI */
  readConfig?: (pkg: string) => Promise<UciPackage>;
}

// The traffic graph's step: one sample a second at most, however often the pages ask.
const sampleGapMs = 1000;

export class UbusPlatform implements Platform {
  readonly name = 'ubus';
  /** crond reboots on schedule here (router-sync.ts writes its crontab): the console's own timer stays off */
  readonly rebootsOnSchedule = true;
  readonly powerActions: PowerActions;
  readonly systemUpgrade: SystemUpgrade;
  /** block-mount's partitions, BusyBox umount, rpcd's file list (router-storage.ts) */
  readonly storage: Storage;
  /** ModemManager's SMS storage and USSD (router-sms.ts) */
  readonly messaging: RouterSms;
  /** the SIM watch service's counts and switch log (router-sim-watch.ts) */
  readonly simRecords: RouterSimWatch;
  /** a vendor's cloud client, where its image ships one: the ubus object `cloud` (ubus-cloud.ts) */
  readonly cloudLink: CloudLink;
  private readonly now: () => number;
  private readonly readConfig: ReadConfig | undefined;
  private readonly cpuMeter: CpuMeter;
  private readonly traffic = new TrafficWindow();
  private readonly radio: RouterRadio;
  /** kept by the SIM watch service on the router (router-radio-history.ts) */
  readonly radioHistory: RouterRadioHistory;
  /** loaded with the first page that needs an optional package (none of the home page's cards do) */
  private readonly packages: () => Promise<RouterPackageChecks>;

  constructor(
    private readonly ubus: Ubus,
    options: UbusPlatformOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.readConfig = options.readConfig;
    this.packages = loadOnce(async () => new (await holdBatchFor(ubus, import('./router-packages'))).RouterPackageChecks(ubus, this.now));
    this.cpuMeter = new CpuMeter(() => readRouterFile(ubus, '/proc/stat'), this.now, { waits: false });
    this.messaging = new RouterSms(ubus);
    this.storage = lazyStorage(loadOnce(async () => new (await holdBatchFor(ubus, import('./router-storage'))).RouterStorage(ubus)));
    this.simRecords = new RouterSimWatch(ubus);
    this.radio = new RouterRadio(ubus);
    // loaded when a cloud tab first asks: the home page's chunks stay without it
    const cloud = loadOnce(async () => (await holdBatchFor(ubus, import('./ubus-cloud'))).ubusCloudLink(ubus));
    this.cloudLink = { session: async (target) => (await cloud()).session(target), speechHeard: async () => (await cloud()).speechHeard() };
    this.radioHistory = new RouterRadioHistory(ubus, this.now);
    this.powerActions = {
      // procd's own reboot (system.c system_reboot), as /sbin/reboot asks it.
      reboot: async () => void (await ubus.call('system', 'reboot')),
      factoryReset: async () => void (await runProgram(ubus, 'firstboot', ['-y'])),
    };
    this.systemUpgrade = {
      imageDir,
      check: async (image) => {
        const answer = await execProgram(ubus, 'sysupgrade', ['-T', image]);
        if (answer.code === 0) return undefined;
        return (answer.stderr || answer.stdout).split('\n').find((l) => l.trim() !== '')?.trim() ?? `exit status ${answer.code}`;
      },
      // -n: the configuration is not kept (sysupgrade keeps it unless told). procd takes over and
      // the router goes down: the answer may never come.
      install: async (image, keepConfig) => void (await runProgram(ubus, 'sysupgrade', [...(keepConfig ? [] : ['-n']), image])),
    };
  }

  /** What a save must also write outside UCI (router-sync.ts), for the packages it changed. */
  async applyConfig(packages: string[]): Promise<void> {
    const read = this.readConfig;
    if (!read) return;
    // Loaded with the first save: the settings code it reads is not the status pages' (DESIGN budgets).
    const { syncsByPackage } = await holdBatchFor(this.ubus, import('./router-sync'));
    for (const pkg of packages) await syncsByPackage.get(pkg)?.(this.ubus, read, () => this.simSlots());
  }

  /** Every sync once, whatever changed: after sign-in, for files a restore or another tool changed. */
  async start(): Promise<void> {
    await this.applyConfig([...(await holdBatchFor(this.ubus, import('./router-sync'))).syncsByPackage.keys()]);
  }

  /** Throws MissingPackageError when `pkg` is not installed (router-packages.ts); asks rpcd once per page load. */
  async requirePackage(pkg: RouterPackage): Promise<void> {
    await (await this.packages()).require(pkg);
  }

  // systemLog, ddns*, watchcat*, the tunnels' links, wanDetect, setClock, wifiSupport and storage load
  // their code at their first call: the home page calls none of them (DESIGN budgets).

  async systemLog(): Promise<SystemLogLine[]> {
    const [{ parseLogread }, text] = await Promise.all([import('./logread'), runProgram(this.ubus, 'logread', ['-l', logLines])]);
    return parseLogread(text);
  }

  async ddnsRecord(section: string): Promise<DdnsRecord> {
    await this.requirePackage('ddns-scripts');
    return (await import('./router-ddns')).ddnsRecord(this.ubus, section, this.now());
  }

  async ddnsUpdateNow(section: string): Promise<void> {
    await this.requirePackage('ddns-scripts');
    await (await import('./router-ddns')).ddnsUpdateNow(this.ubus, section);
  }

  /** rpcd's `rc list` answers `running` from procd's service list (rpcd rc.c) unless told to skip it. */
  async watchcatRunning(): Promise<boolean> {
    await this.requirePackage('watchcat');
    const answer = await this.ubus.call<Record<string, { running?: boolean }>>('rc', 'list', { name: 'watchcat' });
    return answer.watchcat?.running === true;
  }

  async watchcatInterface(uplink: 'wan' | 'wwan'): Promise<string> {
    const { pendingDeviceProto, uplinkDevice, watchcatTakesLogicalName } = await import('./watchcat-interface');
    if (watchcatTakesLogicalName(await readRouterFileIfAny(this.ubus, watchcatScript))) return `@${uplink}`;
    const status = await this.ubus.call(`network.interface.${uplink}`, 'status').catch(() => ({}));
    const proto = pendingDeviceProto(status);
    return (proto && (await this.pendingDataDevice(proto, uplink))) || uplinkDevice(status, uplink);
  }

  /** The data device a down 4G link's protocol will bring up (watchcat-interface.ts), or undefined. */
  private async pendingDataDevice(proto: 'qmi' | 'mbim' | 'modemmanager', uplink: string): Promise<string | undefined> {
    const { mmcliNetPort, usbmiscNetFolder } = await import('./watchcat-interface');
    if (proto === 'modemmanager') {
      const answer = await execProgram(this.ubus, 'mmcli', ['-J', '-m', 'any']).catch(() => undefined);
      return answer?.code === 0 ? mmcliNetPort(answer.stdout) : undefined;
    }
    const network = await this.readConfig?.('network');
    const section = network && getSection(network, uplink);
    const control = section && getOption(section, 'device');
    const folder = control ? usbmiscNetFolder(control) : undefined;
    if (!folder) return undefined;
    const listed = await this.ubus.call<{ entries?: { name?: string }[] }>('file', 'list', { path: folder }).catch(() => undefined);
    return listed?.entries?.find((entry) => typeof entry.name === 'string' && /^[A-Za-z0-9_.-]+$/.test(entry.name))?.name;
  }

  async systemStatus(): Promise<SystemStatus> {
    const [info, cpu] = await Promise.all([this.ubus.call('system', 'info'), this.cpuMeter.percent()]);
    return { ...parseSystemInfo(info), cpu };
  }

  async lanClients(): Promise<LanClient[]> {
    const [neighbours, leases, stations, info] = await Promise.all([this.lanNeighbours(), this.dhcpLeases(), wireless.stationsByBand(this.ubus), this.ubus.call('system', 'info')]);
    const names = new Map(leases.map((lease) => [lease.mac, lease.hostname]));
    const since = this.now() - parseSystemInfo(info).uptime * 1000;
    const now = this.now();
    return neighbours.map((entry) => {
      const hostname = names.get(entry.mac) ?? '';
      const station = stations.get(entry.mac);
      // A wired host has no per-client counter in OpenWrt without nlbwmon: 0 bytes, no rate.
      if (!station) return { hostname, ip: entry.ip, mac: entry.mac, interface: 'lan' as const, rxBytes: 0, txBytes: 0, connectedSince: since };
      const joined = station.connectedSeconds > 0 ? now - station.connectedSeconds * 1000 : since;
      return { hostname, ip: entry.ip, mac: entry.mac, interface: `wifi-${station.band}` as const, signal: station.signalDbm < 0 ? station.signalDbm : undefined, rxBytes: station.rxBytes, txBytes: station.txBytes, connectedSince: joined };
    });
  }

  /** The home page polls this: the neighbours alone, without names or bands (two calls, not seven). */
  async terminalCount(): Promise<number> {
    return (await this.lanNeighbours()).length;
  }

  async wanLink(): Promise<WanLink> {
    const { device: _device, ...link } = await this.wanLinkWithDevice();
    return link;
  }

  async wanCounters(): Promise<WanCounters> {
    return this.sampleTraffic();
  }

  /** The rates between the samples taken when the page asked (it polls; nothing runs in between). */
  async wanTraffic(): Promise<TrafficSample[]> {
    await this.sampleTraffic();
    return this.traffic.rates();
  }

  modem(): Promise<ModemStatus> {
    return modem.modem(this.ubus);
  }

  modemTraffic(): Promise<ModemTraffic> {
    return modem.modemTraffic(this.ubus);
  }

  modemLog(): Promise<ModemLogEntry[]> {
    return modem.modemLog(this.ubus);
  }

  simSlots(): Promise<SimSlotStatus[]> {
    return modem.simSlots(this.ubus);
  }

  async wifiSupport(): Promise<WifiSupport> {
    return (await holdBatchFor(this.ubus, import('./router-wifi-support'))).wifiSupport(this.ubus);
  }

  cellRadio(): Promise<CellRadio | undefined> {
    return this.radio.read();
  }

  radios(): Promise<RadioStatus[]> {
    return wireless.radios(this.ubus);
  }

  wifiScan(band: WifiBand): Promise<ScanResult[]> {
    return wireless.wifiScan(this.ubus, band);
  }

  apclientLink(target: ApclientTarget): Promise<ApclientLink> {
    return wireless.apclientLink(this.ubus, target);
  }

  async pppTunnelLink(target: PppTunnelTarget): Promise<PppTunnelLink> {
    return (await import('./router-tunnels')).pppTunnelLink(this.ubus, target, this.wanUp);
  }

  async tunnelControl(tunnel: PppTunnelTarget['tunnel'], up: boolean): Promise<void> {
    await this.interfaceControl(tunnel, up);
  }

  /** `wg show wg0 dump`; wg0 not set up yet (wg exits 1) is down, not unknown. */
  async wireguardLink(_target?: WireguardTarget): Promise<WireguardLink> {
    const answer = await execProgram(this.ubus, 'wg', ['show', 'wg0', 'dump']);
    if (answer.code !== 0) return { available: true, up: false, peers: [] };
    const { parseWgDump } = await import('@rc/core/linux/wg-dump');
    // netifd's uptime of wg0 (`network.interface dump`): how long the tunnel has been up, not the router
    const dump = await this.ubus.call<{ interface?: { interface?: string; up?: boolean; uptime?: number }[] }>('network.interface', 'dump').catch(() => undefined);
    const wg0 = dump?.interface?.find((entry) => entry.interface === 'wg0');
    const upSeconds = wg0?.up === true && typeof wg0.uptime === 'number' ? wg0.uptime : undefined;
    return { available: true, up: true, peers: parseWgDump(answer.stdout, this.now() / 1000), upSeconds };
  }

  async routes(): Promise<Route[]> {
    return parseRoutes(await readRouterFile(this.ubus, '/proc/net/route'));
  }

  async arpTable(): Promise<ArpEntry[]> {
    return parseArp(await readRouterFile(this.ubus, '/proc/net/arp'));
  }

  // dnsmasq's file holds each lease's own expiry: the configured lease time is not needed.
  async dhcpLeases(_leaseSeconds?: number): Promise<DhcpLease[]> {
    return parseDnsmasqLeases((await readRouterFileIfAny(this.ubus, leaseFile)) ?? '');
  }

  async wanDisconnect(): Promise<void> {
    await this.interfaceControl('wan', false);
  }

  async wanReconnect(): Promise<void> {
    await this.interfaceControl('wan', true);
  }

  async wanDetect(): Promise<WanCheckResult[]> {
    const [{ routerWanChecks }, link] = await Promise.all([holdBatchFor(this.ubus, import('./router-wan-detect')), this.wanLink()]);
    return routerWanChecks(link, this.ubus);
  }

  async interfaceTraffic(): Promise<InterfaceTraffic[]> {
    return parseDeviceList(await this.ubus.call('network.device', 'status'));
  }

  realtimeSample(): Promise<RealtimeSample> {
    return routerRealtimeSample(this.ubus, this.now);
  }

  syncTime(servers: string[]): Promise<TimeSync | undefined> {
    return ntpSync(this.ubus, servers);
  }

  clock(): Promise<number> {
    return routerClock(this.ubus);
  }

  async setClock(epochMs: number): Promise<void> {
    const { dateSetArgs } = await import('@rc/core/linux/date-args');
    await runProgram(this.ubus, 'date', dateSetArgs(epochMs));
  }

  async openvpnLink(target: OpenvpnTarget): Promise<OpenvpnLink> {
    return (await import('./router-tunnels')).openvpnLink(this.ubus, target, this.wanUp, () => this.requirePackage('openvpn-openssl'));
  }

  rebooted(): void {
    this.traffic.clear();
  }

  close(): void {
    // nothing runs in the tab: the router keeps its own history
  }

  /**
   * ifdown / ifup as netifd's scripts do them: `network.interface.<name> down`, and for up a
   * down first, so that a running link starts again (netifd files/sbin/ifup).
   */
  private async interfaceControl(name: string, up: boolean): Promise<void> {
    await this.ubus.call(`network.interface.${name}`, 'down');
    if (up) await this.ubus.call(`network.interface.${name}`, 'up');
  }

  private readonly wanUp = async () => (await this.wanLink()).up;

  /** The kernel's neighbours on the LAN side: not the WAN's, none still being resolved. */
  private async lanNeighbours(): Promise<ArpEntry[]> {
    const [arp, wan] = await Promise.all([this.arpTable(), this.wanLinkWithDevice()]);
    return arp.filter((entry) => entry.interface !== wan.device && entry.mac !== '00:00:00:00:00:00');
  }

  /** No `wan` interface on the bus (none configured, or netifd not running): a link that is down. */
  private async wanLinkWithDevice(): Promise<WanLink & { device: string }> {
    const status = await this.ubus.call('network.interface.wan', 'status').catch((error: unknown) => {
      if (isAbsent(error)) return {};
      throw error;
    });
    return parseInterfaceStatus(status);
  }

  /** The counters now, kept as a sample of the traffic graph when the newest is a second old. */
  private async sampleTraffic(): Promise<WanCounters> {
    const current = await this.wanSample();
    const counters = this.traffic.counters(current);
    if (current.time - (this.traffic.newest()?.time ?? -Infinity) >= sampleGapMs) this.traffic.push(current);
    return counters;
  }

  /** The default route's device and its counters, as the linux platform counts the WAN. */
  private async wanSample(): Promise<CounterSample> {
    const [routes, netDev] = await Promise.all([this.routes(), readRouterFile(this.ubus, '/proc/net/dev')]);
    const device = routes.find((r) => r.destination === '0.0.0.0' && r.netmask === '0.0.0.0')?.interface;
    const counters = device ? parseNetDev(netDev).get(device) : undefined;
    return { time: this.now(), rxBytes: counters?.rxBytes ?? 0, txBytes: counters?.txBytes ?? 0 };
  }
}

/** Disk management's and File sharing's storage, loaded with the first of their calls. */
function lazyStorage(storage: () => Promise<RouterStorage>): Storage {
  return {
    partitions: async () => (await storage()).partitions(),
    format: async (id, fstype, label) => (await storage()).format(id, fstype, label),
    mount: async (id, target) => (await storage()).mount(id, target),
    unmount: async (id) => (await storage()).unmount(id),
    realpath: async (path) => (await storage()).realpath(path),
    readDirectory: async (path) => (await storage()).readDirectory(path),
  };
}
