import { describe, expect, it } from 'vitest';
import type { SimSlotStatus } from '@rc/core/platform/platform';
import { LinkHistory } from './sim-link-history';
import { SimSlotSwitch } from './sim-slot-switch';

const slots: SimSlotStatus[] = [
  { slot: 'sim1', state: 'ready', iccid: '89860000000000000011', operator: 'China Mobile' },
  { slot: 'sim2', state: 'ready', iccid: '89860000000000000022', operator: 'China Telecom' },
];

describe('SimSlotSwitch', () => {
  it('drops the data session at a switch, attaches again on the other SIM and reports its operator', async () => {
    let t = 100;
    const session = new LinkHistory(8);
    const simSwitch = new SimSlotSwitch(session, () => t);
    await simSwitch.useSlot('sim2');
    expect(session.isUp(t)).toBe(false);
    t += 8;
    expect(session.isUp(t)).toBe(true);
    expect(simSwitch.modemFacts(slots)).toEqual({ operator: 'China Telecom', iccid: '89860000000000000022' });
  });

  it('holds mobile data off while a cap stops it, and lets it up again', async () => {
    let t = 100;
    const session = new LinkHistory(8);
    const simSwitch = new SimSlotSwitch(session, () => t);
    await simSwitch.stopData(true);
    t += 600;
    expect(session.isUp(t)).toBe(false);
    expect(simSwitch.modemFacts(slots).state).toBe('disconnected');
    await simSwitch.stopData(false);
    t += 8;
    expect(session.isUp(t)).toBe(true);
  });

  it('reports no SIM when the policy leaves none in use', async () => {
    const simSwitch = new SimSlotSwitch(new LinkHistory(8), () => 100);
    await simSwitch.useSlot('none');
    expect(simSwitch.modemFacts(slots)).toEqual({ state: 'no_sim', operator: '', iccid: '' });
  });
});
