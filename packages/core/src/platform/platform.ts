// DESIGN "Platform drivers": what the daemon asks of the hardware and the running system, behind one
// interface. `simulated` invents a whole router; `linux` reads the machine it runs on; `ubus` is a
// stock OpenWrt router as the console in the browser reaches it (ubus/ubus-platform.ts, issue 27).
import type { ModemMessaging, SimControl } from './modem-control';
import type { ModemLogEvent } from '@rc/contract/ops/network/cellular-fields';
import type { OpOutput } from '@rc/contract/op';
import type { get_realtime_sample } from '@rc/contract/ops/system/realtime';
import type { CloudLink } from './cloud-link';
import type { RadioHistoryReader } from '../radio/radio-history';
import type { RouterPackage } from '../errors/missing-package-error';
import type { SimRecords } from './sim-records';
import type { CellRadio, SimSlotName } from './cell-types';
import type { SimulatorHooks } from './simulator-hooks';

export interface SystemStatus {
  /** seconds since the device booted */
  uptime: number;
  /** CPU use in percent, 0-100 */
  cpu: number;
  memTotal: number;
  memUsed: number;
  load: [number, number, number];
}

export type LanInterface = 'lan' | 'wifi-2g' | 'wifi-5g';

export interface LanClient {
  hostname: string;
  ip: string;
  mac: string;
  interface: LanInterface;
  /** Wi-Fi clients: the signal received from the client, dBm */
  signal?: number;
  /** bytes received from the client */
  rxBytes: number;
  /** bytes sent to the client */
  txBytes: number;
  /** epoch milliseconds */
  connectedSince: number;
}

export interface WanCounters {
  rxBytes: number;
  txBytes: number;
  /** bytes per second */
  rxRate: number;
  txRate: number;
}

export interface TrafficSample {
  /** epoch milliseconds */
  time: number;
  txRate: number;
  rxRate: number;
}

/** The WAN link as the DHCP or PPPoE client sees it. */
export interface WanLink {
  up: boolean;
  ipaddr: string;
  netmask: string;
  gateway: string;
  dns: string[];
  /** seconds since the link came up, 0 when down */
  connectedSeconds: number;
}

export type ModemState = 'connected' | 'connecting' | 'disconnected' | 'no_sim';

export interface ModemStatus {
  present: boolean;
  operator: string;
  signalDbm: number;
  imei: string;
  iccid: string;
  model: string;
  networkType: string;
  state: ModemState;
}

export type { CellRadio } from './cell-types';

export type WifiBand = '2g' | '5g';

/** What the radios and the router's hostapd (wpad) support (issue 31.6); undefined where it cannot be told. */
export interface WifiSupport {
  /** 802.11ax (HE) per band */
  he: Partial<Record<WifiBand, boolean>>;
  /** hostapd built with SAE (WPA3): wpad-basic-*, -mbedtls, -openssl, -wolfssl since 21.02; not wpad-mini */
  sae: boolean | undefined;
}

export interface RadioStatus {
  band: WifiBand;
  up: boolean;
  channel: number;
  txPowerDbm: number;
  clients: number;
}

export interface ScanResult {
  ssid: string;
  bssid: string;
  channel: number;
  signalDbm: number;
  encryption: string;
}

/** The network the router's Wi-Fi client (wireless.apclient, mode sta) is told to join. */
export interface ApclientTarget {
  band: WifiBand;
  ssid: string;
  /** '' joins any access point of that name */
  bssid: string;
  encryption: string;
}

export interface ApclientLink {
  /** searching: not in range; failed: found but refused (security mismatch); unavailable: no radio */
  state: 'searching' | 'failed' | 'connected' | 'unavailable';
  bssid: string;
  channel: number;
  signalDbm: number;
  /** the address the upstream's DHCP gave, '' until connected */
  ipaddr: string;
}

/** A PPTP or L2TP client tunnel as configured (network.pptp / network.l2tp). */
export interface PppTunnelTarget {
  tunnel: 'pptp' | 'l2tp';
  enabled: boolean;
  server: string;
  username: string;
  password: string;
}

export interface PppTunnelLink {
  up: boolean;
  /** why it is down; '' while up, 'unavailable' where the platform cannot tell */
  reason: '' | 'disabled' | 'wanDown' | 'unreachable' | 'authFailed' | 'manual' | 'unavailable';
  ipaddr: string;
  connectedSeconds: number;
  rxBytes: number;
  txBytes: number;
}

/** wg0 as configured (network.wg0 and its peers). */
export interface WireguardTarget {
  enabled: boolean;
  peers: { publicKey: string; endpointHost: string; endpointPort: string }[];
}

/** One peer as `wg show wg0 dump` prints it. */
export interface WireguardPeerState {
  publicKey: string;
  /** host:port its packets last came from; '' before any */
  endpoint: string;
  /** seconds since the latest handshake, -1 when none yet */
  handshakeSecondsAgo: number;
  rxBytes: number;
  txBytes: number;
}

export interface WireguardLink {
  /** false where the platform cannot tell */
  available: boolean;
  up: boolean;
  peers: WireguardPeerState[];
  /** seconds since netifd brought wg0 up (its interface uptime); undefined where the platform cannot tell */
  upSeconds?: number;
}

export interface Route {
  destination: string;
  netmask: string;
  gateway: string;
  interface: string;
  metric: number;
}

/** The OpenVPN client as configured (openvpn.client and its certificate files). */
export interface OpenvpnTarget {
  enabled: boolean;
  remote: string;
  port: number;
  protocol: 'udp' | 'tcp';
  /** tun0 or tap0 */
  device: string;
  /** PEM text, '' when none is stored */
  ca: string;
  cert: string;
  /** auth-user-pass: a username is set, with or without its password; undefined without one */
  signsIn?: { passwordSet: boolean };
}

export interface OpenvpnLink {
  up: boolean;
  /** why it is down; '' while up, 'unavailable' where the platform cannot tell */
  reason: '' | 'disabled' | 'wanDown' | 'unreachable' | 'certRefused' | 'authFailed' | 'unavailable';
  ipaddr: string;
  connectedSeconds: number;
  rxBytes: number;
  txBytes: number;
}

/** One line of dnsmasq's lease file. */
export interface DhcpLease {
  /** as the client sent it: free text, possibly empty */
  hostname: string;
  ip: string;
  mac: string;
  /** epoch milliseconds; 0 for a lease that never runs out */
  expiresAt: number;
}

export interface ArpEntry {
  ip: string;
  mac: string;
  interface: string;
}

export type WanCheck = 'link' | 'gateway' | 'dns' | 'internet';

/** One step of a WAN connectivity check; a step after a failed one is skipped. */
export interface WanCheckResult {
  check: WanCheck;
  ok: boolean;
  skipped: boolean;
  /** round trip in ms; 0 when failed, skipped or not timed */
  latencyMs: number;
}

/** What answered on the WAN port. */
export interface WanProbe {
  dhcp: boolean;
  pppoe: boolean;
}

/** The modem's data session: its address and the module's own traffic counters. */
export interface ModemTraffic extends WanCounters {
  ipaddr: string;
  /** seconds since the data session came up, 0 when down */
  connectedSeconds: number;
}

export interface ModemLogEntry {
  /** epoch milliseconds */
  time: number;
  message: string;
  /** a known event, for the console to word in its language; absent for a line of the modem's own */
  event?: ModemLogEvent;
  params?: Record<string, string | number>;
}

export type { SimSlotName } from './cell-types';

export interface SimSlotStatus {
  slot: SimSlotName;
  state: 'absent' | 'pin_required' | 'ready';
  /** readable even while the SIM is PIN-locked; '' when absent */
  iccid: string;
  /** the home network's name; '' until the SIM is ready */
  operator: string;
}

/** What a driver cannot do on the machine it runs on (a plain Linux box manages no WAN link). */
export class NotSupportedError extends Error {
  constructor(what: string) {
    super(`${what} is not supported on this platform`);
    this.name = 'NotSupportedError';
  }
}

/** Counters of one interface since boot (System > Traffic information). */
export interface InterfaceTraffic {
  /** wan, lan, wifi-2g, wifi-5g or wwan */
  name: string;
  /** the Linux device, e.g. br-lan */
  device: string;
  up: boolean;
  rxBytes: number;
  txBytes: number;
  rxPackets: number;
  txPackets: number;
}

/** One sample of System > Realtime graphs (issue 32.4): counters since boot, read at `time`. */
export type RealtimeSample = OpOutput<typeof get_realtime_sample>;

/** One answered time query (sync_time). */
export interface TimeSync {
  server: string;
  /** how far the clock was off, milliseconds (positive: it was behind) */
  offsetMs: number;
}

/** An uplink the network watchdog watches: the WAN port, the 4G modem, or whichever route works. */
export type Uplink = 'wan' | 'wwan' | 'any';

/** What the network watchdog needs where the daemon itself plays OpenWrt's watchcat. */
export interface UplinkWatch {
  /** One ping of `host` through that uplink: true when it answered. */
  probe(uplink: Uplink, host: string): Promise<boolean>;
  /** ifdown + ifup of the interface, as watchcat's restart_iface mode does. */
  restart(uplink: Exclude<Uplink, 'any'>): Promise<void>;
}

/** One update as ddns-scripts sends it to a provider. */
export interface DdnsUpdate {
  provider: string;
  domain: string;
  username: string;
  password: string;
  ip: string;
}

/** dyndns2-style answers, and 'noconnect' when the provider could not be reached. */
export type DdnsReply = 'good' | 'nochg' | 'badauth' | 'nohost' | 'noconnect';

/** The DDNS provider's side, where the daemon itself plays ddns-scripts (the simulated router). */
export interface DdnsLink {
  send(update: DdnsUpdate): Promise<DdnsReply>;
  /** What the provider's DNS answers for the name: '' when it holds no address. */
  resolve(host: string): Promise<string>;
}

/** The system's own reboot and factory reset, where the console drives a real router (ubus). */
export interface PowerActions {
  /** `reboot`: the system goes down; the daemon with it. */
  reboot(): Promise<void>;
  /** `firstboot -y`: the overlay (every setting) is wiped at the next boot. */
  factoryReset(): Promise<void>;
}

/** The system's own firmware upgrade (OpenWrt's sysupgrade), instead of the daemon's signed images. */
export interface SystemUpgrade {
  /** where an image waits before flashing: RAM on a router (/tmp), never the flash */
  imageDir: string;
  /** `sysupgrade -T`: undefined when the image would install, else its reason in its own words */
  check(image: string): Promise<string | undefined>;
  /** `sysupgrade [-n] <image>`: flashes and reboots; the daemon goes down with the system */
  install(image: string, keepConfig: boolean): Promise<void>;
}

/** A DDNS updater's record: the address registered, when it last sent an update (epoch ms), its log, oldest first. */
export interface DdnsRecord {
  registeredIp: string;
  lastUpdateAt: number | undefined;
  log: string[];
}

/** One line of the system's own log (OpenWrt's logread), shown beside the daemon's events. */
export interface SystemLogLine {
  /** epoch milliseconds */
  time: number;
  type: 'net' | 'sys' | 'other';
  content: string;
}

/** A LAN client signed in through the Wi-Fi portal (Service > Certification). */
export interface PortalClient {
  mac: string;
  ip: string;
  hostname: string;
  signedInSeconds: number;
  rxBytes: number;
  txBytes: number;
}

/** The Wi-Fi portal's clients where the daemon plays apfree-wifidog (the simulated router). */
export interface PortalLink {
  /** the clients signed in now; trusted MACs pass without signing in and are not among them */
  clients(trustedMacs: readonly string[]): Promise<PortalClient[]>;
  /** signs a client out (wdctlx reset on OpenWrt); false when it was not signed in */
  kick(mac: string): Promise<boolean>;
}

/** A block device partition as `block info` and `df` see it. */
export interface BlockPartition {
  /** the kernel's name: sda1, mmcblk0p1, mtdblock2 */
  id: string;
  /** the disk's model */
  disk: string;
  sizeBytes: number;
  /** '' without a file system */
  fstype: string;
  label: string;
  uuid: string;
  /** where it is mounted, '' when not */
  mountpoint: string;
  usedBytes: number;
  freeBytes: number;
  /** while a format runs: its seconds so far, and its percentage where the platform has a real one */
  format?: FormatRun;
  /** the exit status of the last format of it when that failed (mkfs on a router), until the next */
  formatFailed?: number;
}

export interface FormatRun {
  elapsedSeconds: number;
  /** 0-100; absent where nothing measures it (mkfs on a router prints no progress it can read) */
  percent?: number;
}

/** One name in a directory, as readdir(3) with d_type sees it: a link is not followed. */
export interface DirectoryEntry {
  name: string;
  kind: 'directory' | 'link' | 'file';
  /** a link's target as readlink(2) gives it, relative or absolute */
  linkTarget?: string;
}

/** The USB disks and cards: what block-mount and mkfs do on a router. */
export interface Storage {
  /** Every block partition, system flash included (the caller leaves that out). */
  partitions(): Promise<BlockPartition[]>;
  /** Starts mkfs on the partition; it runs for a while (`format`), then has a new uuid. */
  format(id: string, fstype: 'ext4' | 'vfat' | 'exfat', label: string): Promise<void>;
  mount(id: string, target: string): Promise<void>;
  unmount(id: string): Promise<void>;
  /** The path with every link resolved, as realpath(3); undefined when it does not exist. */
  realpath(path: string): Promise<string | undefined>;
  /** What a directory of a mounted partition holds; undefined when `path` is no such directory. */
  readDirectory(path: string): Promise<DirectoryEntry[] | undefined>;
}

export interface Platform {
  readonly name: 'simulated' | 'linux' | 'ubus';
  /**
   * After each committed changeset, with the packages it changed: what a service reads outside
   * UCI follows (OpenWrt: the crontab, options.pptp, a sysctl file; procd reloads the services
   * itself). Absent where nothing else reads the files.
   */
  applyConfig?(packages: string[]): Promise<void>;
  /**
   * Throws MissingPackageError when the OpenWrt package a page needs is not installed; absent
   * where the daemon plays every service (simulated) or none (linux).
   */
  requirePackage?(pkg: RouterPackage): Promise<void>;
  /** The system's own reboot and reset; absent where the daemon only plays them (simulated, a desktop). */
  readonly powerActions?: PowerActions;
  /** The system's own log, oldest first; absent where the daemon's events are the whole log. */
  systemLog?(): Promise<SystemLogLine[]>;
  /** A folder in RAM for what is written often and must not wear the flash (a daemon on a router's flash: /tmp). */
  readonly volatileDir?: string;
  /** true where the system's cron runs the reboot schedule (OpenWrt): the daemon's own timer stays off */
  readonly rebootsOnSchedule?: boolean;
  /** The system's own firmware upgrade; absent where the daemon's signed images are flashed (simulated). */
  readonly systemUpgrade?: SystemUpgrade;
  /**
   * The watchdog's probe and action on the simulated router. Undefined on a desktop (nothing to
   * watch or restart) and on OpenWrt, where watchcat itself reads the watchcat file.
   */
  readonly uplinkWatch?: UplinkWatch;
  /**
   * What the installed watchcat takes as its `interface` for restarting `uplink`: `@wan` or the
   * device, by version (ubus/watchcat-interface.ts). Undefined where the daemon plays watchcat,
   * which reads `@wan`.
   */
  watchcatInterface?(uplink: Exclude<Uplink, 'any'>): Promise<string>;
  /** What ddns-scripts recorded of the service `section` (OpenWrt); absent where the daemon's own updater runs. */
  ddnsRecord?(section: string): Promise<DdnsRecord>;
  /** Starts ddns-scripts' updater of the service `section` now, sending at once (OpenWrt); absent where the daemon's own updater runs. */
  ddnsUpdateNow?(section: string): Promise<void>;
  /** Whether watchcat's service runs (OpenWrt); absent where the daemon plays watchcat. */
  watchcatRunning?(): Promise<boolean>;
  /** The DDNS provider on the simulated router; undefined where ddns-scripts runs (OpenWrt) or none is simulated. */
  readonly ddnsLink?: DdnsLink;
  /** The vendor's cloud on the simulated router; undefined where the platform has no cloud client (linux). */
  readonly cloudLink?: CloudLink;
  /** The Wi-Fi portal on the simulated router; undefined where the platform cannot ask apfree-wifidog. */
  readonly portal?: PortalLink;
  /** The modem's SMS and USSD (issue 31.4); undefined where there is no modem to ask (a desktop). */
  readonly messaging?: ModemMessaging;
  /** The SIM slot in use and mobile data on or off, where the daemon switches them (the simulated router). */
  readonly simControl?: SimControl;
  /** Each SIM's counts and the switch log where a program on the router keeps them (OpenWrt: the package's SIM watch service); undefined where the daemon counts itself. */
  readonly simRecords?: SimRecords;
  /** USB disks and SD cards; undefined where the daemon must not touch the machine's disks (a desktop). */
  readonly storage?: Storage;
  /** Faults and traffic an evaluator sets off (Utilities > Simulator); only on the simulated router. */
  readonly simulator?: SimulatorHooks;
  systemStatus(): Promise<SystemStatus>;
  lanClients(): Promise<LanClient[]>;
  /** How many clients lanClients would list (the home page's online terminals, polled): a driver may count without building the list. */
  terminalCount(): Promise<number>;
  wanLink(): Promise<WanLink>;
  wanCounters(): Promise<WanCounters>;
  /** WAN rates, one sample a second, oldest first, up to 60 */
  wanTraffic(): Promise<TrafficSample[]>;
  modem(): Promise<ModemStatus>;
  /** The serving cell now; undefined without a modem. Absent where the platform has no modem to ask (linux). */
  cellRadio?(): Promise<CellRadio | undefined>;
  /** The last 24 h of cellRadio, sampled each minute (radio/radio-history.ts; on OpenWrt the SIM watch service); absent with cellRadio. */
  readonly radioHistory?: RadioHistoryReader;
  radios(): Promise<RadioStatus[]>;
  /** What the radios and hostapd support; absent where the platform has no radio to ask (linux). */
  wifiSupport?(): Promise<WifiSupport>;
  wifiScan(band: WifiBand): Promise<ScanResult[]>;
  apclientLink(target: ApclientTarget): Promise<ApclientLink>;
  pppTunnelLink(target: PppTunnelTarget): Promise<PppTunnelLink>;
  /** ifup (up) or ifdown of a client tunnel; after ifdown it stays down (reason manual) until ifup or a reboot. */
  tunnelControl(tunnel: PppTunnelTarget['tunnel'], up: boolean): Promise<void>;
  wireguardLink(target: WireguardTarget): Promise<WireguardLink>;
  routes(): Promise<Route[]>;
  arpTable(): Promise<ArpEntry[]>;
  /** dnsmasq's current leases; `leaseSeconds` is the configured lease time (dhcp.lan.leasetime). */
  dhcpLeases(leaseSeconds: number): Promise<DhcpLease[]>;
  /** ifdown wan: the link stays down until wanReconnect or a reboot. */
  wanDisconnect(): Promise<void>;
  /** ifup wan: a new lease or PPPoE session. */
  wanReconnect(): Promise<void>;
  /** Connectivity check over the WAN: link, gateway, a DNS lookup, an internet host. */
  wanDetect(): Promise<WanCheckResult[]>;
  /**
   * What answers on the WAN port (the first-start wizard): a DHCP server's offer, a PPPoE server's
   * PADO. Absent where the platform cannot send a DHCPDISCOVER or a PADI itself (linux, ubus).
   */
  wanProbe?(): Promise<WanProbe>;
  modemTraffic(): Promise<ModemTraffic>;
  /** The modem's log since boot, oldest first. */
  modemLog(): Promise<ModemLogEntry[]>;
  /** The modem's SIM slots as it sees them; empty without a modem. */
  simSlots(): Promise<SimSlotStatus[]>;
  /** Byte and packet counters per interface since boot. */
  interfaceTraffic(): Promise<InterfaceTraffic[]>;
  /** CPU time, load, memory, interface counters, conntrack and Wi-Fi clients now, in one go (the realtime graphs' poll). */
  realtimeSample(): Promise<RealtimeSample>;
  /** Asks the NTP servers in turn and sets the clock from the first answer; undefined when none answers. */
  syncTime(servers: string[]): Promise<TimeSync | undefined>;
  /** The device clock, epoch milliseconds. */
  clock(): Promise<number>;
  /** Sets the device clock (set_localtime: the browser's clock); rejects when the system refuses. */
  setClock(epochMs: number): Promise<void>;
  /** The OpenVPN client's tunnel: up over the WAN, or why not. */
  openvpnLink(target: OpenvpnTarget): Promise<OpenvpnLink>;
  /** The device came back from a reboot: uptime and counters start again. */
  rebooted(): void;
  /** Stops timers so that the process can exit. */
  close(): void | Promise<void>;
}
