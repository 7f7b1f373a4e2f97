import { writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { configFile, configFiles } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { sectionsBut } from '../../../../device/test-support/uci-sections';

const kit = tabDevicePerTest();

const unicom = {
  priority: '1',
  proto: 'qmi',
  country: 'CN',
  isp: 'cucc',
  apn: '3gnet',
  auth: 'pap',
  username: 'card',
  password: 'apn-Secret-42',
  pincode: '2468',
  pdptype: 'ip',
};
const wwanSection = (file: string) => /config interface 'wwan'\n(?:\t.*\n)*/.exec(file)?.[0];
const wanSection = (file: string) => /config interface 'wan'\n(?:\t.*\n)*/.exec(file)?.[0];

describe('get_cellular_config / set_cellular_config', () => {
  it("answers the factory modem: QMI, China Mobile's cmnet, WAN preferred", async () => {
    expect(await kit.ok('get_cellular_config')).toEqual({
      code: '1',
      priority: '0',
      proto: 'qmi',
      country: 'CN',
      isp: 'cmcc',
      apn: 'cmnet',
      dialnumber: '',
      auth: 'none',
      username: '',
      pdptype: 'ipv4v6',
    });
  });

  it("saves network.wwan with qmi's option names, the 4G priority as metrics, the ISP in our own file, and survives a restart", async () => {
    const before = await configFile(kit.device.dataDir, 'network');
    await kit.ok('set_cellular_config', unicom);
    const after = await configFile(kit.device.dataDir, 'network');
    expect(wwanSection(after)).toBe(
      "config interface 'wwan'\n\toption proto 'qmi'\n\toption device '/dev/cdc-wdm0'\n\toption apn '3gnet'\n\toption auth 'pap'\n\toption pdptype 'ip'\n\toption metric '1'\n\toption username 'card'\n\toption password 'apn-Secret-42'\n\toption pincode '2468'\n",
    );
    // The default route with the lower metric wins: the modem's 1 below the WAN's 10.
    expect(wanSection(after)).toBe("config interface 'wan'\n\toption device 'wan'\n\toption proto 'dhcp'\n\toption metric '10'\n");
    expect(sectionsBut('wwan', after).filter((section) => section.name !== 'wan')).toEqual(
      sectionsBut('wwan', before).filter((section) => section.name !== 'wan'),
    );
    expect(await configFile(kit.device.dataDir, 'cellular')).toContain("config operator 'wwan'\n\toption country 'CN'\n\toption isp 'cucc'\n");

    await kit.restart();
    const { password: _password, pincode: _pincode, ...readable } = unicom;
    expect(await kit.ok('get_cellular_config')).toEqual({ code: '1', ...readable, dialnumber: '' });
  });

  it('keeps the PIN and the password write-only: never answered, kept when sent empty or left out', async () => {
    await kit.ok('set_cellular_config', unicom);
    await kit.ok('set_cellular_config', { ...unicom, password: '', pincode: undefined, apn: 'uninet' });
    const answer = JSON.stringify(await kit.ok('get_cellular_config'));
    expect(answer).not.toContain('apn-Secret-42');
    expect(answer).not.toContain('2468');
    const wwan = wwanSection(await configFile(kit.device.dataDir, 'network'));
    expect(wwan).toContain("\toption password 'apn-Secret-42'\n");
    expect(wwan).toContain("\toption pincode '2468'\n");
    expect(wwan).toContain("\toption apn 'uninet'\n");
  });

  it('switches to PPP dialing: the serial port, the dial number, no qmi-only options', async () => {
    await kit.ok('set_cellular_config', { ...unicom, proto: '3g', dialnumber: '*99#' });
    const wwan = wwanSection(await configFile(kit.device.dataDir, 'network')) ?? '';
    expect(wwan).toContain("\toption proto '3g'\n\toption device '/dev/ttyUSB2'\n");
    expect(wwan).toContain("\toption dialnumber '*99#'\n");
    expect(wwan).not.toMatch(/option (auth|pdptype) /);
    expect(await kit.ok('get_cellular_config')).toMatchObject({ proto: '3g', dialnumber: '*99#' });
  });

  it('drops a pppd plugin and connect script set by hand in network.wwan (issue 26.1)', async () => {
    const text = (await configFile(kit.device.dataDir, 'network')).replace("config interface 'wwan'\n", "config interface 'wwan'\n\toption pppd_options 'debug plugin /tmp/evil.so'\n\toption connect '/tmp/x'\n");
    await writeFile(`${kit.device.dataDir}/config/network`, text);
    await kit.ok('set_cellular_config', { ...unicom, proto: '3g', dialnumber: '*99#' });
    const wwan = wwanSection(await configFile(kit.device.dataDir, 'network')) ?? '';
    expect(wwan).not.toContain('pppd_options');
    expect(wwan).not.toContain('option connect');
  });

  it("writes mbim.sh's spelling of IPv4 and reads it back as the console's", async () => {
    await kit.ok('set_cellular_config', { ...unicom, proto: 'mbim', pdptype: 'ip' });
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).toContain("\toption pdptype 'ipv4'\n");
    expect(await kit.ok('get_cellular_config')).toMatchObject({ proto: 'mbim', pdptype: 'ip' });
  });

  it("writes only the authentications each handler reads: umbim's pap/chap and none, no auth for ncm or PPP (issue 13.3)", async () => {
    await kit.refused('set_cellular_config', { ...unicom, proto: 'mbim', auth: 'both' }, [{ field: 'auth', key: 'validation.cellularAuth' }]);
    await kit.ok('set_cellular_config', { ...unicom, proto: 'mbim', auth: 'none', username: '', password: '' });
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).not.toContain('option auth');
    await kit.ok('set_cellular_config', { ...unicom, proto: 'mbim', auth: 'chap' });
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).toContain("\toption auth 'chap'\n");
    // ncm.sh pastes auth into vendor AT commands: never written; its pdptype as LuCI spells it.
    await kit.ok('set_cellular_config', { ...unicom, proto: 'ncm', auth: 'pap', pdptype: 'ipv4v6' });
    const ncm = wwanSection(await configFile(kit.device.dataDir, 'network')) ?? '';
    expect(ncm).not.toContain('option auth');
    expect(ncm).toContain("\toption pdptype 'IPV4V6'\n");
    expect(await kit.ok('get_cellular_config')).toMatchObject({ proto: 'ncm', auth: 'none', pdptype: 'ipv4v6' });
  });

  it('shows and keeps a ModemManager setup and its sysfs device; a port the page did not change stays (issue 13.7)', async () => {
    const network = await configFile(kit.device.dataDir, 'network');
    const mm = "config interface 'wwan'\n\toption proto 'modemmanager'\n\toption device '/sys/devices/platform/soc/usb1/1-1.2'\n\toption apn '3gnet'\n\tlist allowedauth 'pap'\n\tlist allowedauth 'chap'\n\toption iptype 'ipv4'\n\toption metric '20'\n";
    await writeFile(`${kit.device.dataDir}/config/network`, network.replace(wwanSection(network) ?? '', mm));
    const shown = await kit.ok('get_cellular_config');
    expect(shown).toMatchObject({ proto: 'modemmanager', auth: 'both', pdptype: 'ip', apn: '3gnet' });
    const { code: _code, ...unchanged } = shown;
    await kit.ok('set_cellular_config', unchanged);
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).toBe(mm);

    await kit.ok('set_cellular_config', { ...unchanged, proto: 'qmi' });
    await writeFile(`${kit.device.dataDir}/config/network`, (await configFile(kit.device.dataDir, 'network')).replace('/dev/cdc-wdm0', '/dev/cdc-wdm1'));
    await kit.ok('set_cellular_config', { ...unchanged, proto: 'mbim', auth: 'pap' });
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).toContain("\toption device '/dev/cdc-wdm1'\n");
  });

  it("puts the modem in the firewall's wan zone, so fw4 forwards and masquerades LAN traffic to it (issue 13.1)", async () => {
    const zoneNetworks = async () => /config zone\n\toption name\s+'?wan'?\n((?:\t.*\n)*)/.exec(await configFile(kit.device.dataDir, 'firewall'))?.[1] ?? '';
    expect(await zoneNetworks()).toContain("list network 'wwan'");
    const firewall = await configFile(kit.device.dataDir, 'firewall');
    await writeFile(`${kit.device.dataDir}/config/firewall`, firewall.replace("\tlist network 'wwan'\n", ''));
    expect(await zoneNetworks()).not.toContain('wwan');
    await kit.ok('set_cellular_config', unicom);
    expect(await zoneNetworks()).toMatch(/list network 'wan'\n\tlist network 'wan6'\n\tlist network 'wwan'\n/);
  });

  it('turns the 4G priority off back to the factory metrics', async () => {
    await kit.ok('set_cellular_config', unicom);
    await kit.ok('set_cellular_config', { ...unicom, priority: '0' });
    const network = await configFile(kit.device.dataDir, 'network');
    expect(wwanSection(network)).toContain("\toption metric '20'\n");
    expect(wanSection(network)).toBe("config interface 'wan'\n\toption device 'wan'\n\toption proto 'dhcp'\n");
  });

  it("left without an authentication, gives a user name the protocol's PAP/CHAP rather than none, and 3g (pppd) no auth at all", async () => {
    const { auth: _auth, ...noAuth } = unicom;
    await kit.ok('set_cellular_config', { ...noAuth, username: '', password: '' });
    expect(await kit.ok('get_cellular_config')).toMatchObject({ auth: 'none' });
    await kit.ok('set_cellular_config', noAuth);
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).toContain("\toption auth 'both'\n");
    await kit.ok('set_cellular_config', { ...noAuth, proto: '3g' });
    expect(wwanSection(await configFile(kit.device.dataDir, 'network'))).not.toContain('option auth');
  });

  it('answers -2 with the field for every bad value, changing no file', async () => {
    const refuse = (input: Record<string, unknown>, field: string, key: string) => kit.refused('set_cellular_config', input, [{ field, key }]);
    await refuse({ ...unicom, apn: 'my apn' }, 'apn', 'validation.apn');
    await refuse({ ...unicom, apn: 'a'.repeat(101) }, 'apn', 'validation.apn');
    await refuse({ ...unicom, apn: '-cmnet' }, 'apn', 'validation.apn');
    await refuse({ ...unicom, pincode: '123' }, 'pincode', 'validation.simPin');
    await refuse({ ...unicom, pincode: '12a4' }, 'pincode', 'validation.simPin');
    await refuse({ ...unicom, proto: '3g', dialnumber: '*99#; reboot' }, 'dialnumber', 'validation.dialNumber');
    await refuse({ ...unicom, isp: 'verizon' }, 'isp', 'validation.cellularIsp');
    await refuse({ ...unicom, country: 'FR' }, 'country', 'validation.invalid');
    await refuse({ ...unicom, proto: 'ppp' }, 'proto', 'validation.invalid');
    await refuse({ ...unicom, priority: 'on' }, 'priority', 'validation.invalid');
    await refuse({ ...unicom, username: 'card\nuser' }, 'username', 'validation.text');
    await refuse({ ...unicom, auth: 'mschapv2' }, 'auth', 'validation.invalid');
    // qmi.sh hands uqmi --auth-type only when auth is set: 'none' with a user name connects without PAP/CHAP.
    await refuse({ ...unicom, auth: 'none' }, 'auth', 'validation.cellularAuthNeeded');
    await refuse({ ...unicom, proto: 'mbim', auth: 'none', password: '' }, 'auth', 'validation.cellularAuthNeeded');
    await refuse({ ...unicom, pin: '1234' }, 'pin', 'validation.unknownField');
  });
});

describe('get_cellular_status / get_cellular_log', () => {
  it("shows the modem's session, signal and its own traffic, which grows", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await kit.replace();
    const first = await kit.ok('get_cellular_status');
    expect(first).toMatchObject({ present: true, state: 'connected', model: 'Quectel EC200A-CN' });
    expect(first.ipaddr).toMatch(/^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.\d+\.\d+$/);
    // issue 42.2: one signal truth: the network type and the signal are the Radio panel's technology and RSRP
    const radio = await kit.ok('get_radio_status');
    const names: Record<string, string> = { lte: 'LTE', nr5g_nsa: '5G NSA', nr5g_sa: '5G SA' };
    expect(first).toMatchObject({ networkType: names[radio.technology], signalDbm: radio.rsrp, signalMetric: 'rsrp' });
    expect(await kit.ok('get_cellular_info')).toMatchObject({ networkType: names[radio.technology], signalDbm: radio.rsrp, signalMetric: 'rsrp' });
    vi.setSystemTime(Date.now() + 10_000);
    const second = await kit.ok('get_cellular_status');
    expect(second.rxBytes).toBeGreaterThan(first.rxBytes);
    expect(second.connectedSeconds).toBe(first.connectedSeconds + 10);
  });

  it('answers the modem log, oldest first, from power-on to the data session and its signal reports', async () => {
    const { entries } = await kit.ok('get_cellular_log');
    const messages = entries.map((entry: { message: string }) => entry.message);
    expect(messages.length).toBeLessThanOrEqual(200);
    expect(messages).toContainEqual(expect.stringMatching(/^Signal -\d+(\.\d)? dBm, (LTE|5G NSA)$/));
    const times = entries.map((entry: { time: number }) => entry.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
    // Each known event names itself and its values, for the console's words (issue 13.25).
    expect(entries[0]).toMatchObject({ event: 'modemFound', params: { port: '/dev/cdc-wdm0' } });
    expect(entries.at(-1)).toMatchObject({ event: 'signal', params: { rat: expect.stringMatching(/^(LTE|5G NSA)$/) } });
  });

  it('answers the same state and log after a reboot, from power-on again', async () => {
    await kit.device.device.services.platform.rebooted();
    const { entries } = await kit.ok('get_cellular_log');
    expect(entries[0].message).toBe('Quectel EC200A-CN found, control port /dev/cdc-wdm0');
    expect(await kit.ok('get_cellular_status')).toMatchObject({ state: 'connecting', ipaddr: '', connectedSeconds: 0, rxRate: 0 });
  });
});

describe('read-only ops', () => {
  it('change no file', async () => {
    const before = await configFiles(kit.device.dataDir);
    for (const op of ['get_cellular_config', 'get_cellular_status', 'get_cellular_log']) await kit.ok(op);
    expect(await configFiles(kit.device.dataDir)).toEqual(before);
  });
});
