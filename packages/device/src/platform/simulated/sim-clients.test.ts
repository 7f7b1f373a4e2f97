import { describe, expect, it } from 'vitest';
import { connectedClients, driftingSignal, planClients } from './sim-clients';

describe('simulated Wi-Fi signal (issue 30.11)', () => {
  it('is the same for the same seed and second, and drifts a few dB over time', () => {
    const plans = planClients(7);
    const wifi = plans.filter((plan) => plan.interface !== 'lan');
    expect(wifi.every((plan) => plan.signalDbm !== undefined)).toBe(true);
    expect(plans.filter((plan) => plan.interface === 'lan').every((plan) => plan.signalDbm === undefined)).toBe(true);
    expect(connectedClients(planClients(7), 0, 100)).toEqual(connectedClients(plans, 0, 100));
    const [plan] = wifi;
    const readings = Array.from({ length: 300 }, (_, second) => driftingSignal(plan!.signalDbm!, plan!.signalPhase, second));
    expect(new Set(readings).size).toBeGreaterThan(4);
    for (const reading of readings) expect(Math.abs(reading - plan!.signalDbm!)).toBeLessThanOrEqual(7);
  });
});
