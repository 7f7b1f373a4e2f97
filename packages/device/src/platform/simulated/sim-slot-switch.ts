// Which SIM slot the simulated module uses and whether its data session may come up: a switch
// drops the session and attaches again on the other SIM, as a real module re-registers.
import type { SimControl } from '@rc/core/platform/modem-control';
import type { ModemStatus, SimSlotName, SimSlotStatus } from '@rc/core/platform/platform';
import type { LinkHistory } from './sim-link-history';

export class SimSlotSwitch implements SimControl {
  private slot: SimSlotName | 'none' = 'sim1';
  private stopped = false;

  constructor(
    private readonly session: LinkHistory,
    private readonly uptime: () => number,
    /** whether the slot holds a SIM that works now (the simulator can fail one) */
    private readonly ready: (slot: SimSlotName) => boolean = () => true,
  ) {}

  slotInUse(): SimSlotName | 'none' {
    return this.slot;
  }

  async useSlot(slot: SimSlotName | 'none'): Promise<void> {
    if (slot === this.slot) return;
    this.slot = slot;
    this.follow();
  }

  dataStopped(): boolean {
    return this.stopped;
  }

  async stopData(stopped: boolean): Promise<void> {
    if (stopped === this.stopped) return;
    this.stopped = stopped;
    this.follow();
  }

  /** What the modem reports of the SIM in use: its ICCID and operator; no SIM, or data held off by a cap. */
  modemFacts(slots: readonly SimSlotStatus[]): Partial<ModemStatus> {
    if (this.slot === 'none') return { state: 'no_sim', operator: '', iccid: '' };
    const inUse = slots.find((slot) => slot.slot === this.slot && slot.state === 'ready');
    // The SIM in use failed or was locked: ModemManager reports the modem without a usable SIM.
    if (!inUse && slots.some((slot) => slot.slot === this.slot)) return { state: 'no_sim', operator: '', iccid: '' };
    const facts: Partial<ModemStatus> = inUse ? { operator: inUse.operator, iccid: inUse.iccid } : {};
    return this.stopped ? { ...facts, state: 'disconnected' } : facts;
  }

  /**
   * A slot's SIM changed: a failed SIM in use drops the data session; once it works again the
   * modem attaches again. Nothing changes for the session of a SIM that still works.
   */
  simsChanged(): void {
    const t = this.uptime();
    if (!this.sessionAllowed()) this.session.disconnect(t);
    else if (!this.session.isUp(t)) this.session.reconnect(t);
  }

  private sessionAllowed(): boolean {
    return this.slot !== 'none' && !this.stopped && this.ready(this.slot);
  }

  private follow(): void {
    const t = this.uptime();
    if (!this.sessionAllowed()) this.session.disconnect(t);
    else this.session.reconnect(t);
  }
}
