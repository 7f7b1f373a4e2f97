import { describe, expect, it } from 'vitest';
import { LinkHistory } from './sim-link-history';

// A counter moving 100 bytes a second from boot.
const steady = { rate: () => 100, total: (t: number) => 100 * t };

describe('LinkHistory', () => {
  it('comes up after boot, goes down on a disconnect and up again after a reconnect', () => {
    const link = new LinkHistory(2);
    expect([link.isUp(1), link.isUp(2)]).toEqual([false, true]);
    link.disconnect(10);
    expect([link.isUp(10), link.isUp(500), link.upSeconds(500)]).toEqual([false, false, 0]);
    link.reconnect(600);
    expect([link.isUp(601), link.isUp(602), link.upSeconds(612)]).toEqual([false, true, 10]);
  });

  it('drops a link that is up for a moment on a reconnect, and leaves one coming up alone', () => {
    const link = new LinkHistory(2);
    link.reconnect(1);
    expect(link.isUp(2)).toBe(true);
    link.reconnect(50);
    expect([link.isUp(50), link.isUp(52), link.upSeconds(60)]).toEqual([false, true, 8]);
  });

  it('stops the traffic while down: no rate, totals that carry on from where they stopped', () => {
    const link = new LinkHistory(2);
    const counter = link.gate(steady);
    link.disconnect(10);
    expect([counter.rate(20), counter.total(10), counter.total(20)]).toEqual([0, 800, 800]);
    link.reconnect(30);
    expect(counter.total(42)).toBe(800 + 100 * 10);
  });

  it('starts over after a reboot', () => {
    const link = new LinkHistory(2);
    link.disconnect(10);
    link.reset();
    expect([link.isUp(1), link.isUp(20)]).toEqual([false, true]);
  });
});
