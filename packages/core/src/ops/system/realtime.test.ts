import { describe, expect, it } from 'vitest';
import { get_realtime_sample } from '@rc/contract/ops/system/realtime';
import { tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';
import { withFeatureOff } from '../../../../device/test-support/feature-off';

const kit = tabDevicePerFile();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('get_realtime_sample', () => {
  it('answers one sample in the shape of the contract, and counters that moved a second later', async () => {
    const { code, ...first } = await kit.ok('get_realtime_sample');
    expect(code).toBe('1');
    expect(get_realtime_sample.output.parse(first)).toEqual(first);
    await sleep(1100);
    const { code: _code, ...second } = await kit.ok('get_realtime_sample');
    expect(second.time - first.time).toBeGreaterThanOrEqual(1000);
    expect(second.cpu.total).toBeGreaterThan(first.cpu.total);
    expect(second.cpu.busy).toBeGreaterThan(first.cpu.busy);
    const wanRx = (sample: typeof first) => sample.interfaces.find((row: { name: string }) => row.name === 'wan').rxBytes;
    expect(wanRx(second)).toBeGreaterThan(wanRx(first));
    expect(first.interfaces.map((row: { name: string }) => row.name)).toEqual(['wan', 'lan', 'wifi-2g', 'wifi-5g', 'wwan']);
    expect(first.interfaces[2].ssid).toMatch(/^ZBT-/);
  });

  it('refuses without a token and with an input field it does not take', async () => {
    const body = (await (await fetch(`${kit.device.url}/cgi-bin/webapi?op=get_realtime_sample`)).json()) as { code: string };
    expect(body.code).toBe('-1');
    expect((await kit.call('get_realtime_sample', { device: 'br-lan' })).code).toBe('-2');
  });

  it('is refused (-9) when menu_conf.json switches mgnt_realtime off', async () => {
    await withFeatureOff(kit, 'mgnt', 'mgnt_realtime', async () => {
      expect((await kit.call('get_realtime_sample')).code).toBe('-9');
    });
  });
});
