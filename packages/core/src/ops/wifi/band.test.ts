import { describe, expect, it, vi } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { factoryConfig, tabDevicePerFile } from '../../../../device/test-support/tab-test-kit';
import { snapshot, uciValue } from './wifi-test-kit';
import { withFeatureOff } from '../../../../device/test-support/feature-off';

const kit = tabDevicePerFile();
const factory = factoryConfig(kit, ['wireless']);


async function loaded(band: '2g' | '5g') {
  const body = await kit.call('get_wifi_config', { band });
  expect(body.code).toBe('1');
  const { code: _code, ...config } = body;
  return config;
}

const save = (input: Record<string, unknown>) => kit.call('set_wifi_config', input);

describe('get_wifi_config', () => {
  it("answers each band's radio and access point from the factory file", async () => {
    const identity = JSON.parse(await readFile(path.join(kit.device.dataDir, 'factory/identity.json'), 'utf8'));
    const g24 = await loaded('2g');
    expect(g24).toMatchObject({ band: '2g', enabled: '1', encryption: 'psk2+ccmp', key: identity.wifiKey, workMode: '11n', htmode: 'ht20' });
    expect(g24).toMatchObject({ country: 'CN', channel: '1', frag: 2346, rts: 2347, wmm: '1', isolate: '0', hidden: '0', macfilter: 'disable', maclist: [] });
    const g5 = await loaded('5g');
    expect(g5).toMatchObject({ band: '5g', channel: '36', htmode: 'ht80', ssid: `${g24.ssid}-5G` });
  });

  it('reads what OpenWrt also writes: channel 0 and auto, NOHT, HE40, a space-separated maclist', async () => {
    await writeFile(
      factory.path('wireless'),
      factory.text('wireless')
        .replace("option channel '1'", "option channel '0'")
        .replace("option htmode 'VHT80'", "option htmode 'HE40'")
        .replace("option htmode 'HT20'", "option htmode 'NOHT'")
        .replace("option mode 'ap'", "option mode 'ap'\n\toption macfilter 'deny'\n\toption maclist '00:11:22:33:44:55 66:77:88:99:AA:BB'"),
    );
    try {
      expect(await loaded('2g')).toMatchObject({ channel: 'auto', workMode: 'legacy', macfilter: 'deny', maclist: ['00:11:22:33:44:55', '66:77:88:99:AA:BB'] });
      expect(await loaded('5g')).toMatchObject({ workMode: '11ax', htmode: 'ht40' });
    } finally {
      await factory.restore();
    }
  });

  it('answers -12 when the file has no radio for the band', async () => {
    await writeFile(factory.path('wireless'), factory.text('wireless').replace("option band '5g'", "option band '6g'"));
    try {
      expect(await kit.call('get_wifi_config', { band: '5g' })).toEqual({ code: '-12', msg: 'wireless: no 5G radio' });
    } finally {
      await factory.restore();
    }
  });
});

describe('set_wifi_config', () => {
  it('lands every option under the band radio and its access point, keeps unknown ones, and survives a restart', async () => {
    await writeFile(
      factory.path('wireless'),
      `${factory.text('wireless').replace("option mode 'ap'", "option mode 'ap'\n\toption ieee80211r '1'")}\nconfig wifi-iface 'mesh0'\n\toption device 'radio0'\n\toption mode 'mesh'\n\toption mesh_id 'backhaul'\n`,
    );
    const g24 = await loaded('2g');
    const changed = {
      ...g24,
      enabled: '0',
      ssid: 'Bob\'s "Home" <b>咖啡</b> ☕',
      hidden: '1',
      encryption: 'psk-mixed',
      key: 'new-Secret-9',
      htmode: 'ht40',
      country: 'US',
      channel: '11',
      frag: 2000,
      rts: 500,
      wmm: '0',
      isolate: '1',
      macfilter: 'allow',
      maclist: ['00:11:22:33:44:55', 'AA:BB:CC:DD:EE:FF'],
    };
    expect(await save(changed)).toEqual({ code: '1' });

    const radio = (name: string) => uciValue(kit.device, 'wireless', 'radio0', name);
    const ap = (name: string) => uciValue(kit.device, 'wireless', 'default_radio0', name);
    expect([await radio('disabled'), await radio('htmode'), await radio('country'), await radio('channel')]).toEqual(['1', 'HT40', 'US', '11']);
    expect([await radio('frag'), await radio('rts'), await radio('cell_density')]).toEqual(['2000', '500', '0']);
    expect([await ap('ssid'), await ap('hidden'), await ap('encryption'), await ap('key')]).toEqual([changed.ssid, '1', 'psk-mixed', 'new-Secret-9']);
    expect([await ap('wmm'), await ap('isolate'), await ap('macfilter'), await ap('maclist')]).toEqual(['0', '1', 'allow', changed.maclist]);
    expect(await ap('ieee80211r')).toBe('1');
    expect(await uciValue(kit.device, 'wireless', 'mesh0', 'mesh_id')).toBe('backhaul');
    expect(await uciValue(kit.device, 'wireless', 'radio1', 'channel')).toBe('36');

    try {
      await kit.restart();
      expect(await kit.call('get_wifi_config', { band: '2g' })).toEqual({ code: '1', ...changed });
    } finally {
      await factory.restore();
    }
  });

  it("removes the macfilter option when the filter is off, as LuCI does: hostapd.sh knows only 'allow' and 'deny' (issue 13.10)", async () => {
    try {
      const g24 = await loaded('2g');
      expect((await save({ ...g24, macfilter: 'deny', maclist: ['00:11:22:33:44:55'] })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'default_radio0', 'macfilter')).toBe('deny');
      expect((await save({ ...g24, macfilter: 'disable', maclist: ['00:11:22:33:44:55'] })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'default_radio0', 'macfilter')).toBeUndefined();
      expect((await loaded('2g')).macfilter).toBe('disable');
    } finally {
      await factory.restore();
    }
  });

  it('saves the 5G band with VHT80, a high channel and legacy mode as NOHT', async () => {
    try {
      const g5 = await loaded('5g');
      expect((await save({ ...g5, channel: '149', htmode: 'ht80' })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'radio1', 'channel')).toBe('149');
      expect(await uciValue(kit.device, 'wireless', 'radio1', 'htmode')).toBe('VHT80');
      const { htmode: _htmode, ...legacy } = { ...g5, workMode: 'legacy' };
      expect((await save(legacy)).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'radio1', 'htmode')).toBe('NOHT');
      expect((await loaded('5g')).workMode).toBe('legacy');
    } finally {
      await factory.restore();
    }
  });

  it('changes no byte when saved as loaded, and keeps an 802.11ax htmode of the same width', async () => {
    await writeFile(factory.path('wireless'), factory.text('wireless').replace("option htmode 'VHT80'", "option htmode 'HE80'"));
    try {
      const before = await snapshot(kit.device);
      expect((await save(await loaded('2g'))).code).toBe('1');
      expect((await save(await loaded('5g'))).code).toBe('1');
      expect(await snapshot(kit.device)).toEqual(before);
    } finally {
      await factory.restore();
    }
  });

  it("writes the radio's own family at a new width: VHT on 5G, HE on an ax radio, HT on 2.4G, so mac80211.sh keeps 802.11ac (issue 13.2)", async () => {
    try {
      expect((await save({ ...(await loaded('5g')), htmode: 'ht40' })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'radio1', 'htmode')).toBe('VHT40');
      expect((await save({ ...(await loaded('5g')), htmode: 'ht20' })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'radio1', 'htmode')).toBe('VHT20');
      expect((await save({ ...(await loaded('2g')), htmode: 'ht40' })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'radio0', 'htmode')).toBe('HT40');
      await writeFile(factory.path('wireless'), factory.text('wireless').replace("option htmode 'VHT80'", "option htmode 'HE80'"));
      expect((await save({ ...(await loaded('5g')), htmode: 'ht40' })).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'radio1', 'htmode')).toBe('HE40');
    } finally {
      await factory.restore();
    }
  });

  it("adds no country or channel on an unchanged save of a radio without them: absent is the driver's world domain and auto (issue 13.8)", async () => {
    await writeFile(factory.path('wireless'), factory.text('wireless').replace("\toption channel '1'\n", '').replace(/\toption country 'CN'\n/g, ''));
    try {
      const before = await snapshot(kit.device);
      expect(await loaded('2g')).toMatchObject({ country: '00', channel: 'auto' });
      expect((await save(await loaded('2g'))).code).toBe('1');
      expect(await snapshot(kit.device)).toEqual(before);
    } finally {
      await factory.restore();
    }
  });

  it('refuses a channel the country does not allow, or one the width cannot bond (issue 13.16)', async () => {
    const before = await snapshot(kit.device);
    const us13 = await save({ ...(await loaded('2g')), country: 'US', channel: '13' });
    expect(us13).toMatchObject({ code: '-2', errors: [{ field: 'channel', key: 'validation.wifiChannelCountry' }] });
    const at80 = await save({ ...(await loaded('5g')), channel: '165', htmode: 'ht80' });
    expect(at80).toMatchObject({ code: '-2', errors: [{ field: 'channel', key: 'validation.wifiChannelCountry' }] });
    const eu149 = await save({ ...(await loaded('5g')), country: 'DE', channel: '149', htmode: 'ht20' });
    expect(eu149).toMatchObject({ code: '-2', errors: [{ field: 'channel', key: 'validation.wifiChannelCountry' }] });
    expect(await snapshot(kit.device)).toEqual(before);
    expect((await save({ ...(await loaded('5g')), channel: '165', htmode: 'ht20' })).code).toBe('1');
    await factory.restore();
  });

  it("refuses an allow list that is empty or leaves out the caller's own Wi-Fi device (issue 13.13)", async () => {
    const before = await snapshot(kit.device);
    const g24 = await loaded('2g');
    expect(await save({ ...g24, macfilter: 'allow', maclist: [] })).toMatchObject({ code: '-2', errors: [{ field: 'maclist', key: 'validation.macAllowEmpty' }] });
    expect(await save({ ...g24, macfilter: 'allow', maclist: undefined })).toMatchObject({ code: '-2', errors: [{ field: 'maclist', key: 'validation.macAllowEmpty' }] });
    const platform = kit.device.device.services.platform;
    const caller = { hostname: 'admin-phone', ip: '127.0.0.1', mac: '3C:22:FB:AA:BB:CC', interface: 'wifi-2g' as const, rxBytes: 0, txBytes: 0, connectedSince: Date.now() };
    const spy = vi.spyOn(platform, 'lanClients').mockResolvedValue([caller]);
    try {
      expect(await save({ ...g24, macfilter: 'allow', maclist: ['00:11:22:33:44:55'] })).toMatchObject({ code: '-2', errors: [{ field: 'maclist', key: 'validation.macAllowSelf' }] });
      expect(await snapshot(kit.device)).toEqual(before);
      // Another band's allow list does not cut the caller off; listing the caller is taken.
      expect((await save({ ...(await loaded('5g')), macfilter: 'allow', maclist: ['00:11:22:33:44:55'] })).code).toBe('1');
      expect((await save({ ...g24, macfilter: 'allow', maclist: ['3c:22:fb:aa:bb:cc'] })).code).toBe('1');
    } finally {
      spy.mockRestore();
      await factory.restore();
    }
  });

  it('opens the network without a key, keeping the stored key for later', async () => {
    try {
      const { key: _key, ...open } = { ...(await loaded('2g')), encryption: 'none' };
      expect((await save(open)).code).toBe('1');
      expect(await uciValue(kit.device, 'wireless', 'default_radio0', 'encryption')).toBe('none');
      expect(await uciValue(kit.device, 'wireless', 'default_radio0', 'key')).toBeTruthy();
    } finally {
      await factory.restore();
    }
  });

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty SSID', { ssid: '' }, 'ssid', 'validation.ssid'],
    ['an SSID over 32 bytes', { ssid: '无线网络无线网络无线网络无' }, 'ssid', 'validation.ssid'],
    ['a 7-character password', { key: '1234567' }, 'key', 'validation.wifiPassword'],
    ['no password for WPA2', { key: '' }, 'key', 'validation.wifiPassword'],
    ['an unknown encryption', { encryption: 'wep' }, 'encryption', 'validation.invalid'],
    ['a 5G channel on 2.4G', { channel: '36' }, 'channel', 'validation.wifiChannel'],
    ['channel 14', { channel: '14' }, 'channel', 'validation.invalid'],
    ['ht80 on 2.4G', { htmode: 'ht80' }, 'htmode', 'validation.wifiHtmode'],
    ['fragmentation 255', { frag: 255 }, 'frag', 'validation.fragThreshold'],
    ['fragmentation 2347', { frag: 2347 }, 'frag', 'validation.fragThreshold'],
    ['RTS 0', { rts: 0 }, 'rts', 'validation.rtsThreshold'],
    ['RTS 2348', { rts: 2348 }, 'rts', 'validation.rtsThreshold'],
    ['a bad MAC on the second line', { maclist: ['00:11:22:33:44:55', '00-11-22-33-44-66'] }, 'maclist.1', 'validation.mac'],
    ['an unknown country', { country: 'XX' }, 'country', 'validation.invalid'],
    ['a field set_wifi_config does not take', { txpower: '20' }, 'txpower', 'validation.unknownField'],
  ];

  it.each(refused)('refuses %s with -2 on its field and leaves the files as they were', async (_name, change, field, key) => {
    const before = await snapshot(kit.device);
    const body = await save({ ...(await loaded('2g')), ...change });
    expect(body.code).toBe('-2');
    expect(body.errors).toContainEqual({ field, key });
    expect(await snapshot(kit.device)).toEqual(before);
  });

  it('refuses a 2.4G channel on 5G', async () => {
    const body = await save({ ...(await loaded('5g')), channel: '6' });
    expect(body).toMatchObject({ code: '-2', errors: [{ field: 'channel', key: 'validation.wifiChannel' }] });
  });
});

describe('menu_conf.json', () => {
  it('gates each band by its own feature: wifi_5 off refuses the 5G band only', async () => {
    await withFeatureOff(kit, 'wifi', 'wifi_5', async () => {
      expect((await kit.call('get_wifi_config', { band: '5g' })).code).toBe('-9');
      expect((await kit.call('get_wifi_config', { band: '2g' })).code).toBe('1');
    });
  });
});
