import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerFile();

describe('home', () => {
  it('shows equipment status with the online terminal count', async () => {
    const body = await kit.call('get_system_status');
    const clients = await kit.device.device.services.platform.lanClients();
    expect(body).toMatchObject({ code: '1', terminals: clients.length });
    expect(body.memUsed).toBeLessThan(body.memTotal);
    expect(body.load).toHaveLength(3);
  });

  it('shows up to 60 WAN rate samples a second apart, newest last', async () => {
    const { samples } = await kit.call('get_traffic_realtime');
    expect(samples).toHaveLength(60);
    const times = samples.map((s: { time: number }) => s.time);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(1000);
    expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
  });

  it('shows WAN and LAN rows from the config and the link', async () => {
    const { interfaces } = await kit.call('get_interface_status');
    expect(interfaces.map((row: { name: string }) => row.name)).toEqual(['wan', 'lan']);
    const link = await kit.device.device.services.platform.wanLink();
    expect(interfaces[0]).toMatchObject({ proto: 'dhcp', up: true, ipaddr: link.ipaddr, dns: link.dns });
    expect(interfaces[1]).toMatchObject({ proto: 'static', ipaddr: '192.168.1.1', netmask: '255.255.255.0' });
  });

  it('shows the 4G modem with the IMEI and ICCID of the unit', async () => {
    const identity = JSON.parse(readFileSync(path.join(kit.device.dataDir, 'factory/identity.json'), 'utf8'));
    expect(await kit.call('get_cellular_info')).toMatchObject({ code: '1', present: true, imei: identity.imei, iccid: identity.iccid, state: 'connected' });
  });

  it('shows both Wi-Fi bands from the wireless config, a disabled one with no clients', async () => {
    const { bands } = await kit.call('get_wifi_info');
    expect(bands.map((b: { band: string }) => b.band)).toEqual(['2g', '5g']);
    expect(bands[0]).toMatchObject({ enabled: true, ssid: expect.stringMatching(/^ZBT-/), channel: '1', encryption: 'psk2+ccmp' });
    const file = path.join(kit.device.dataDir, 'config/wireless');
    const factory = readFileSync(file, 'utf8');
    await writeFile(file, factory.replace("option htmode 'VHT80'", "option htmode 'VHT80'\n\toption disabled '1'"));
    try {
      const after = (await kit.call('get_wifi_info')).bands;
      expect(after[1]).toMatchObject({ band: '5g', enabled: false, clients: 0 });
    } finally {
      await writeFile(file, factory);
    }
  });

  it('says the internet is reached over the WAN', async () => {
    expect(await kit.call('get_internet_state')).toEqual({ code: '1', connected: true, uplink: 'wan' });
  });
});

describe('get_web_msg', () => {
  it('answers the footer facts from the platform and the config files', async () => {
    const body = await kit.call('get_web_msg');
    expect(body).toMatchObject({
      code: '1',
      authcode: '1',
      board: 'ZBT WE1626',
      ipaddr: '192.168.1.1',
      sysversion: 'V1.0.3 build 20261101',
      mode: 'router',
      timezone: 'CST-8',
      zonename: 'Asia/Shanghai',
    });
    expect(Number(body.uptime)).toBeGreaterThan(0);
    expect(Math.abs(body.localtime - Date.now())).toBeLessThan(5000);
  });
});
