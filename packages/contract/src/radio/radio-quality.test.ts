import { describe, expect, it } from 'vitest';
import { radioQuality } from './radio-quality';

describe('radioQuality', () => {
  it('words RSRP by the published LTE table, a boundary taking the better word', () => {
    expect([-70, -80, -85, -90, -95, -100, -101, -120].map((v) => radioQuality('rsrp', v))).toEqual([
      'excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor',
    ]);
  });

  it('words RSRQ, SINR and RSSI', () => {
    expect([-5, -12, -18, -21].map((v) => radioQuality('rsrq', v))).toEqual(['excellent', 'good', 'fair', 'poor']);
    expect([25, 15, 5, -3].map((v) => radioQuality('sinr', v))).toEqual(['excellent', 'good', 'fair', 'poor']);
    expect([-60, -65, -80, -90].map((v) => radioQuality('rssi', v))).toEqual(['excellent', 'good', 'fair', 'poor']);
  });

  it('has no word for a missing reading', () => {
    expect(radioQuality('rsrp', null)).toBeUndefined();
    expect(radioQuality('sinr', Number.NaN)).toBeUndefined();
  });
});
