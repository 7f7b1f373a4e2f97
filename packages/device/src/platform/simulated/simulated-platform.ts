// DESIGN "Platform drivers": a whole virtual router, so that `npm start` works on any laptop. Every
// answer is a function of (seed, time since boot): the same seed and clock give the same router.
import type {
  CellRadio,
  InterfaceTraffic,
  TimeSync,
  ApclientLink,
  ApclientTarget,
  PppTunnelLink,
  PppTunnelTarget,
  WireguardLink,
  WireguardTarget,
  ArpEntry,
  DhcpLease,
  LanClient,
  ModemLogEntry,
  ModemStatus,
  ModemTraffic,
  Platform,
  RadioStatus,
  SimSlotName,
  RealtimeSample,
  Route,
  ScanResult,
  SimSlotStatus,
  SystemStatus,
  TrafficSample,
  WanCheckResult,
  WanProbe,
  WanCounters,
  WanLink,
  WifiBand,
  Uplink,
  UplinkWatch,
  WifiSupport,
} from '@rc/core/platform/platform';
import { hashSeed, mulberry32, pick, randomInt } from '../../lib/mulberry32';
import { seededWave, wanderingRate, type Wave } from './wave';
import { connectedClients, connectedCount, inLanSubnet, lanTotals, planClients } from './sim-clients';
import { scanResults } from './sim-scan';
import { apclientLink } from './sim-apclient';
import { pppTunnelLink, SimTunnelControl } from './sim-ppp-tunnel';
import { SimWireguardClock, wireguardLink } from './sim-wireguard';
import { openvpnLink } from './sim-openvpn';
import type { OpenvpnLink, OpenvpnTarget } from '@rc/core/platform/platform';
import { simulatedLeases } from './sim-leases';
import { LinkHistory } from './sim-link-history';
import { SimModem } from './sim-modem';
import { SimSms } from './sim-sms';
import { SimSlotSwitch } from './sim-slot-switch';
import { SimSimulator } from './sim-simulator';
import { weakenedRadio } from './sim-weak-signal';
import { SimSlotRadio } from './sim-slot-radio';
import { readSignalHold } from './sim-signal-test-hook';
import { signalHeadline } from '@rc/contract/radio/signal-headline';
import { technologyNames } from '@rc/contract/ops/network/radio-technologies';
import { simulatedWifiSupport } from './sim-wifi-support';
import { RadioHistory } from '@rc/core/radio/radio-history';
import { historyFile } from '../../radio/history-file';
import { wanChecks } from './sim-wan-detect';
import { simulatedTraffic } from './sim-traffic';
import { simulatedConntrack, simulatedCpuCounters, simulatedCpuPercent } from './sim-realtime';
import { SimulatedNtp } from './sim-ntp';
import { SimulatedDdns } from './sim-ddns';
import { SimulatedCloud } from './sim-cloud';
import { SimPortal } from './sim-portal';
import { simulatedRoutes } from './sim-routes';
import { SimulatedStorage } from './sim-storage';
import { readBlacklist } from '@rc/core/settings/blacklist-rules';
import { lanAddressIfAny } from '@rc/core/settings/network-settings';
import { wifiBands } from '@rc/core/settings/wireless-settings';
import { parentalBlockingAt } from '@rc/core/settings/parental-rules';
import type { UciPackage } from '@rc/core/uci/uci-types';

export interface SimulatedOptions {
  seed: number;
  /** the modem's identity, as on the unit's label */
  imei: string;
  iccid: string;
  now?: () => number;
  /** how long the router had been up when the daemon started; seeded, 1-48 h, unless told */
  initialUptimeS?: number;
  /** the UCI config as OpenWrt's daemons read it (netifd's routes) */
  /** the store's package, shared: looked at, never changed */
  readConfig: (pkg: string) => Promise<Readonly<UciPackage>>;
  /** <data>/state, where the simulated disks keep what a format made */
  stateDir?: string;
  /** tests only: a file holding a SIM's RSRP or slot state (sim-signal-test-hook.ts) */
  testSignalFile?: string;
}

const MiB = 1024 * 1024;
// Seconds after boot before the WAN DHCP lease and the 4G attach complete.
const wanUpAfterS = 2;
const modemUpAfterS = 8;
const modemModel = 'Quectel EC200A-CN';
const trafficWindowS = 60;

export class SimulatedPlatform implements Platform {
  readonly name = 'simulated';
  private readonly now: () => number;
  private bootTime: number;
  private readonly clientPlans;
  private readonly rx;
  private readonly tx;
  private readonly upstream;
  private readonly wanHistory = new LinkHistory(wanUpAfterS);
  /** MAC -> uptime (s) at which the simulation first saw it on the black list */
  private readonly blockedAt = new Map<string, number>();
  private readonly modemSim: SimModem;
  private readonly radio: SimSlotRadio;
  readonly radioHistory: RadioHistory;

  constructor(private readonly options: SimulatedOptions) {
    this.now = options.now ?? Date.now;
    // A fresh daemon shows a router that has been running a while; after a reboot it starts from 0.
    const initialUptimeS = options.initialUptimeS ?? 3600 + (hashSeed(options.seed, 'uptime') % (47 * 3600));
    this.bootTime = this.now() - initialUptimeS * 1000;
    this.clientPlans = planClients(options.seed);
    const seed = options.seed;
    this.rx = this.wanHistory.gate(wanderingRate(seededWave(seed, 'wan-rx', 10, 300), 350_000 + (hashSeed(seed, 'rx') % 200_000)));
    this.tx = this.wanHistory.gate(wanderingRate(seededWave(seed, 'wan-tx', 10, 300), 40_000 + (hashSeed(seed, 'tx') % 40_000)));
    this.upstream = upstreamOf(seed);
    const { iccid } = options;
    this.modemSim = new SimModem({ seed, iccid, operator: this.upstream.operator, model: modemModel, upAfterS: modemUpAfterS });
    this.storage = new SimulatedStorage({ seed, stateDir: options.stateDir, readConfig: options.readConfig, now: this.now });
    this.messaging = new SimSms({ seed, operator: this.upstream.operator, stateDir: options.stateDir, now: this.now });
    const uptime = () => this.uptime();
    const slotReady = (slot: SimSlotName) => this.simulator.slots(this.modemSim.simSlots()).some((s) => s.slot === slot && s.state === 'ready');
    this.simControl = new SimSlotSwitch(this.modemSim.session, uptime, slotReady);
    this.simulator = new SimSimulator({
      seed,
      operator: this.upstream.operator,
      uptime,
      links: { wan: this.wanHistory, wwan: this.modemSim.session },
      seededSlots: () => this.modemSim.simSlots(),
      receiveSms: (number, text) => this.messaging.receive(number, text),
      simsChanged: () => this.simControl.simsChanged(),
    });
    this.radio = new SimSlotRadio(seed, () => this.simControl.slotInUse(), options.testSignalFile);
    this.radioHistory = new RadioHistory({
      read: () => this.cellRadio(),
      copy: options.stateDir ? historyFile(options.stateDir) : undefined,
      now: this.now,
      past: (from, to, step) => this.radio.past(this.bootTime, from, to, step),
    });
    // The daemon samples from its start; a platform made for a test samples when first asked.
    if (options.stateDir) void this.radioHistory.start().catch(() => undefined);
  }

  /** The module's SMS storage and USSD (sim-sms.ts). */
  readonly messaging: SimSms;
  /** The slot in use and mobile data on or off, which the daemon's SIM failover drives (sim-slot-switch.ts). */
  readonly simControl: SimSlotSwitch;
  /** The faults and traffic an evaluator sets off (Utilities > Simulator, sim-simulator.ts). */
  readonly simulator: SimSimulator;

  private uptime(): number {
    return Math.max(0, (this.now() - this.bootTime) / 1000);
  }

  private readonly waves = new Map<string, Wave>();

  private wave(key: string, minS?: number, maxS?: number): Wave {
    let wave = this.waves.get(key);
    if (!wave) {
      wave = seededWave(this.options.seed, key, minS, maxS);
      this.waves.set(key, wave);
    }
    return wave;
  }

  async systemStatus(): Promise<SystemStatus> {
    const t = this.uptime();
    const clients = connectedCount(this.clientPlans, t);
    const load = this.wave('load');
    return {
      uptime: Math.floor(t),
      cpu: round1(simulatedCpuPercent(this.cpuWave, t)),
      memTotal: 256 * MiB,
      memUsed: Math.round(92 * MiB + 20 * MiB * (1 + this.wave('mem', 60, 900).at(t)) + clients * MiB),
      load: [loadAverage(load, t), loadAverage(load, t - 150), loadAverage(load, t - 450)],
    };
  }

  private get cpuWave(): Wave {
    return this.wave('cpu', 5, 90);
  }

  /** The clients lanClients lists, blocked ones included, without building the list (get_system_status's poll). */
  async terminalCount(): Promise<number> {
    return connectedCount(this.clientPlans, this.uptime());
  }

  /**
   * The clients on the LAN; one on the black list or under a parental rule now (firewall4 rejects
   * what it forwards) moves no more bytes from the moment the simulation saw it blocked.
   */
  async lanClients(): Promise<LanClient[]> {
    const t = this.uptime();
    // A network file that does not parse leaves the clients where they are; its own pages say why.
    const [blocked, lan] = await Promise.all([this.blockedMacs(), this.options.readConfig('network').then((network) => this.clientSubnet(network), () => undefined)]);
    for (const mac of this.blockedAt.keys()) if (!blocked.has(mac)) this.blockedAt.delete(mac);
    for (const mac of blocked) if (!this.blockedAt.has(mac)) this.blockedAt.set(mac, t);
    return connectedClients(this.clientPlans, this.bootTime, t).map((connected) => {
      const client = lan ? { ...connected, ip: lan(connected.ip) } : connected;
      const since = this.blockedAt.get(client.mac.toUpperCase());
      if (since === undefined) return client;
      const then = connectedClients(this.clientPlans, this.bootTime, since).find((old) => old.mac === client.mac && old.connectedSince === client.connectedSince);
      return { ...client, rxBytes: then?.rxBytes ?? 0, txBytes: then?.txBytes ?? 0 };
    });
  }

  private subnet: { network: object; move: (ip: string) => string } | undefined;

  /** Where the clients' addresses go in the LAN of this network file; worked out again when it changes (a poll's hot path). */
  private clientSubnet(network: Readonly<UciPackage>): ((ip: string) => string) | undefined {
    if (this.subnet?.network !== network) {
      const lan = lanAddressIfAny(network);
      const moved = new Map<string, string>();
      const move = (ip: string) => {
        let to = moved.get(ip);
        if (to === undefined) {
          to = lan ? inLanSubnet(ip, lan) : ip;
          moved.set(ip, to);
        }
        return to;
      };
      this.subnet = { network, move };
    }
    return this.subnet.move;
  }

  private blocked: { firewall: object; system: object; minute: number; macs: Set<string> } | undefined;

  /** The MACs firewall4 rejects now; worked out again when a file or the minute changes. */
  private async blockedMacs(): Promise<Set<string>> {
    const [firewall, system] = await Promise.all([this.options.readConfig('firewall'), this.options.readConfig('system')]);
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    const last = this.blocked;
    if (last && last.firewall === firewall && last.system === system && last.minute === minute) return last.macs;
    const macs = new Set([...readBlacklist(firewall), ...parentalBlockingAt(firewall, system, now).macs]);
    this.blocked = { firewall, system, minute, macs };
    return macs;
  }

  async wanLink(): Promise<WanLink> {
    const t = this.uptime();
    const up = this.wanHistory.isUp(t);
    return {
      up,
      ipaddr: up ? this.upstream.ipaddr : '',
      netmask: up ? '255.255.255.0' : '',
      gateway: up ? this.upstream.gateway : '',
      dns: up ? ['114.114.114.114', '223.5.5.5'] : [],
      connectedSeconds: this.wanHistory.upSeconds(t),
    };
  }

  async wanCounters(): Promise<WanCounters> {
    const t = this.uptime();
    const made = this.simulator.traffic.counters(t, { uplink: 'wan' });
    return { rxBytes: this.rx.total(t) + made.down, txBytes: this.tx.total(t) + made.up, rxRate: this.rx.rate(t) + made.downRate, txRate: this.tx.rate(t) + made.upRate };
  }

  async wanTraffic(): Promise<TrafficSample[]> {
    const newest = Math.floor(this.uptime());
    const samples: TrafficSample[] = [];
    for (let s = Math.max(0, newest - trafficWindowS + 1); s <= newest; s++) {
      const made = this.simulator.traffic.counters(s, { uplink: 'wan' });
      samples.push({ time: this.bootTime + s * 1000, txRate: this.tx.rate(s) + made.upRate, rxRate: this.rx.rate(s) + made.downRate });
    }
    return samples;
  }

  async modem(): Promise<ModemStatus> {
    const t = this.uptime();
    const radio = this.radioNow(t);
    return {
      present: true,
      operator: this.upstream.operator,
      // issue 42.2: the radio's own headline (RSRP) and technology, as the Radio panel shows them
      signalDbm: signalHeadline(radio)?.value ?? 0,
      imei: this.options.imei,
      iccid: this.options.iccid,
      model: modemModel,
      networkType: technologyNames[radio.technology],
      state: this.modemSim.session.isUp(t) ? 'connected' : 'connecting',
      // Issue 31.5: the SIM the failover put in use, and mobile data a cap stopped (sim-slot-switch.ts).
      ...this.simControl.modemFacts(await this.simSlots()),
    };
  }

  async wifiSupport(): Promise<WifiSupport> {
    return simulatedWifiSupport(this.options.seed);
  }

  async cellRadio(): Promise<CellRadio | undefined> {
    return this.radioNow(this.uptime());
  }

  /** What the SIM in use receives now, the simulator's weakening taken off: the headline and the Radio panel alike. */
  private radioNow(t: number): CellRadio {
    return weakenedRadio(this.radio.reading(t), this.simulator.weakenDb(this.simControl.slotInUse()));
  }

  async modemTraffic(): Promise<ModemTraffic> {
    const t = this.uptime();
    const traffic = this.modemSim.traffic(t);
    const made = this.simulator.traffic.counters(t, { uplink: 'wwan' });
    return { ...traffic, rxBytes: traffic.rxBytes + made.down, txBytes: traffic.txBytes + made.up, rxRate: traffic.rxRate + made.downRate, txRate: traffic.txRate + made.upRate };
  }

  async modemLog(): Promise<ModemLogEntry[]> {
    return this.modemSim.log(this.bootTime, this.uptime(), (t) => {
      const radio = this.radio.reading(t);
      return { dbm: signalHeadline(radio)?.value ?? 0, rat: technologyNames[radio.technology] };
    });
  }

  async simSlots(): Promise<SimSlotStatus[]> {
    return this.simulator.slots(this.modemSim.simSlots()).map((slot) => {
      const { state } = readSignalHold(this.options.testSignalFile, slot.slot);
      return state === undefined ? slot : { ...slot, state, ...(state === 'ready' ? {} : { operator: '' }) };
    });
  }

  async wanDisconnect(): Promise<void> {
    this.wanHistory.disconnect(this.uptime());
  }

  async wanReconnect(): Promise<void> {
    this.wanHistory.reconnect(this.uptime());
  }

  /** The simulated internet answers every host while the uplink that carries the probe is up. */
  readonly uplinkWatch: UplinkWatch = {
    probe: async (uplink, _host) => this.pingAnswered(uplink),
    restart: async (uplink) => this.linkOf(uplink).reconnect(this.uptime()),
  };

  private uplinkUp(uplink: Uplink): boolean {
    const t = this.uptime();
    return uplink === 'any' ? this.wanHistory.isUp(t) || this.modemSim.session.isUp(t) : this.linkOf(uplink).isUp(t);
  }

  /** A ping through the uplink: answered while it is up and the simulator does not drop its pings. */
  private pingAnswered(uplink: Uplink): boolean {
    const through = (link: 'wan' | 'wwan') => this.uplinkUp(link) && this.simulator.pingAnswered(link);
    return uplink === 'any' ? through('wan') || through('wwan') : through(uplink);
  }

  private linkOf(uplink: Exclude<Uplink, 'any'>): LinkHistory {
    return uplink === 'wan' ? this.wanHistory : this.modemSim.session;
  }

  /** Reached through whichever uplink is up. */
  readonly ddnsLink = new SimulatedDdns(() => this.uplinkUp('any'));

  /** Reached through whichever uplink is up. */
  readonly cloudLink = new SimulatedCloud(() => this.uplinkUp('any'));
  /** The Wi-Fi portal's signed-in clients, from the simulated LAN. */
  readonly portal = new SimPortal(() => this.lanClients(), () => this.now());
  /** The USB stick and SD card (sim-storage.ts). */
  readonly storage: SimulatedStorage;

  /** Test hook: the uplink goes down (a cut cable, a lost cell) until something restarts it. */
  failUplink(uplink: Exclude<Uplink, 'any'>): void {
    this.linkOf(uplink).disconnect(this.uptime());
  }

  async wanDetect(): Promise<WanCheckResult[]> {
    const t = this.uptime();
    return wanChecks(this.wanHistory.isUp(t), this.wave('wan-latency', 10, 120).at(t), this.simulator.pingAnswered('wan'));
  }

  // The simulated upstream is a cable modem that leases the WAN its address (wanLink's); it runs
  // no PPPoE server. Fixed, so that the wizard's suggestion is the same on every run.
  async wanProbe(): Promise<WanProbe> {
    return { dhcp: true, pppoe: false };
  }

  async radios(): Promise<RadioStatus[]> {
    const clients = await this.lanClients();
    const count = (iface: string) => clients.filter((c) => c.interface === iface).length;
    return [
      { band: '2g', up: true, channel: this.upstream.channel2g, txPowerDbm: 20, clients: count('wifi-2g') },
      { band: '5g', up: true, channel: this.upstream.channel5g, txPowerDbm: 23, clients: count('wifi-5g') },
    ];
  }

  async wifiScan(band: WifiBand): Promise<ScanResult[]> {
    return scanResults(this.options.seed, band, this.uptime());
  }

  async apclientLink(target: ApclientTarget): Promise<ApclientLink> {
    return apclientLink(this.options.seed, target, await this.wifiScan(target.band));
  }

  private readonly tunnels = new SimTunnelControl();
  private readonly wireguardClock = new SimWireguardClock();

  async pppTunnelLink(target: PppTunnelTarget): Promise<PppTunnelLink> {
    const [wan, counters] = await Promise.all([this.wanLink(), this.wanCounters()]);
    this.tunnels.noteSettings(target, this.uptime());
    const history = { held: this.tunnels.isHeld(target.tunnel), upFor: this.tunnels.upFor(target.tunnel, this.uptime()) };
    return pppTunnelLink(this.options.seed, target, wan, counters, history);
  }

  async tunnelControl(tunnel: PppTunnelTarget['tunnel'], up: boolean): Promise<void> {
    this.tunnels.set(tunnel, up, this.uptime());
  }

  async wireguardLink(target: WireguardTarget): Promise<WireguardLink> {
    const [wan, counters] = await Promise.all([this.wanLink(), this.wanCounters()]);
    return wireguardLink(this.options.seed, target, wan, counters, this.uptime(), this.wireguardClock);
  }

  async routes(): Promise<Route[]> {
    const [network, link, modem] = await Promise.all([this.options.readConfig('network'), this.wanLink(), this.modem()]);
    return simulatedRoutes(network, link, modem.state === 'connected');
  }

  async arpTable(): Promise<ArpEntry[]> {
    const entries: ArpEntry[] = (await this.lanClients()).map((c) => ({ ip: c.ip, mac: c.mac, interface: 'br-lan' }));
    const link = await this.wanLink();
    if (link.up) entries.push({ ip: link.gateway, mac: this.upstream.gatewayMac, interface: 'wan' });
    return entries;
  }

  async dhcpLeases(leaseSeconds: number): Promise<DhcpLease[]> {
    return simulatedLeases(await this.lanClients(), this.now(), leaseSeconds);
  }

  async interfaceTraffic(): Promise<InterfaceTraffic[]> {
    const uptimeS = this.uptime();
    const [wan, link, modem] = await Promise.all([this.wanCounters(), this.wanLink(), this.modemTraffic()]);
    const modemLink = { up: modem.connectedSeconds > 0, rxBytes: modem.rxBytes, txBytes: modem.txBytes };
    const clients = lanTotals(this.clientPlans, uptimeS);
    const made = (on: 'br-lan' | 'wifi-2g' | 'wifi-5g') => this.simulator.traffic.counters(uptimeS, { on });
    return simulatedTraffic({ uptimeS, wan, wanUp: link.up, modem: modemLink, clients, made: { 'br-lan': made('br-lan'), 'wifi-2g': made('wifi-2g'), 'wifi-5g': made('wifi-5g') } });
  }

  /** The counters the status calls give, read at one instant; the access points named by the wireless file. */
  async realtimeSample(): Promise<RealtimeSample> {
    const time = this.now();
    const t = this.uptime();
    const [status, traffic, wireless] = await Promise.all([this.systemStatus(), this.interfaceTraffic(), this.options.readConfig('wireless')]);
    const ssids = new Map(wifiBands(wireless).map((band) => [`wifi-${band.band}`, band.ssid]));
    // what radios() counts, without building the client list (the graphs poll every 1-3 s)
    const wifiClients = (['2g', '5g'] as const).map((band) => ({ band, clients: connectedCount(this.clientPlans, t, `wifi-${band}`) }));
    const clients = connectedCount(this.clientPlans, t);
    return {
      time,
      cpu: simulatedCpuCounters(this.cpuWave, t),
      load: status.load,
      memTotal: status.memTotal,
      memUsed: status.memUsed,
      conntrack: simulatedConntrack(this.wave('conntrack', 10, 180), t, clients),
      interfaces: traffic.map(({ name, device, up, rxBytes, txBytes }) => ({ name, device, ssid: ssids.get(name) ?? '', up, rxBytes, txBytes })),
      wifiClients,
    };
  }

  private ntpState: SimulatedNtp | undefined;

  private get ntp(): SimulatedNtp {
    return (this.ntpState ??= new SimulatedNtp(this.options.seed));
  }

  /** How far the simulated device clock is ahead of the host's: set_localtime moves it, an NTP sync clears it. */
  private clockOffsetMs = 0;

  async syncTime(servers: string[]): Promise<TimeSync | undefined> {
    const synced = this.ntp.sync(servers);
    if (!synced) return undefined;
    const offsetMs = synced.offsetMs - this.clockOffsetMs;
    this.clockOffsetMs = 0;
    return { ...synced, offsetMs };
  }

  async clock(): Promise<number> {
    return this.now() + this.clockOffsetMs;
  }

  async setClock(epochMs: number): Promise<void> {
    this.clockOffsetMs = epochMs - this.now();
  }

  async openvpnLink(target: OpenvpnTarget): Promise<OpenvpnLink> {
    const [wan, counters] = await Promise.all([this.wanLink(), this.wanCounters()]);
    return openvpnLink(this.options.seed, target, wan, counters, this.now());
  }

  rebooted(): void {
    this.ntpState?.rebooted();
    this.bootTime = this.now();
    this.wanHistory.reset();
    this.modemSim.session.reset();
    this.tunnels.reset();
    this.storage.rebooted();
    this.simulator.rebooted();
  }

  /** Awaited by the daemon's stop: the radio history's last copy lands before the data folder may go. */
  async close(): Promise<void> {
    this.storage.close();
    await this.radioHistory.stop();
  }
}

/** What the simulated router's uplinks look like for a seed: its ISP, addresses and radio channels. */
function upstreamOf(seed: number) {
  const random = mulberry32(hashSeed(seed, 'upstream'));
  const subnet = `10.${randomInt(random, 16, 250)}.${randomInt(random, 0, 255)}`;
  return {
    ipaddr: `${subnet}.${randomInt(random, 2, 254)}`,
    gateway: `${subnet}.1`,
    gatewayMac: Array.from({ length: 6 }, () => randomInt(random, 0, 255).toString(16).padStart(2, '0').toUpperCase())
      .join(':')
      .replace(/^../, '00'),
    operator: pick(random, ['China Mobile', 'China Unicom', 'China Telecom']),
    channel2g: pick(random, [1, 6, 11]),
    channel5g: pick(random, [36, 44, 149, 157]),
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The load average the simulated waves give at t. */
function loadAverage(wave: Wave, t: number): number {
  return round2(0.35 + 0.3 * wave.at(t));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
