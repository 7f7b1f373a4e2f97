import { describe, expect, it } from 'vitest';
import { WifiChannels } from '@rc/contract/constants';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

describe('site_survey', () => {
  it('scans the 2.4G and 5.8G bands on their own channels', async () => {
    for (const [band, radio] of [['2.4', '2g'], ['5.8', '5g']] as const) {
      const { results } = await kit.ok('site_survey', { band });
      expect(results.length).toBeGreaterThan(3);
      for (const row of results) {
        expect(WifiChannels[radio]).toContain(row.channel);
        expect(row.signalDbm).toBeLessThan(0);
        expect(row.bssid).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
      }
    }
  });

  it('passes hostile SSIDs through as data', async () => {
    const ssids = (await kit.ok('site_survey', { band: '2.4' })).results.map((row: { ssid: string }) => row.ssid);
    expect(ssids).toContain('<img src=x onerror=alert(1)>');
    expect(ssids).toContain('');
  });

  it('answers -2 for another band', async () => {
    for (const band of ['2.4g', '5', '', '60']) {
      expect(await kit.call('site_survey', { band })).toEqual({ code: '-2', errors: [{ field: 'band', key: 'survey.bandInvalid' }] });
    }
  });
});
