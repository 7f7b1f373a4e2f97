import { describe, expect, it } from 'vitest';
import { qualityBars, signalHeadline } from './signal-headline';

describe('signalHeadline', () => {
  it('takes RSRP where the modem reports it, graded by the LTE table', () => {
    expect(signalHeadline({ rsrp: -88.7, rssi: -62 })).toEqual({ metric: 'rsrp', value: -88.7, quality: 'good' });
    expect(signalHeadline({ rsrp: -101, rssi: -70 })).toEqual({ metric: 'rsrp', value: -101, quality: 'poor' });
  });

  it('falls back to RSSI on WCDMA and GSM, where there is no RSRP', () => {
    expect(signalHeadline({ rsrp: null, rssi: -62 })).toEqual({ metric: 'rssi', value: -62, quality: 'excellent' });
  });

  it('has no headline without either reading', () => {
    expect(signalHeadline({ rsrp: null, rssi: null })).toBeUndefined();
    expect(signalHeadline({ rsrp: Number.NaN, rssi: undefined })).toBeUndefined();
  });

  it('gives four bars to excellent and one to poor', () => {
    expect([qualityBars.excellent, qualityBars.good, qualityBars.fair, qualityBars.poor]).toEqual([4, 3, 2, 1]);
  });
});
