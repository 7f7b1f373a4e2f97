// The network watchdog of Advanced > Network watchdog, where the daemon plays OpenWrt's watchcat
// (the simulated router; on OpenWrt watchcat.sh itself reads the same file). As watchcat.sh does:
// ping every host each `pingperiod`; when none answered for `period`, restart the interface
// (restart_iface) or reboot (ping_reboot).
import type { NetWatchdogAction } from '@rc/contract/ops/advanced/netwatchdog-fields';
import { NetWatchdogInterval } from '@rc/contract/ops/advanced/netwatchdog-fields';
import type { Uplink, UplinkWatch } from '@rc/core/platform/platform';
import { readNetWatchdog, uplinkOf, watchcatInEffect, watchcatPackage, type NetWatchdogSettings } from '@rc/core/settings/netwatchdog-settings';
import type { UciStore } from '../../store/uci-store';

export interface NetWatchdogOptions {
  store: UciStore;
  /** undefined where the daemon does not play watchcat: the service then only reports that */
  watch: UplinkWatch | undefined;
  /** true while an upgrade, restore, reboot or reset runs: no reboot of ours then */
  isBusy: () => boolean;
  reboot: () => Promise<void>;
  /** a line for the system log: what watchcat would have written with logger */
  report: (action: Exclude<NetWatchdogAction, 'none'>, uplink: Uplink) => void;
  onError: (err: unknown) => void;
  now?: () => number;
  tickMs?: number;
  /** how long one second of the configured interval lasts: 1000, less in tests (--test-watchdog-second-ms) */
  secondMs?: number;
}

export interface ProbeRecord {
  host: string;
  answered: boolean;
  at: number;
}

export interface NetWatchdogStatus {
  running: boolean;
  probes: { host: string; record: ProbeRecord | undefined }[];
  failuresInRow: number;
  lastAction: NetWatchdogAction;
  lastActionAt: number | undefined;
}

const TICK_MS = 1_000;

export class NetWatchdog {
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private readonly secondMs: number;
  private settings: NetWatchdogSettings | undefined;
  private settingsKey = '';
  /** watchcat's period of the section in effect: seconds without an answer before acting */
  private period = 0;
  private probes = new Map<string, ProbeRecord>();
  private failuresInRow = 0;
  private lastProbeAt = -Infinity;
  private lastAnswerAt = 0;
  private lastAction: NetWatchdogAction = 'none';
  private lastActionAt: number | undefined;
  private ticking = false;

  constructor(private readonly options: NetWatchdogOptions) {
    this.now = options.now ?? Date.now;
    this.secondMs = options.secondMs ?? 1000;
  }

  start(): void {
    if (!this.options.watch) return;
    this.timer ??= setInterval(() => void this.tick().catch(this.options.onError), this.options.tickMs ?? Math.min(TICK_MS, this.secondMs));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** After a reboot the uplinks come up again: the count starts over; the last action stays shown. */
  rebooted(): void {
    this.restartCount(this.now());
  }

  /** One step: probe when an interval has passed, act when nothing answered for three. */
  async tick(at: number = this.now()): Promise<void> {
    const watch = this.options.watch;
    if (!watch || this.ticking) return;
    this.ticking = true;
    try {
      const settings = await this.currentSettings(at);
      if (settings.action === 'none' || at - this.lastProbeAt < settings.interval * this.secondMs) return;
      await this.probe(watch, settings, at);
      if (this.failuresInRow > 0 && at - this.lastAnswerAt >= this.actAfterSeconds(settings) * this.secondMs) {
        await this.act(watch, settings, at);
      }
    } finally {
      this.ticking = false;
    }
  }

  status(): NetWatchdogStatus {
    const settings = this.settings;
    const hosts = settings && settings.action !== 'none' ? hostsOf(settings) : [];
    return {
      running: this.options.watch !== undefined && hosts.length > 0,
      probes: hosts.map((host) => ({ host, record: this.probes.get(host) })),
      failuresInRow: this.failuresInRow,
      lastAction: this.lastAction,
      lastActionAt: this.lastActionAt,
    };
  }

  private async currentSettings(at: number): Promise<NetWatchdogSettings> {
    const pkg = await this.options.store.read(watchcatPackage);
    const settings = readNetWatchdog(pkg);
    this.period = watchcatInEffect(pkg).period;
    const key = JSON.stringify([settings, this.period]);
    if (key !== this.settingsKey) {
      // A saved change starts the watch afresh, as reloading watchcat restarts watchcat.sh.
      this.settingsKey = key;
      this.probes = new Map();
      this.restartCount(at);
    }
    this.settings = settings;
    return settings;
  }

  // As watchcat.sh: act after `period` (ours writes three intervals; watchcat's shipped one 6 h).
  private actAfterSeconds(settings: NetWatchdogSettings): number {
    return this.period > 0 ? this.period : settings.interval * NetWatchdogInterval.missedProbes;
  }

  private restartCount(at: number): void {
    this.failuresInRow = 0;
    this.lastProbeAt = -Infinity;
    this.lastAnswerAt = at;
  }

  private async probe(watch: UplinkWatch, settings: NetWatchdogSettings, at: number): Promise<void> {
    this.lastProbeAt = at;
    const uplink = watchedUplink(settings);
    const answers = await Promise.all(hostsOf(settings).map(async (host) => ({ host, answered: await watch.probe(uplink, host), at })));
    for (const answer of answers) this.probes.set(answer.host, answer);
    if (answers.some((answer) => answer.answered)) {
      this.failuresInRow = 0;
      this.lastAnswerAt = at;
    } else {
      this.failuresInRow += 1;
    }
  }

  private async act(watch: UplinkWatch, settings: NetWatchdogSettings, at: number): Promise<void> {
    const uplink = watchedUplink(settings);
    if (settings.action === 'netrestart' && uplink !== 'any') {
      this.record('netrestart', at);
      this.options.report('netrestart', uplink);
      await watch.restart(uplink);
      this.restartCount(at);
    } else if (settings.action === 'sysrestart' && !this.options.isBusy()) {
      this.record('sysrestart', at);
      this.options.report('sysrestart', uplink);
      this.restartCount(at);
      await this.options.reboot();
    }
  }

  private record(action: NetWatchdogAction, at: number): void {
    this.lastAction = action;
    this.lastActionAt = at;
  }
}

function hostsOf(settings: NetWatchdogSettings): string[] {
  return [settings.pingHost1, settings.pingHost2].filter(Boolean);
}

/** restart_iface pings through its interface; ping_reboot through whichever route works. */
function watchedUplink(settings: NetWatchdogSettings): Uplink {
  return settings.action === 'netrestart' ? uplinkOf(settings) : 'any';
}
