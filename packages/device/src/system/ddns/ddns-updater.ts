// DDNS where the daemon itself plays ddns-scripts' dynamic_dns_updater.sh (the simulated router;
// on OpenWrt ddns-scripts reads the same file): every check_interval it compares the WAN address
// with the registered one and sends an update when they differ; a failed update is retried after
// retry_interval. Its log keeps ddns_loglines lines, in ddns-scripts' " HHMMSS level : text" form.
import { DdnsServiceNames, type DdnsAnswer } from '@rc/contract/ops/advanced/ddns-fields';
import type { DdnsLink } from '@rc/core/platform/platform';
import { ddnsPackage, lookupHost, readDdns, type DdnsSettings } from '@rc/core/settings/ddns-settings';
import type { UciStore } from '../../store/uci-store';

export interface DdnsUpdaterOptions {
  store: UciStore;
  /** undefined where ddns-scripts itself runs: the updater then stays idle */
  link: DdnsLink | undefined;
  /** the WAN address now; '' while WAN is down */
  localIp: () => Promise<string>;
  /** the wall clock of the device's zone, HHMMSS, for log lines */
  clock: (at: number) => Promise<string>;
  onError: (err: unknown) => void;
  now?: () => number;
  tickMs?: number;
}

export interface DdnsState {
  registeredIp: string;
  lastAnswer: DdnsAnswer | '';
  lastUpdateAt: number | undefined;
}

type Level = 'note' | 'info' | 'WARN' | 'ERROR' | '';

const TICK_MS = 1_000;

export class DdnsUpdater {
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private settingsKey = '';
  private nextCheckAt = 0;
  private lines: string[] = [];
  private state: DdnsState = { registeredIp: '', lastAnswer: '', lastUpdateAt: undefined };
  private running: Promise<void> | undefined;

  constructor(private readonly options: DdnsUpdaterOptions) {
    this.now = options.now ?? Date.now;
  }

  get available(): boolean {
    return this.options.link !== undefined;
  }

  start(): void {
    if (!this.options.link) return;
    this.timer ??= setInterval(() => void this.tick().catch(this.options.onError), this.options.tickMs ?? TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  status(): DdnsState {
    return { ...this.state };
  }

  async log(): Promise<string[]> {
    const { logLines } = readDdns(await this.options.store.read(ddnsPackage));
    return this.lines.slice(-logLines);
  }

  /** A check when one is due (or `force`): one at a time. */
  async tick(at: number = this.now(), force = false): Promise<void> {
    while (this.running) await this.running;
    this.running = this.check(at, force).finally(() => (this.running = undefined));
    await this.running;
  }

  private async check(at: number, force: boolean): Promise<void> {
    const link = this.options.link;
    if (!link) return;
    const settings = readDdns(await this.options.store.read(ddnsPackage));
    if (settings.enabled !== '1') {
      this.settingsKey = '';
      return;
    }
    const key = JSON.stringify(settings);
    if (key !== this.settingsKey) {
      // A saved change restarts the updater, as ddns-scripts' reload does.
      this.settingsKey = key;
      this.nextCheckAt = 0;
      const service = settings.provider === 'custom' ? 'update_url' : DdnsServiceNames[settings.provider];
      await this.write(at, 'note', `Service '${lookupHost(settings)}' (${service}) started`);
    }
    if (!force && at < this.nextCheckAt) return;
    const answer = await this.update(link, settings, at, force);
    this.nextCheckAt = at + (answer === 'good' || answer === 'nochg' ? settings.interval : settings.timeout) * 1000;
    await this.write(at, '', `Waiting ${(this.nextCheckAt - at) / 1000} seconds (${answer === 'good' || answer === 'nochg' ? 'Check Interval' : 'Retry Interval'})`);
    this.trim(settings.logLines);
  }

  private async update(link: DdnsLink, settings: DdnsSettings, at: number, force: boolean): Promise<DdnsAnswer> {
    const localIp = await this.options.localIp();
    if (!localIp) {
      await this.write(at, 'WARN', 'No local IP: WAN is down');
      return this.record('noconnect', at);
    }
    const host = lookupHost(settings);
    const registered = await link.resolve(host);
    await this.write(at, '', `Registered IP '${registered || 'none'}' detected for '${host}'`);
    if (registered === localIp && !force) {
      this.state.registeredIp = registered;
      await this.write(at, 'info', `Registered IP '${registered}' is current - no update needed`);
      return 'nochg';
    }
    // ddns-scripts' dynamic_dns_updater.sh words a forced update of an unchanged address so.
    const reason = registered === localIp ? `Forced Update - L: '${localIp}' == R: '${registered}'` : `Update needed - L: '${localIp}' <> R: '${registered || 'none'}'`;
    await this.write(at, 'info', reason);
    const answer = await link.send({ provider: settings.provider, domain: settings.domain, username: settings.username, password: settings.password, ip: localIp });
    await this.write(at, '', `DDNS Provider answered: ${answer === 'noconnect' ? '(no connection)' : `${answer} ${localIp}`}`);
    if (answer === 'good' || answer === 'nochg') {
      this.state.registeredIp = localIp;
      await this.write(at, 'info', `Update successful - IP '${localIp}' send`);
    } else {
      await this.write(at, 'ERROR', answer === 'noconnect' ? 'Transfer failed' : `Provider refused the update: ${answer}`);
    }
    return this.record(answer, at);
  }

  private record(answer: DdnsAnswer, at: number): DdnsAnswer {
    this.state.lastAnswer = answer;
    this.state.lastUpdateAt = at;
    return answer;
  }

  private async write(at: number, level: Level, text: string): Promise<void> {
    this.lines.push(` ${await this.options.clock(at)} ${level.padStart(5)} : ${text}`);
  }

  private trim(keep: number): void {
    if (this.lines.length > keep) this.lines = this.lines.slice(-keep);
  }
}
