// The simulated router's faults and made traffic (Utilities > Simulator, issue 42.3): inputs to
// its model, not a second model. The SIM states replace what the seed put in the slots, the
// weakening comes off what the radio receives, the dropped pings go unanswered upstream of a link
// that stays up. Faults stay until changed (a reboot does not mend a SIM or the ISP); traffic
// counters start again at a reboot.
import type { SimulatorFaults, SimulatorHooks, MadeTrafficRequest } from '@rc/core/platform/simulator-hooks';
import type { SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import { withLuhn } from '../../factory/device-identity';
import { hashSeed, mulberry32, pick, randomInt } from '../../lib/mulberry32';
import type { LinkHistory } from './sim-link-history';
import { MadeTraffic, type MadeUplink } from './sim-made-traffic';

export interface SimSimulatorOptions {
  seed: number;
  /** the operator of the SIM in slot 1 */
  operator: string;
  uptime: () => number;
  links: Record<MadeUplink, LinkHistory>;
  /** what the seed put in the slots */
  seededSlots: () => SimSlotStatus[];
  receiveSms: (number: string, text: string) => Promise<void>;
  /** a slot's SIM changed: the modem drops or resumes the data session of the SIM in use */
  simsChanged: () => void;
}

type SimState = SimSlotStatus['state'];
const MBIT_BYTES = 125_000;

export class SimSimulator implements SimulatorHooks {
  readonly traffic = new MadeTraffic();
  private simStates: Partial<Record<SimSlotName, SimState>> = {};
  private weaken: Record<SimSlotName, number> = { sim1: 0, sim2: 0 };
  private dropped: Record<MadeUplink, boolean> = { wan: false, wwan: false };

  constructor(private readonly options: SimSimulatorOptions) {}

  faults(): SimulatorFaults {
    const slots = this.slots(this.options.seededSlots());
    const state = (slot: SimSlotName) => slots.find((s) => s.slot === slot)?.state ?? 'absent';
    return {
      sim1: state('sim1'),
      sim2: state('sim2'),
      sim1WeakenDb: this.weaken.sim1,
      sim2WeakenDb: this.weaken.sim2,
      wanPingDropped: this.dropped.wan ? '1' : '0',
      wwanPingDropped: this.dropped.wwan ? '1' : '0',
    };
  }

  setFaults(faults: SimulatorFaults): void {
    this.simStates = { sim1: faults.sim1, sim2: faults.sim2 };
    this.weaken = { sim1: faults.sim1WeakenDb, sim2: faults.sim2WeakenDb };
    this.dropped = { wan: faults.wanPingDropped === '1', wwan: faults.wwanPingDropped === '1' };
    this.options.simsChanged();
  }

  /** The slots as the modem sees them now: a card put in an empty slot is a seeded spare. */
  slots(seeded: readonly SimSlotStatus[]): SimSlotStatus[] {
    return seeded.map((slot) => {
      const state = this.simStates[slot.slot] ?? slot.state;
      if (state === slot.state) return slot;
      if (state === 'absent') return { slot: slot.slot, state, iccid: '', operator: '' };
      const card = slot.iccid ? slot : this.spareCard(slot.slot);
      return { slot: slot.slot, state, iccid: card.iccid, operator: state === 'ready' ? card.operator : '' };
    });
  }

  /** dB the radio receives less than the seed's curve gives, with this slot's SIM in use (its operator's cells). */
  weakenDb(slot: SimSlotName | 'none'): number {
    return slot === 'none' ? 0 : this.weaken[slot];
  }

  /** Whether a ping through this uplink gets an answer, the link being up. */
  pingAnswered(uplink: MadeUplink): boolean {
    return !this.dropped[uplink];
  }

  receiveSms(number: string, text: string): Promise<void> {
    return this.options.receiveSms(number, text);
  }

  makeTraffic({ interface: on, mbps, seconds }: MadeTrafficRequest): MadeUplink | 'none' {
    const t = this.options.uptime();
    const { links } = this.options;
    const uplink = links.wan.isUp(t) ? 'wan' : links.wwan.isUp(t) ? 'wwan' : 'none';
    if (uplink !== 'none') this.traffic.start(on, uplink, links[uplink], t, mbps * MBIT_BYTES, seconds);
    return uplink;
  }

  rebooted(): void {
    this.traffic.reset();
  }

  private spareCard(slot: SimSlotName): { iccid: string; operator: string } {
    const random = mulberry32(hashSeed(this.options.seed, `spare-${slot}`));
    const body = '898603' + Array.from({ length: 13 }, () => randomInt(random, 0, 9)).join('');
    const operator = pick(random, ['China Mobile', 'China Unicom', 'China Telecom'].filter((name) => name !== this.options.operator || slot === 'sim1'));
    return { iccid: withLuhn(body), operator };
  }
}
