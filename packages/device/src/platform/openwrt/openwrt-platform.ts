// DESIGN "Platform drivers": the daemon on an OpenWrt router. The files are /etc/config; after
// each changeset reload_config makes procd reload the services whose file changed (what LuCI's
// apply does); status comes from ubus (procd, netifd), iwinfo and dnsmasq's lease file. Every
// program runs with an argument array and a time limit (run-program.ts).
import path from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
import { parseNetDev } from '../linux/proc-parsers';
import { writeFileAtomic } from '../../lib/atomic-write';
import type { UciPackage } from '../../uci/uci-types';
import { readRebootSchedule, schedulePackage } from '../../system/schedule/reboot-schedule';
import { rebootEntry, withRebootEntry } from './crontab';
import { withMppe } from './pptp-options';
import { redirectsConf, redirectsConfPath } from './sysctl-redirects';
import { uplinkDevice, watchcatTakesLogicalName } from './watchcat-interface';
import { acceptsRedirects } from '../../settings/security-settings';
import { readPppTunnel } from '../../settings/ppp-tunnel-settings';
import type { ApclientTarget, ModemLogEntry, ModemTraffic, ModemStatus, SimSlotName, SimSlotStatus, SystemLogLine, ArpEntry, ApclientLink, Route, WanCheckResult, LanClient, PowerActions, SystemUpgrade, PppTunnelLink, PppTunnelTarget, RadioStatus, ScanResult, SystemStatus, WanLink, WifiBand } from '../platform';
import { LinuxPlatform } from '../linux/linux-platform';
import type { Logger } from '../../log';
import { programRunner, type RunProgram } from './run-program';
import { parseInterfaceStatus, parseSystemInfo, parseWirelessStatus, type WirelessRadio } from './ubus-parsers';
import { parseIwinfoAssoclist, parseIwinfoInfo, parseIwinfoScan } from './iwinfo-parsers';
import { servicesToReload } from './reload-services';
import { parseIpNeigh } from './ip-neigh';
import { parseIpRoute } from './ip-route';
import { parseLogread } from './logread';
import { mmcliPrimarySlot, mmcliSimSlots, noModem, parseMmcliModem, parseMmcliSimSlot } from './mmcli';
import { activeSlot, simConfig } from '../../settings/sim-settings';
import { openwrtWanChecks } from './openwrt-wan-detect';

export interface OpenWrtOptions {
  /** '/' on a router; a test's fake root holding tmp/dhcp.leases, etc/crontabs, etc/init.d/cron */
  root?: string;
  /** reads a UCI package (the reboot schedule it turns into a crontab entry) */
  readConfig?: (pkg: string) => Promise<UciPackage>;
  run?: RunProgram;
  log?: Logger;
  now?: () => number;
}

// A scan takes a few seconds per band; reload_config returns once procd has the events.
const scanTimeoutMs = 15_000;
const reloadTimeoutMs = 30_000;
// sysupgrade -T reads and checks the whole image (fwtool metadata, the board's platform_check_image).
const sysupgradeCheckMs = 60_000;

export class OpenWrtPlatform extends LinuxPlatform {
  override readonly name = 'openwrt';
  readonly powerActions: PowerActions;
  readonly systemUpgrade: SystemUpgrade;
  readonly backupFormat = 'sysupgrade';
  private readonly run: RunProgram;
  private readonly log: Logger | undefined;
  private readonly root: string;
  private readonly readConfig: OpenWrtOptions['readConfig'];
  /** crond reboots on schedule here: the daemon's own timer stays off */
  readonly rebootsOnSchedule = true;
  readonly volatileDir: string;

  constructor(options: OpenWrtOptions = {}) {
    const root = options.root ?? '/';
    super({ leaseFiles: [path.join(root, 'tmp/dhcp.leases')], now: options.now });
    this.run = options.run ?? programRunner();
    this.log = options.log;
    this.root = root;
    this.volatileDir = path.join(root, 'tmp/routerd');
    this.readConfig = options.readConfig;
    this.powerActions = {
      reboot: async () => void (await this.run('reboot', [])),
      factoryReset: async () => void (await this.run('firstboot', ['-y'])),
    };
    this.systemUpgrade = {
      imageDir: path.join(root, 'tmp'),
      check: (image) =>
        this.run('sysupgrade', ['-T', image], { timeoutMs: sysupgradeCheckMs }).then(
          () => undefined,
          (err: unknown) => (err instanceof Error ? err.message : String(err)),
        ),
      // -n: the configuration is not kept (sysupgrade keeps it unless told).
      install: async (image, keepConfig) => void (await this.run('sysupgrade', [...(keepConfig ? [] : ['-n']), image], { timeoutMs: sysupgradeCheckMs })),
    };
  }

  /** Seeds reload_config's checksums, so that the first save reloads only what it changed. */
  async start(): Promise<void> {
    await this.run('reload_config', [], { timeoutMs: reloadTimeoutMs }).catch((err: unknown) => this.log?.error('reload_config at start failed', err instanceof Error ? err.message : err));
    await this.syncCrontab().catch((err: unknown) => this.log?.error('the reboot schedule could not reach the crontab', err instanceof Error ? err.message : err));
    await this.syncPptpOptions().catch((err: unknown) => this.log?.error('the PPTP MPPE setting could not reach options.pptp', err instanceof Error ? err.message : err));
    await this.syncSimSlot().catch((err: unknown) => this.log?.error('the SIM policy could not reach the modem', err instanceof Error ? err.message : err));
    await this.syncRedirects().catch((err: unknown) => this.log?.error('the ICMP redirects switch could not reach sysctl', err instanceof Error ? err.message : err));
  }

  /** Writes the ICMP redirects switch as a sysctl file and applies it (sysctl-redirects.ts); off and never on writes nothing. */
  private async syncRedirects(): Promise<void> {
    if (!this.readConfig) return;
    const accept = acceptsRedirects(await this.readConfig('firewall'));
    const file = path.join(this.root, redirectsConfPath);
    const before = await readFile(file, 'utf8').catch(() => undefined);
    const after = redirectsConf(accept);
    if (after === before || (before === undefined && !accept)) return;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, after);
    this.log?.info(`ICMP redirects: ${accept ? 'accepted' : 'ignored'} (${redirectsConfPath})`);
    await this.run('sysctl', ['-e', '-p', file]);
  }

  /**
   * Tells ModemManager which SIM slot to use: the policy's choice (the primary, or the other one
   * when the primary cannot serve and failover is on) among the slots as the modem sees them now.
   * Only when it differs: switching makes the modem probe again.
   */
  private async syncSimSlot(): Promise<void> {
    if (!this.readConfig) return;
    const modem = await this.run('mmcli', ['-J', '-m', 'any']).catch(() => undefined);
    const current = modem === undefined ? undefined : mmcliPrimarySlot(modem);
    if (current === undefined) return;
    const slot = activeSlot(simConfig(await this.readConfig('sims')), await this.simSlots());
    const wanted = slot === 'sim2' ? 2 : 1;
    if (slot === 'none' || wanted === current) return;
    this.log?.info(`SIM: ModemManager switches to slot ${wanted}`);
    await this.run('mmcli', ['-m', 'any', `--set-primary-sim-slot=${wanted}`]);
  }

  /** Makes /etc/ppp/options.pptp agree with the PPTP tunnel's MPPE switch (pptp-options.ts). */
  private async syncPptpOptions(): Promise<void> {
    if (!this.readConfig) return;
    const network = await this.readConfig('network');
    const required = !network.sections.some((s) => s.name === 'pptp') || readPppTunnel(network, 'pptp').mppe === '1';
    const file = path.join(this.root, 'etc/ppp/options.pptp');
    const before = await readFile(file, 'utf8').catch(() => undefined);
    if (before === undefined) return;
    const after = withMppe(before, required);
    if (after === before) return;
    await writeFileAtomic(file, after);
    this.log?.info(`PPTP: MPPE ${required ? 'required again' : 'off'} in /etc/ppp/options.pptp`);
  }

  async applyConfig(packages: string[]): Promise<void> {
    if (packages.includes(schedulePackage)) await this.syncCrontab();
    if (packages.includes('network')) await this.syncPptpOptions();
    if (packages.includes('sims')) await this.syncSimSlot();
    if (packages.includes('firewall')) await this.syncRedirects();
    const services = servicesToReload(packages);
    // Only a file some service reads needs a reload; reload_config itself finds what changed.
    if (services.length === 0) return;
    this.log?.info(`applying ${packages.join(', ')}: reloading ${services.join(', ')}`);
    await this.run('reload_config', [], { timeoutMs: reloadTimeoutMs });
  }

  /** Writes the reboot schedule into /etc/crontabs/root and has crond read it again when it changed. */
  private async syncCrontab(): Promise<void> {
    if (!this.readConfig) return;
    const schedule = readRebootSchedule(await this.readConfig(schedulePackage));
    const file = path.join(this.root, 'etc/crontabs/root');
    const before = (await readFile(file, 'utf8').catch(() => '')) ?? '';
    const after = withRebootEntry(before, schedule);
    if (after === before) return;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, after);
    this.log?.info(`reboot schedule: ${schedule.enabled === '1' ? rebootEntry(schedule) : 'removed from the crontab'}`);
    await this.run(path.join(this.root, 'etc/init.d/cron'), ['reload']);
  }

  async watchcatInterface(uplink: 'wan' | 'wwan'): Promise<string> {
    const script = await readFile(path.join(this.root, 'usr/bin/watchcat.sh'), 'utf8').catch(() => undefined);
    if (watchcatTakesLogicalName(script)) return `@${uplink}`;
    return uplinkDevice(await this.ubus(`network.interface.${uplink}`, 'status').catch(() => '{}'), uplink);
  }

  private async ubus(object: string, method: string, args?: Record<string, string>): Promise<string> {
    return this.run('ubus', ['call', object, method, ...(args ? [JSON.stringify(args)] : [])]);
  }

  override async systemStatus(): Promise<SystemStatus> {
    const [info, cpu] = await Promise.all([this.ubus('system', 'info'), this.cpu()]);
    const parsed = parseSystemInfo(info);
    return { uptime: parsed.uptime, cpu, memTotal: parsed.memTotal, memUsed: parsed.memUsed, load: parsed.load };
  }

  override async wanLink(): Promise<WanLink> {
    const { device: _device, ...link } = parseInterfaceStatus(await this.ubus('network.interface.wan', 'status'));
    return link;
  }

  override async wanDisconnect(): Promise<void> {
    await this.run('ifdown', ['wan']);
  }

  override async wanReconnect(): Promise<void> {
    await this.run('ifup', ['wan']);
  }

  override async tunnelControl(tunnel: PppTunnelTarget['tunnel'], up: boolean): Promise<void> {
    await this.run(up ? 'ifup' : 'ifdown', [tunnel]);
  }

  override async lanClients(): Promise<LanClient[]> {
    const [arp, leases, wanDevice, stations] = await Promise.all([this.arpTable(), this.dhcpLeases(), this.wanDevice(), this.stationsByBand()]);
    const names = new Map(leases.map((lease) => [lease.mac, lease.hostname]));
    const since = this.now() - (await this.uptime()) * 1000;
    return arp
      .filter((entry) => entry.interface !== wanDevice && entry.mac !== '00:00:00:00:00:00')
      .map((entry) => {
        const mac = entry.mac.toUpperCase();
        const band = stations.get(mac);
        return { hostname: names.get(mac) ?? '', ip: entry.ip, mac, interface: band ? (`wifi-${band}` as const) : 'lan', rxBytes: 0, txBytes: 0, connectedSince: since };
      });
  }

  override async routes(): Promise<Route[]> {
    return parseIpRoute(await this.run('ip', ['-4', 'route', 'show']));
  }

  override async wanDetect(): Promise<WanCheckResult[]> {
    return openwrtWanChecks(await this.wanLink(), this.run);
  }

  async systemLog(): Promise<SystemLogLine[]> {
    return parseLogread(await this.run('logread', []));
  }

  override async modem(): Promise<ModemStatus> {
    const modem = await this.run('mmcli', ['-J', '-m', 'any']).catch(() => undefined);
    // No ModemManager, or no modem: mmcli says "error: couldn't find modem" and exits 1.
    if (modem === undefined) return noModem;
    const sim = await this.run('mmcli', ['-J', '-i', 'any']).catch(() => '');
    return parseMmcliModem(modem, sim);
  }

  /** The 4G data session: netifd's interface wwan (its address, time up) and its device's counters in /proc/net/dev. */
  override async modemTraffic(): Promise<ModemTraffic> {
    const none = { ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0, rxRate: 0, txRate: 0 };
    const status = await this.ubus('network.interface.wwan', 'status').catch(() => undefined);
    if (status === undefined) return none;
    const link = parseInterfaceStatus(status);
    const counters = link.device ? parseNetDev(await readFile(path.join(this.procDir, 'net/dev'), 'utf8')).get(link.device) : undefined;
    return { ...none, ipaddr: link.ipaddr, connectedSeconds: link.connectedSeconds, rxBytes: counters?.rxBytes ?? 0, txBytes: counters?.txBytes ?? 0 };
  }

  /** ModemManager's own lines of the system log, as it wrote them. */
  override async modemLog(): Promise<ModemLogEntry[]> {
    const lines = parseLogread(await this.run('logread', ['-e', 'ModemManager']).catch(() => ''));
    return lines.map((line) => ({ time: line.time, message: line.content }));
  }

  override async simSlots(): Promise<SimSlotStatus[]> {
    const modem = await this.run('mmcli', ['-J', '-m', 'any']).catch(() => undefined);
    if (modem === undefined) return [];
    const names: SimSlotName[] = ['sim1', 'sim2'];
    const paths = mmcliSimSlots(modem).slice(0, names.length);
    return Promise.all(
      paths.map(async (sim, index) => {
        const answer = sim ? await this.run('mmcli', ['-J', '-i', sim]).catch(() => '') : '';
        return parseMmcliSimSlot(names[index] ?? 'sim1', modem, answer);
      }),
    );
  }

  override async arpTable(): Promise<ArpEntry[]> {
    return parseIpNeigh(await this.run('ip', ['-4', 'neigh', 'show']));
  }

  override async radios(): Promise<RadioStatus[]> {
    const radios = (await this.wirelessRadios()).filter((r): r is WirelessRadio & { band: WifiBand } => r.band !== undefined);
    return Promise.all(
      radios.map(async (radio) => {
        if (!radio.up || !radio.apDevice) return { band: radio.band, up: false, channel: 0, txPowerDbm: 0, clients: 0 };
        const [info, stations] = await Promise.all([this.run('iwinfo', [radio.apDevice, 'info']), this.run('iwinfo', [radio.apDevice, 'assoclist'])]);
        const { channel, txPowerDbm } = parseIwinfoInfo(info);
        return { band: radio.band, up: true, channel, txPowerDbm, clients: parseIwinfoAssoclist(stations).length };
      }),
    );
  }

  override async wifiScan(band: WifiBand): Promise<ScanResult[]> {
    const radio = (await this.wirelessRadios()).find((r) => r.band === band && r.up);
    const device = radio?.apDevice || radio?.staDevice;
    if (!device) return [];
    return parseIwinfoScan(await this.run('iwinfo', [device, 'scan'], { timeoutMs: scanTimeoutMs }));
  }

  /** The Wi-Fi client (wireless.apclient): the station's access point and signal, netifd's address of network apclient. */
  override async apclientLink(target: ApclientTarget): Promise<ApclientLink> {
    const none = { bssid: '', channel: 0, signalDbm: 0, ipaddr: '' };
    const radio = (await this.wirelessRadios()).find((r) => r.band === target.band);
    if (!radio?.up) return { ...none, state: 'unavailable' };
    if (!radio.staDevice) return { ...none, state: 'searching' };
    const info = parseIwinfoInfo(await this.run('iwinfo', [radio.staDevice, 'info']));
    if (!info.accessPoint) return { ...none, state: 'searching' };
    const status = await this.ubus('network.interface.apclient', 'status').catch(() => undefined);
    const link = status === undefined ? undefined : parseInterfaceStatus(status);
    return { state: 'connected', bssid: info.accessPoint, channel: info.channel, signalDbm: info.signalDbm, ipaddr: link?.up ? link.ipaddr : '' };
  }

  override async pppTunnelLink(target: PppTunnelTarget): Promise<PppTunnelLink> {
    const down = { up: false, ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 };
    if (!target.enabled) return { ...down, reason: 'disabled' };
    const status = await this.ubus(`network.interface.${target.tunnel}`, 'status').catch(() => undefined);
    if (status === undefined) return { ...down, reason: 'unavailable' };
    const link = parseInterfaceStatus(status);
    if (!link.up) return { ...down, reason: (await this.wanLink()).up ? 'unreachable' : 'wanDown' };
    return { ...down, up: true, reason: '', ipaddr: link.ipaddr, connectedSeconds: link.connectedSeconds };
  }

  private async wirelessRadios(): Promise<WirelessRadio[]> {
    return parseWirelessStatus(await this.ubus('network.wireless', 'status')).sort((a, b) => a.radio.localeCompare(b.radio));
  }

  private async wanDevice(): Promise<string> {
    return parseInterfaceStatus(await this.ubus('network.interface.wan', 'status')).device;
  }

  /** The Wi-Fi stations' MACs and the band of the access point they joined. */
  private async stationsByBand(): Promise<Map<string, WifiBand>> {
    const stations = new Map<string, WifiBand>();
    for (const radio of await this.wirelessRadios()) {
      if (!radio.band || !radio.apDevice || !radio.up) continue;
      const list = await this.run('iwinfo', [radio.apDevice, 'assoclist']).catch(() => '');
      for (const mac of parseIwinfoAssoclist(list)) stations.set(mac, radio.band);
    }
    return stations;
  }
}
