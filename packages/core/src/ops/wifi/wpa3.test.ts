// Issue 31.6: Wi-Fi 5/6 work modes and WPA3 as OpenWrt's own uci reads them back, and what the
// simulated radio and wpad do not support refused. mac80211.sh reads htmode (HE*: 802.11ax, VHT*:
// 802.11ac, NOHT: legacy) and legacy_rates; hostapd.sh reads encryption (sae: auth_type sae,
// sae-mixed: psk-sae) and ieee80211w (2 required, 1 optional).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { startTabDevice, type TabTestDevice } from '../../../../device/test-support/tab-test-kit';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

// OpenWrt's own uci (OPENWRT_TOOLS), as samba.test.ts uses it.
const UCI = openwrtUci ?? '';

let kit: TabTestDevice | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

async function loaded(band: '2g' | '5g') {
  const { code: _code, ...config } = await kit!.ok('get_wifi_config', { band });
  return config;
}

async function uciShow(): Promise<string> {
  const { stdout } = await promisify(execFile)(UCI, ['-c', path.join(kit!.device.dataDir, 'config'), 'show', 'wireless'], { env: openwrtUciEnv });
  return stdout;
}

describe('Wi-Fi 6 and WPA3 (seed 1: 802.11ax radios, wpad with SAE)', () => {
  it.skipIf(!existsSync(UCI))('writes 11ax at 80 MHz with WPA3-SAE and required PMF, and WPA2/WPA3 mixed with optional PMF', async () => {
    kit = await startTabDevice({ seed: 1 });
    expect(await kit.ok('get_wifi_support', { band: '5g' })).toMatchObject({ workModes: ['legacy', '11n', '11ac', '11ax'], he: true, sae: true });
    await kit.ok('set_wifi_config', { ...(await loaded('5g')), workMode: '11ax', htmode: 'ht80', encryption: 'sae', key: 'wpa3-Key-one' });
    let shown = await uciShow();
    expect(shown).toMatch(/wireless\.radio1\.htmode='HE80'/);
    expect(shown).toMatch(/wireless\.\S+\.encryption='sae'\n/);
    expect(shown).toMatch(/wireless\.\S+\.ieee80211w='2'/);
    expect(await loaded('5g')).toMatchObject({ workMode: '11ax', htmode: 'ht80', encryption: 'sae' });

    await kit.ok('set_wifi_config', { ...(await loaded('5g')), encryption: 'sae-mixed' });
    shown = await uciShow();
    expect(shown).toMatch(/encryption='sae-mixed'/);
    expect(shown).toMatch(/ieee80211w='1'/);

    await kit.ok('set_wifi_config', { ...(await loaded('5g')), workMode: '11ac', encryption: 'psk2+ccmp' });
    shown = await uciShow();
    expect(shown).toMatch(/wireless\.radio1\.htmode='VHT80'/);
    expect(shown).not.toMatch(/ieee80211w/);
  });

  it.skipIf(!existsSync(UCI))('writes 2.4G legacy as 802.11b/g (NOHT with legacy_rates) and 2.4G 11ax as HE', async () => {
    kit = await startTabDevice({ seed: 1 });
    const { htmode: _htmode, ...g2 } = await loaded('2g');
    await kit.ok('set_wifi_config', { ...g2, workMode: 'legacy' });
    const legacy = await uciShow();
    expect(legacy).toMatch(/wireless\.radio0\.htmode='NOHT'/);
    expect(legacy).toMatch(/wireless\.radio0\.legacy_rates='1'/);
    await kit.ok('set_wifi_config', { ...g2, workMode: '11ax', htmode: 'ht20' });
    const shown = await uciShow();
    expect(shown).toMatch(/wireless\.radio0\.htmode='HE20'/);
    expect(shown).not.toMatch(/legacy_rates/);
  });

  it.skipIf(!existsSync(UCI))('writes the guest network with WPA3-SAE and required PMF', async () => {
    kit = await startTabDevice({ seed: 1 });
    await kit.ok('set_guest_wifi', { enabled: '1', mode: '5g', ssid: 'Guest WPA3', hidden: '0', encryption: 'sae', key: 'guest-Pass-1' });
    const shown = await uciShow();
    expect(shown).toMatch(/wireless\.\S+\.ssid='Guest WPA3'/);
    expect(shown).toMatch(/encryption='sae'\n/);
    expect(shown).toMatch(/ieee80211w='2'/);
  });

  it('refuses widths a mode does not have and 11ac on 2.4G, changing nothing', async () => {
    kit = await startTabDevice({ seed: 1 });
    const g5 = await loaded('5g');
    const g2 = await loaded('2g');
    await kit.refused('set_wifi_config', { ...g5, workMode: '11n', htmode: 'ht80' }, [{ field: 'htmode', key: 'validation.wifiHtmode' }]);
    await kit.refused('set_wifi_config', { ...g2, workMode: '11ac', htmode: 'ht20' }, [{ field: 'workMode', key: 'validation.wifiWorkMode' }]);
    await kit.refused('set_wifi_config', { ...g5, encryption: 'sae; reboot' }, [{ field: 'encryption', key: expect.any(String) as unknown as string }]);
  });
});

describe('a radio without HE and a wpad without SAE (seed 7)', () => {
  it('offers no 11ax, says SAE is missing, and refuses both by field, changing no byte', async () => {
    kit = await startTabDevice({ seed: 7 });
    expect(await kit.ok('get_wifi_support', { band: '2g' })).toMatchObject({ workModes: ['legacy', '11n'], he: false, sae: false });
    const g5 = await loaded('5g');
    const before = await configFile(kit.device.dataDir, 'wireless');
    await kit.refused('set_wifi_config', { ...g5, workMode: '11ax', htmode: 'ht80' }, [{ field: 'workMode', key: 'validation.wifiNoHe' }]);
    await kit.refused('set_wifi_config', { ...g5, encryption: 'sae', key: 'wpa3-Key-one' }, [{ field: 'encryption', key: 'validation.wifiNoSae' }]);
    await kit.refused('set_guest_wifi', { enabled: '1', mode: '2g', ssid: 'Guest WPA3', hidden: '0', encryption: 'sae-mixed', key: 'guest-Pass-1' }, [{ field: 'encryption', key: 'validation.wifiNoSae' }]);
    expect(await configFile(kit.device.dataDir, 'wireless')).toBe(before);
  });
});
