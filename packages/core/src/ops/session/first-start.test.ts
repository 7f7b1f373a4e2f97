// The first-start wizard through HTTP (issue 32.2): due on a fresh unit, one save of every part
// as one History entry with OpenWrt's option names, nothing written when any part is refused,
// never offered again until a factory reset.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFile, configFiles } from '../../../../device/test-support/config-files';
import { testInitialPassword, type TestDevice } from '../../../../device/test-support/test-device';
import { devicesPerTest } from '../../../../device/test-support/devices-per-test';
import { parseUci } from '../../uci/uci-parse';
import { getOption, getSection, sectionsOfType } from '../../uci/uci-edit';

const devices = devicesPerTest();

async function signedIn(options: Parameters<typeof devices.start>[0] = {}) {
  const device = await devices.start(options);
  const token = await device.login();
  const call = async (op: string, input: Record<string, unknown> = {}) => (await device.call(op, { token, input })).body;
  return { device, token, call };
}

const history = async (call: (op: string) => Promise<{ entries: Array<{ op: string; files: Array<{ pkg: string }> }> }>) => (await call('get_history')).entries;
const uci = async (device: TestDevice, pkg: string) => parseUci(await configFile(device.dataDir, pkg), pkg);

const wizard = {
  password: 'New-Admin-Pass-7',
  wan: { proto: 'pppoe', username: 'home@isp', password: 'Isp-Secret-1' },
  wifi: [
    { band: '2g', ssid: 'Home 2.4', key: 'wifi-key-24g' },
    { band: '5g', ssid: 'Home 5G', key: 'wifi-key-5g!' },
  ],
  zonename: 'Europe/Berlin',
};

describe('first start (issue 32.2)', () => {
  it('is due on a fresh unit and suggests the uplink the simulated ISP answers on: DHCP, with the SIM seen', async () => {
    const { call } = await signedIn();
    expect((await call('get_web_msg')).first_start).toBe(true);
    expect(await call('wan_type_detect')).toEqual({ code: '1', suggested: 'dhcp', dhcp: true, pppoe: false, sim: true, signalDbm: expect.any(Number) });
  });

  it('saves every part as one History entry in the options OpenWrt reads, then the new password, and is never due again', async () => {
    const { device, token, call } = await signedIn();
    const before = (await history(call)).length;
    expect(await call('set_first_start', wizard)).toEqual({ code: '1' });

    const entries = await history(call);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ op: 'set_first_start' });
    expect(entries[0]!.files.map((file) => file.pkg).sort()).toEqual(['network', 'system', 'wireless']);

    // netifd's PPPoE handler (/lib/netifd/proto/ppp.sh, proto_pppoe_setup) reads username and password.
    const wan = getSection(await uci(device, 'network'), 'wan')!;
    expect([getOption(wan, 'proto'), getOption(wan, 'username'), getOption(wan, 'password')]).toEqual(['pppoe', 'home@isp', 'Isp-Secret-1']);
    // hostapd.sh (wifi-scripts) reads ssid, encryption and key of each wifi-iface.
    const wireless = await uci(device, 'wireless');
    const ap = (name: string) => getSection(wireless, name)!;
    expect(['ssid', 'encryption', 'key'].map((option) => getOption(ap('default_radio0'), option))).toEqual(['Home 2.4', 'psk2+ccmp', 'wifi-key-24g']);
    expect(['ssid', 'encryption', 'key'].map((option) => getOption(ap('default_radio1'), option))).toEqual(['Home 5G', 'psk2+ccmp', 'wifi-key-5g!']);
    // /etc/init.d/system writes timezone (the POSIX string busybox and musl read) to /tmp/TZ.
    const [system] = sectionsOfType(await uci(device, 'system'), 'system');
    expect([getOption(system!, 'zonename'), getOption(system!, 'timezone')]).toEqual(['Europe/Berlin', 'CET-1CEST,M3.5.0,M10.5.0/3']);

    // The wizard's session stays; the initial password no longer signs in, the new one does.
    expect((await device.call('long_link', { token })).body.code).toBe('1');
    expect((await device.call('login', { input: { username: 'admin', password: testInitialPassword } })).body.code).toBe('-3');
    const again = await device.login(wizard.password);
    expect((await device.call('get_web_msg', { token: again })).body.first_start).toBe(false);
    expect(await call('set_first_start', {})).toEqual({ code: '-12', msg: 'firstStart.done' });
  });

  it('takes a SIM as the uplink as the 3G/4G tab saves it: the APN, a custom ISP, the modem preferred', async () => {
    const { device, call } = await signedIn();
    expect(await call('set_first_start', { cellular: { apn: 'home.apn', username: '', password: '' } })).toEqual({ code: '1' });
    // The modem's netifd protocol handler (qmi.sh by default) reads apn; netifd reads metric for its default route.
    const network = await uci(device, 'network');
    expect([getOption(getSection(network, 'wwan')!, 'apn'), getOption(getSection(network, 'wwan')!, 'metric')]).toEqual(['home.apn', '1']);
    expect(getOption(getSection(await uci(device, 'cellular'), 'wwan')!, 'isp')).toBe('custom');
    const [entry] = await history(call);
    expect(entry).toMatchObject({ op: 'set_first_start' });
  });

  it("writes auth beside a SIM's user name and password, as qmi.sh passes uqmi --auth-type only when it is set", async () => {
    const { device, call } = await signedIn();
    expect(await call('set_first_start', { cellular: { apn: 'private.apn', username: 'card', password: 'Apn-Secret-7' } })).toEqual({ code: '1' });
    const wwan = getSection(await uci(device, 'network'), 'wwan')!;
    expect([getOption(wwan, 'proto'), getOption(wwan, 'auth'), getOption(wwan, 'username')]).toEqual(['qmi', 'both', 'card']);
  });

  it('writes nothing when a part is refused: a bad 5G key, or PPPoE without a password', async () => {
    const { device, call } = await signedIn();
    const files = await configFiles(device.dataDir);
    const badKey = { ...wizard, wifi: [wizard.wifi[0], { ...wizard.wifi[1], key: 'short' }] };
    expect(await call('set_first_start', badKey)).toMatchObject({ code: '-2', errors: [{ field: 'wifi.1.key', key: 'validation.wifiPassword' }] });
    // The WAN tab's own refusal (no PPPoE password stored yet), named under the wizard's part.
    const noPassword = { ...wizard, wan: { proto: 'pppoe', username: 'home@isp' } };
    expect(await call('set_first_start', noPassword)).toMatchObject({ code: '-2', errors: [{ field: 'wan.password', key: 'validation.required' }] });
    expect(await configFiles(device.dataDir)).toEqual(files);
    expect((await call('get_history')).entries.filter((entry: { op: string }) => entry.op === 'set_first_start')).toEqual([]);
    expect((await call('get_web_msg')).first_start).toBe(true);
    expect(await device.login(testInitialPassword)).toEqual(expect.any(String));
  });

  it('lands no part when a later part is refused inside the changeset: the WAN and 2.4G stay as they were', async () => {
    const { device, call } = await signedIn();
    // A hand-edited 5G radio the Wi-Fi tab's rules refuse (channel 7 is no 5 GHz channel): the
    // WAN and 2.4G parts are already in the changeset when the 5G part is checked.
    const wireless = path.join(device.dataDir, 'config', 'wireless');
    await writeFile(wireless, (await readFile(wireless, 'utf8')).replace("option channel '36'", "option channel '7'"));
    const files = await configFiles(device.dataDir);
    const body = await call('set_first_start', { wan: wizard.wan, wifi: wizard.wifi });
    expect(body).toMatchObject({ code: '-2', errors: [expect.objectContaining({ field: expect.stringMatching(/^wifi\.1\./) })] });
    expect(await configFiles(device.dataDir)).toEqual(files);
    expect((await call('get_web_msg')).first_start).toBe(true);
  });

  it('counts a skip as done: no change, the initial password kept, not due again', async () => {
    const { device, call } = await signedIn();
    const files = await configFiles(device.dataDir);
    expect(await call('set_first_start', {})).toEqual({ code: '1' });
    expect(await configFiles(device.dataDir)).toEqual(files);
    expect((await call('get_web_msg')).first_start).toBe(false);
    expect((await device.call('get_web_msg', { token: await device.login(testInitialPassword) })).body.first_start).toBe(false);
  });

  it('is not due when the admin changed the initial password first, and due again after a factory reset', async () => {
    const { device, call } = await signedIn({ rebootSeconds: 0.3 });
    expect(await call('change_password', { oldpassword: testInitialPassword, newpassword: 'Changed-First-1' })).toEqual({ code: '1' });
    expect((await call('get_web_msg')).first_start).toBe(false);
    expect(await call('set_first_start', { password: 'Sneaky-Change-1' })).toEqual({ code: '-12', msg: 'firstStart.done' });
    expect(await call('reset')).toEqual({ code: '1' });
    const token = await signInWhenBack(device);
    expect((await device.call('get_web_msg', { token })).body.first_start).toBe(true);
  });
});

async function signInWhenBack(device: TestDevice): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await device.call('login', { input: { username: 'admin', password: testInitialPassword } }).catch(() => undefined);
    if (answer?.body.code === '1') return answer.body.access_token as string;
  }
  throw new Error('the unit did not come back after the reset');
}
