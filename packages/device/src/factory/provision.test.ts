import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FeatureGroups } from '@rc/contract/features';
import { testInitialPassword, type TestDevice } from '../../test-support/test-device';
import { devicesPerTest } from '../../test-support/devices-per-test';
import { createIdentity, defaultSsid } from './device-identity';
import { generateInitialPassword } from './initial-password';
import { parseUci } from '@rc/core/uci/uci-parse';
import { getOption, getSection } from '@rc/core/uci/uci-edit';

const devices = devicesPerTest();

const read = (device: TestDevice, file: string) => readFileSync(path.join(device.dataDir, file), 'utf8');

describe('first start', () => {
  it('creates the data folder: config files, menu_conf.json, factory copies, password and state', async () => {
    const device = await devices.start();
    for (const pkg of ['network', 'wireless', 'dhcp', 'firewall', 'system']) {
      expect(read(device, `config/${pkg}`)).toBe(read(device, `factory/config/${pkg}`));
    }
    expect(read(device, 'menu_conf.json')).toBe(read(device, 'factory/menu_conf.json'));
    expect(read(device, 'factory/initial-password').trim()).toBe(testInitialPassword);
    expect(JSON.parse(read(device, 'factory/identity.json'))).toMatchObject({ model: 'ZBT', serial: expect.any(String) });
    const admin = JSON.parse(read(device, 'state/admin.json'));
    expect(admin).toMatchObject({ algorithm: 'scrypt', salt: expect.any(String), hash: expect.any(String) });
    expect(read(device, 'state/admin.json')).not.toContain(testInitialPassword);
    expect(statSync(path.join(device.dataDir, 'factory/initial-password')).mode & 0o077).toBe(0);
  });

  it('keeps the label facts and the config files (the factory Wi-Fi key) owner-only, factory copies and live files alike', async () => {
    const device = await devices.start();
    const files = ['factory/identity.json', ...['network', 'wireless', 'dhcp', 'firewall', 'system'].flatMap((pkg) => [`factory/config/${pkg}`, `config/${pkg}`])];
    for (const file of files) expect(statSync(path.join(device.dataDir, file)).mode & 0o777, file).toBe(0o600);
  });

  it('makes them owner-only at the next start where an older version left them readable by all, and leaves the others', async () => {
    const device = await devices.start();
    const tightened = ['factory/identity.json', 'factory/config/wireless', 'config/wireless', 'config/network'];
    for (const file of [...tightened, 'config/dhcp']) chmodSync(path.join(device.dataDir, file), 0o644);
    const again = devices.add(await device.restart());
    for (const file of tightened) expect(statSync(path.join(again.dataDir, file)).mode & 0o777, file).toBe(0o600);
    expect(statSync(path.join(again.dataDir, 'config/dhcp')).mode & 0o777).toBe(0o644);
  });

  it('prints the initial password once, saying where it is kept, and never again', async () => {
    const device = await devices.start();
    const mentions = device.logs.filter((line) => line.includes(testInitialPassword));
    expect(mentions).toEqual([expect.stringContaining(path.join(device.dataDir, 'factory', 'initial-password'))]);
    const again = devices.add(await device.restart());
    expect(again.logs.some((line) => line.includes(testInitialPassword))).toBe(false);
  });

  it('gives two units started alike (same seed) their own Wi-Fi key, SSID and MAC', async () => {
    const [first, second] = [await devices.start(), await devices.start()];
    const key = (device: TestDevice) => getOption(getSection(parseUci(read(device, 'config/wireless'), 'wireless'), 'default_radio0') ?? { type: '', options: new Map() }, 'key');
    expect(key(first)).not.toBe(key(second));
    expect(read(first, 'config/network')).not.toBe(read(second, 'config/network'));
    expect(JSON.parse(read(first, 'factory/identity.json')).wifiKey).toBe(key(first));
  });

  it('writes the realistic dual-band 4G router of the OpenWrt defaults', async () => {
    const device = await devices.start();
    const network = parseUci(read(device, 'config/network'), 'network');
    const lan = getSection(network, 'lan');
    expect(lan && [getOption(lan, 'device'), getOption(lan, 'ipaddr'), getOption(lan, 'netmask')]).toEqual(['br-lan', '192.168.1.1', '255.255.255.0']);
    const wwan = getSection(network, 'wwan');
    expect(wwan && [getOption(wwan, 'proto'), getOption(wwan, 'apn')]).toEqual(['qmi', 'cmnet']);
    const wan = getSection(network, 'wan');
    expect(wan && getOption(wan, 'proto')).toBe('dhcp');

    const identity = JSON.parse(read(device, 'factory/identity.json'));
    const wireless = parseUci(read(device, 'config/wireless'), 'wireless');
    const ap2g = getSection(wireless, 'default_radio0');
    const ap5g = getSection(wireless, 'default_radio1');
    expect(ap2g && getOption(ap2g, 'ssid')).toBe(defaultSsid(identity));
    expect(ap2g && getOption(ap2g, 'ssid')).toMatch(/^ZBT-[0-9A-F]{4}$/);
    expect(ap5g && getOption(ap5g, 'ssid')).toBe(`${defaultSsid(identity)}-5G`);

    const dhcp = parseUci(read(device, 'config/dhcp'), 'dhcp');
    const pool = getSection(dhcp, 'lan');
    expect(pool && [getOption(pool, 'start'), getOption(pool, 'limit'), getOption(pool, 'leasetime')]).toEqual(['100', '151', '12h']);
    expect(read(device, 'config/firewall')).toContain("option syn_flood '1'");
    const system = read(device, 'config/system');
    expect(system).toContain("option zonename 'Asia/Shanghai'");
    expect(system).toContain("option timezone 'CST-8'");
  });

  it('enables every feature of the ZBT model', async () => {
    const device = await devices.start();
    const conf = JSON.parse(read(device, 'menu_conf.json'));
    expect(conf.config).toEqual({ frequency: 'dual', corporation: 'ZBT' });
    for (const [group, features] of Object.entries(FeatureGroups)) {
      for (const feature of features) expect(conf[group][feature]).toBe('1');
    }
  });

  it('ships the SL model with its brand and without some features', async () => {
    const device = await devices.start({ model: 'SL' });
    const conf = JSON.parse(read(device, 'menu_conf.json'));
    expect(conf.config.corporation).toBe('SL');
    expect(conf.srv.speech).toBe('0');
    expect(conf.wifi.wifi_scan).toBe('0');
    expect(conf.net.net_cellular2).toBe('0');
    expect(conf.net.net_wan).toBe('1');
    expect(read(device, 'config/wireless')).toMatch(/ssid 'SL-[0-9A-F]{4}'/);
  });

  it('keeps everything on later starts, even with other flags', async () => {
    const device = await devices.start();
    const changed = read(device, 'config/system').replace("'ZBT-WE1626'", "'my-router'");
    await writeFile(path.join(device.dataDir, 'config/system'), changed);
    const identity = read(device, 'factory/identity.json');
    const again = devices.add(await device.restart());
    expect(read(again, 'config/system')).toBe(changed);
    expect(read(again, 'factory/identity.json')).toBe(identity);
    await again.stop();
    const other = await devices.start({ dataDir: device.dataDir, model: 'SL', seed: 99, initialPassword: 'other-pass' });
    expect(read(other, 'factory/identity.json')).toBe(identity);
    expect(await other.login(testInitialPassword)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts back a config file deleted by hand from the factory copy', async () => {
    const device = await devices.start();
    await device.stop();
    const { rm } = await import('node:fs/promises');
    await rm(path.join(device.dataDir, 'config/dhcp'));
    await devices.start({ dataDir: device.dataDir });
    expect(existsSync(path.join(device.dataDir, 'config/dhcp'))).toBe(true);
  });
});

describe('factory facts', () => {
  it('draws every unit its own Wi-Fi key, SSID, MACs and serial, whatever the simulation seed', () => {
    const units = Array.from({ length: 20 }, () => createIdentity('ZBT'));
    for (const field of ['wifiKey', 'lanMac', 'serial', 'imei'] as const) expect(new Set(units.map((unit) => unit[field])).size).toBe(20);
    expect(new Set(units.map(defaultSsid)).size).toBeGreaterThan(15);
    for (const unit of units) expect(unit.wifiKey).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    const identity = createIdentity('ZBT');
    expect(identity.lanMac).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
    expect(identity.imei).toMatch(/^\d{15}$/);
    expect(identity.iccid).toMatch(/^89\d{18}$/);
  });

  it('makes readable random initial passwords of 12 characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateInitialPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
  });
});
