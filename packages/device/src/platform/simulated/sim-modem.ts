// The simulated 4G module: its data session and counters, its two SIM slots and its log. Like
// the rest of the simulated router, a function of (seed, time since boot).
import type { ModemLogEntry, ModemTraffic, SimSlotStatus } from '@rc/core/platform/platform';
import { withLuhn } from '../../factory/device-identity';
import { hashSeed, mulberry32, pick, randomInt } from '../../lib/mulberry32';
import { LinkHistory } from './sim-link-history';
import { seededWave, wanderingRate } from './wave';

export interface SimModemOptions {
  seed: number;
  /** the SIM in slot 1, as on the unit's label */
  iccid: string;
  operator: string;
  model: string;
  /** seconds after boot before the data session is up */
  upAfterS: number;
}

const logLimit = 200;
const signalReportEveryS = 60;

export class SimModem {
  readonly session: LinkHistory;
  private readonly rx;
  private readonly tx;
  private readonly address: string;
  private readonly slot2: SimSlotStatus;

  constructor(private readonly options: SimModemOptions) {
    const { seed } = options;
    this.session = new LinkHistory(options.upAfterS);
    this.rx = this.session.gate(wanderingRate(seededWave(seed, 'modem-rx', 15, 400), 60_000 + (hashSeed(seed, 'modem-rx') % 40_000)));
    this.tx = this.session.gate(wanderingRate(seededWave(seed, 'modem-tx', 15, 400), 8_000 + (hashSeed(seed, 'modem-tx') % 8_000)));
    const random = mulberry32(hashSeed(seed, 'modem'));
    // Carrier-grade NAT space (RFC 6598), where operators put 4G data sessions.
    this.address = `100.${randomInt(random, 64, 127)}.${randomInt(random, 0, 255)}.${randomInt(random, 2, 254)}`;
    this.slot2 = secondSlot(seed, options.operator);
  }

  traffic(t: number): ModemTraffic {
    const up = this.session.isUp(t);
    return {
      ipaddr: up ? this.address : '',
      connectedSeconds: this.session.upSeconds(t),
      rxBytes: this.rx.total(t),
      txBytes: this.tx.total(t),
      rxRate: this.rx.rate(t),
      txRate: this.tx.rate(t),
    };
  }

  simSlots(): SimSlotStatus[] {
    return [{ slot: 'sim1', state: 'ready', iccid: this.options.iccid, operator: this.options.operator }, this.slot2];
  }

  /** What the module logged since boot (`bootTime` in epoch ms), at most 200 entries. */
  log(bootTime: number, t: number, signalAt: (t: number) => { dbm: number; rat: string }): ModemLogEntry[] {
    const { model, operator, upAfterS } = this.options;
    const port = '/dev/cdc-wdm0';
    const { iccid } = this.options;
    const events: Array<[number, ModemLogEntry['event'], Record<string, string | number>, string]> = [
      [0, 'modemFound', { model, port }, `${model} found, control port ${port}`],
      [1, 'simReady', { slot: 'SIM1', iccid }, `SIM1 ready, ICCID ${iccid}`],
      [1, ...slotEvent(this.slot2)],
      [2, 'searching', {}, 'Searching for network'],
      [Math.max(3, upAfterS - 3), 'registered', { operator, rat: 'LTE' }, `Registered on ${operator}, LTE`],
      [Math.max(4, upAfterS - 2), 'sessionStarting', {}, 'Starting data session'],
      [upAfterS, 'sessionUp', { ipaddr: this.address }, `Data session up, IPv4 ${this.address}`],
    ];
    const entries: ModemLogEntry[] = events
      .filter(([at]) => at <= t)
      .map(([at, event, params, message]) => ({ time: bootTime + at * 1000, message, event, params }));
    // The start-up story stays; the periodic signal reports roll, newest kept.
    const reports = Math.floor(t / signalReportEveryS);
    const first = Math.max(1, reports - (logLimit - entries.length) + 1);
    for (let n = first; n <= reports; n++) {
      const at = n * signalReportEveryS;
      const { dbm, rat } = signalAt(at);
      entries.push({ time: bootTime + at * 1000, message: `Signal ${dbm} dBm, ${rat}`, event: 'signal', params: { dbm, rat } });
    }
    return entries;
  }
}

/** Slot 2 differs by seed: empty, holding a PIN-locked SIM, or a second working SIM. */
function secondSlot(seed: number, operator: string): SimSlotStatus {
  const random = mulberry32(hashSeed(seed, 'sim2'));
  const state = pick(random, ['absent', 'pin_required', 'ready'] as const);
  if (state === 'absent') return { slot: 'sim2', state, iccid: '', operator: '' };
  const body = '898601' + Array.from({ length: 13 }, () => randomInt(random, 0, 9)).join('');
  const other = pick(random, ['China Mobile', 'China Unicom', 'China Telecom'].filter((name) => name !== operator));
  return { slot: 'sim2', state, iccid: withLuhn(body), operator: state === 'ready' ? other : '' };
}

function slotEvent(slot: SimSlotStatus): [ModemLogEntry['event'], Record<string, string>, string] {
  if (slot.state === 'absent') return ['simAbsent', { slot: 'SIM2' }, 'SIM2 not inserted'];
  if (slot.state === 'pin_required') return ['simPinRequired', { slot: 'SIM2', iccid: slot.iccid }, `SIM2 PIN required, ICCID ${slot.iccid}`];
  return ['simReady', { slot: 'SIM2', iccid: slot.iccid }, `SIM2 ready, ICCID ${slot.iccid}`];
}
