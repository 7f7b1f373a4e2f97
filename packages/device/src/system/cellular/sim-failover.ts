// The daemon's SIM failover (issue 31.5, 42.1), where it decides the slot (the simulated router; on
// OpenWrt the package's SIM watch service applies the same rules:
// packaging/openwrt/files/usr/share/routerd/simwatch.uc). Each step reads the policy of config/sims,
// the slots, the signal headline (RSRP, else RSSI: what the Radio panel shows), a ping over the data
// session and each SIM's data usage, and moves the modem to the other SIM when:
// - the SIM in use is missing, locked or disabled for `switch_delay` seconds (unavailable);
// - the signal stayed below `signal_dbm` for `signal_minutes` (signal), the other SIM is not
//   measured within the margin of this one and the back-off is over (failover-measures.ts);
// - `ping_host` failed `ping_failures` times in a row and the back-off is over (ping);
// - this month's data reached the cap and its action is `switch` (dataCap);
// - a save changed the slot settings themselves (primary, enabled slots, failover on/off) (settings).
// With failback on it returns to the primary by its own rule (contract FailoverRule).
// A cap with action `stop` holds mobile data off until the month rolls over or the cap changes.
// Each switch is logged with its reason and kept for the SIM tab (the last 50, in
// <data>/state/sim-switches.json, written once per switch).
import { readFile } from 'node:fs/promises';
import { FailoverLimits, FailoverPace, FailoverRule, type simSwitchReasons } from '@rc/contract/ops/network/sim-fields';
import { signalHeadline } from '@rc/contract/radio/signal-headline';
import { writeFileAtomic } from '../../lib/atomic-write';
import type { Platform, SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import { slotCap, type SlotCap } from '@rc/core/settings/data-cap-settings';
import { activeSlot, simConfig, type SimConfig } from '@rc/core/settings/sim-settings';
import { systemSettings } from '@rc/core/settings/system-settings';
import type { UciStore } from '../../store/uci-store';
import type { SimUsageMeter } from './sim-usage-meter';
import type { SimSwitch } from '@rc/core/platform/sim-records';
import { backoffFactor, backoffMs, knownWorse, otherIsBetter, weakSince, type SecondsToMs, type SlotMeasures } from './failover-measures';

export type { SimSwitch };
type Reason = (typeof simSwitchReasons)[number];

export interface SimFailoverOptions {
  store: Pick<UciStore, 'read'>;
  platform: Pick<Platform, 'simControl' | 'simSlots' | 'cellRadio' | 'modemTraffic' | 'uplinkWatch'>;
  meter: SimUsageMeter;
  /** <data>/state/sim-switches.json */
  logFile?: string;
  /** a line for the system log */
  report: (event: 'simSwitch' | 'dataCapWarn' | 'dataStopped' | 'dataResumed', message: string, params: Record<string, string>) => void;
  onError: (err: unknown) => void;
  now?: () => number;
  /** how long one second of the failover's rules lasts: 1000, less in browser tests (--test-failover-second-ms) */
  secondMs?: number;
}

const LOG_LIMIT = FailoverPace.switchLogLimit;
const slotNames: SimSlotName[] = ['sim1', 'sim2'];
const otherSlot = (slot: SimSlotName): SimSlotName => (slot === 'sim1' ? 'sim2' : 'sim1');

export class SimFailover {
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private log: SimSwitch[] = [];
  private started = false;
  private queue: Promise<void> = Promise.resolve();
  private lastSwitchAt = -Infinity;
  private lastReason: Reason | undefined;
  private unusableSince: number | undefined;
  private signalLowSince: number | undefined;
  private primaryBackSince: number | undefined;
  private measures: SlotMeasures = {};
  /** the slot settings (primary, enabled slots, failover on or off) the last step saw: only their change is a 'settings' switch */
  private slotSettings = '';
  private readonly ms: SecondsToMs;
  private pingFailures = 0;
  private lastPingAt = -Infinity;
  private capAlerts = new Map<string, number>();

  constructor(private readonly options: SimFailoverOptions) {
    this.now = options.now ?? Date.now;
    const secondMs = options.secondMs ?? 1000;
    this.ms = (seconds) => seconds * secondMs;
  }

  async start(): Promise<void> {
    await this.loadLog();
    if (!this.options.platform.simControl) return;
    await this.tick();
    this.timer ??= setInterval(() => void this.tick().catch(this.options.onError), this.ms(FailoverPace.stepS));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.options.meter.saveOnStop();
  }

  rebooted(): void {
    this.options.meter.rebooted();
    this.started = false;
  }

  switches(): SimSwitch[] {
    return [...this.log].reverse();
  }

  /**
   * One step: count the data, then keep or change the slot and mobile data on or off. A save runs
   * one at once: a change of the slot settings takes the policy's slot, as the tab shows it;
   * any other change (a cap, a rule) moves nothing by itself.
   */
  tick(): Promise<void> {
    // Steps run one after the other: a save's step waits for the timer's.
    const step = this.queue.then(() => this.step());
    this.queue = step.catch(() => undefined);
    return step;
  }

  private async step(): Promise<void> {
    const control = this.options.platform.simControl;
    if (!control) return;
    const [sims, system, slots, traffic] = await Promise.all([
      this.options.store.read('sims'),
      this.options.store.read('system'),
      this.options.platform.simSlots(),
      this.options.platform.modemTraffic(),
    ]);
    const config = simConfig(sims);
    const caps = { sim1: slotCap(sims, 'sim1'), sim2: slotCap(sims, 'sim2') };
    const counters = { rx: traffic.rxBytes, tx: traffic.txBytes };
    await this.options.meter.record({ counters, slot: control.slotInUse(), caps, zonename: systemSettings(system).zonename });
    this.warnCaps(caps);
    await this.decide(config, caps, slots);
    await this.holdData(caps);
  }

  private async decide(config: SimConfig, caps: Record<SimSlotName, SlotCap>, slots: SimSlotStatus[]): Promise<void> {
    const control = this.options.platform.simControl!;
    const at = this.now();
    const settings = `${config.primary} ${config.sim1Enabled} ${config.sim2Enabled} ${config.failover}`;
    const settingsChanged = this.slotSettings !== '' && settings !== this.slotSettings;
    this.slotSettings = settings;
    if (!this.started) {
      // At start the policy picks the slot, as the module's own boot does: no switch to log.
      this.started = true;
      await control.useSlot(activeSlot(config, slots));
      this.lastSwitchAt = at;
      return;
    }
    const current = control.slotInUse();
    const usable = (slot: SimSlotName) => config[`${slot}Enabled`] === '1' && slots.some((s) => s.slot === slot && s.state === 'ready');
    const blockedByCap = (slot: SimSlotName) => caps[slot].action !== 'warn' && this.options.meter.percent(slot, caps[slot]) >= 100;
    const policy = activeSlot(config, slots);
    if (settingsChanged && policy !== current) return this.switchTo(policy, 'settings');
    if (current === 'none' || !usable(current)) return this.whenUnavailable(config, current, usable);
    this.unusableSince = undefined;
    this.primaryBackSince = usable(config.primary) ? (this.primaryBackSince ?? at) : undefined;
    const signal = await this.measure(current, at);
    const other = otherSlot(current);
    const canMove = config.failover === '1' && usable(other) && !blockedByCap(other);
    const reason = canMove ? await this.ruleBroken(config, caps, current, signal) : undefined;
    if (reason) return this.switchTo(other, reason.reason, reason.value);
    if (config.failback === '1' && current !== config.primary && usable(config.primary) && !blockedByCap(config.primary) && this.failbackDue(config, current)) {
      await this.switchTo(config.primary, 'failback');
    }
  }

  /** The signal headline of the slot in use, remembered once the SIM settled after a switch. */
  private async measure(current: SimSlotName, at: number): Promise<number | undefined> {
    if (at - this.lastSwitchAt < this.ms(FailoverPace.settleS)) return undefined;
    const radio = await this.options.platform.cellRadio?.();
    const value = radio ? signalHeadline(radio)?.value : undefined;
    if (value !== undefined) this.measures[current] = { value, at };
    return value;
  }

  /** Back to the primary: after `unavailable` once it served the switch delay; after a rule once its time is up and it is not known worse. */
  private failbackDue(config: SimConfig, current: SimSlotName): boolean {
    const at = this.now();
    if (this.lastReason === 'unavailable') {
      return at - Math.max(this.lastSwitchAt, this.primaryBackSince ?? at) >= this.ms(config.switchDelay);
    }
    if (this.lastReason !== 'signal' && this.lastReason !== 'ping') return false;
    const hold = this.ms(FailoverRule.failbackAfterS) * backoffFactor(this.log, at, this.ms);
    return at - this.lastSwitchAt >= hold && !knownWorse(this.measures, config.primary, current, at, this.ms);
  }

  private async whenUnavailable(config: SimConfig, current: SimSlotName | 'none', usable: (slot: SimSlotName) => boolean): Promise<void> {
    const at = this.now();
    this.unusableSince ??= at;
    if (at - this.unusableSince < this.ms(config.switchDelay)) return;
    const next = activeSlot(config, await this.options.platform.simSlots());
    if (next !== current && (next === 'none' || usable(next))) await this.switchTo(next, 'unavailable');
  }

  /** The first rule the slot in use breaks, with the value that broke it. */
  private async ruleBroken(config: SimConfig, caps: Record<SimSlotName, SlotCap>, current: SimSlotName, signal: number | undefined): Promise<{ reason: Reason; value: number } | undefined> {
    const at = this.now();
    const percent = this.options.meter.percent(current, caps[current]);
    if (caps[current].action === 'switch' && percent >= 100) return { reason: 'dataCap', value: percent };
    if (at - this.lastSwitchAt < this.ms(FailoverPace.settleS)) return undefined;
    const backoffOver = at - this.lastSwitchAt >= backoffMs(this.log, at, this.ms);
    this.signalLowSince = config.signalSwitch === '1' ? weakSince(this.signalLowSince, signal, config.signalDbm, at) : undefined;
    const weakLongEnough = this.signalLowSince !== undefined && at - this.signalLowSince >= this.ms(config.signalMinutes * 60);
    if (weakLongEnough && signal !== undefined && backoffOver && otherIsBetter(this.measures, current, otherSlot(current), at, this.ms)) {
      return { reason: 'signal', value: signal };
    }
    if (config.pingSwitch === '1' && (await this.pingFailed(config.pingHost)) && this.pingFailures >= config.pingFailures && backoffOver) {
      return { reason: 'ping', value: this.pingFailures };
    }
    return undefined;
  }

  /** One ping every 10 s over the data session; true when this one failed. */
  private async pingFailed(host: string): Promise<boolean> {
    const watch = this.options.platform.uplinkWatch;
    const at = this.now();
    if (!watch || at - this.lastPingAt < this.ms(FailoverLimits.pingEveryS)) return false;
    this.lastPingAt = at;
    const answered = await watch.probe('wwan', host);
    this.pingFailures = answered ? 0 : this.pingFailures + 1;
    return !answered;
  }

  private async switchTo(to: SimSlotName | 'none', reason: Reason, value?: number): Promise<void> {
    const control = this.options.platform.simControl!;
    const from = control.slotInUse();
    await control.useSlot(to);
    this.lastSwitchAt = this.now();
    this.lastReason = reason;
    this.signalLowSince = undefined;
    this.pingFailures = 0;
    this.unusableSince = undefined;
    this.primaryBackSince = undefined;
    const entry: SimSwitch = { time: this.lastSwitchAt, from, to, reason, ...(value === undefined ? {} : { value }) };
    this.log = [...this.log, entry].slice(-LOG_LIMIT);
    this.options.report('simSwitch', `SIM switch from ${from} to ${to}: ${reason}${value === undefined ? '' : ` (${value})`}`, { from, to, reason, value: String(value ?? '') });
    if (this.options.logFile) await writeFileAtomic(this.options.logFile, JSON.stringify(this.log) + '\n');
  }

  /** A cap with action `stop` holds mobile data off while the slot in use is at or over it. */
  private async holdData(caps: Record<SimSlotName, SlotCap>): Promise<void> {
    const control = this.options.platform.simControl!;
    const slot = control.slotInUse();
    const stop = slot !== 'none' && caps[slot].action === 'stop' && this.options.meter.percent(slot, caps[slot]) >= 100;
    if (stop === control.dataStopped()) return;
    await control.stopData(stop);
    if (stop) this.options.report('dataStopped', `data cap of ${slot} reached: mobile data stopped`, { slot });
    else this.options.report('dataResumed', 'mobile data allowed again', { slot });
  }

  /** A system log line when a SIM's month first reaches 80 % and 100 % of its cap. */
  private warnCaps(caps: Record<SimSlotName, SlotCap>): void {
    for (const slot of slotNames) {
      const percent = this.options.meter.percent(slot, caps[slot]);
      const level = percent >= 100 ? 100 : percent >= 80 ? 80 : 0;
      const key = `${slot}:${this.options.meter.slotUsage(slot).monthStart}`;
      if (level > (this.capAlerts.get(key) ?? 0)) this.options.report('dataCapWarn', `${slot} used ${level} % of its data cap`, { slot, percent: String(level) });
      this.capAlerts.set(key, level);
    }
  }

  private async loadLog(): Promise<void> {
    if (!this.options.logFile) return;
    try {
      const parsed = JSON.parse(await readFile(this.options.logFile, 'utf8')) as unknown;
      if (Array.isArray(parsed)) this.log = (parsed as SimSwitch[]).filter((entry) => typeof entry?.time === 'number').slice(-LOG_LIMIT);
    } catch {
      this.log = [];
    }
  }
}
