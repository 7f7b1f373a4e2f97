import { describe, expect, it } from 'vitest';
import { topDevices } from './top-devices';

const devices = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((mac) => ({ mac }));

describe('topDevices (issue 43.2)', () => {
  it('keeps the five busiest by download and upload together, leaving out idle and unmeasured devices', () => {
    const rates = new Map([
      ['A', { down: 10, up: 0 }],
      ['B', { down: 0, up: 0 }],
      ['C', { down: 500, up: 20 }],
      ['D', { down: 1, up: 900 }],
      ['E', { down: 30, up: 30 }],
      ['F', { down: 5, up: 1 }],
    ]);
    expect(topDevices(devices, rates, 5).map(({ device }) => device.mac)).toEqual(['D', 'C', 'E', 'A', 'F']);
    expect(topDevices(devices, rates, 3).map(({ device }) => device.mac)).toEqual(['D', 'C', 'E']);
    expect(topDevices(devices, new Map(), 5)).toEqual([]);
  });
});
