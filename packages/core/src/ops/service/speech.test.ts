import { describe, expect, it } from 'vitest';
import type { SimulatedPlatform } from '../../../../device/src/platform/simulated/simulated-platform';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();
const speechFile = () => configFile(kit.device.dataDir, 'speech');
const wireless = () => configFile(kit.device.dataDir, 'wireless');
const section = (text: string, header: string) => {
  const start = text.indexOf(header);
  if (start < 0) return '';
  const end = text.indexOf('\nconfig ', start + 1);
  return text.slice(start, end < 0 ? undefined : end + 1);
};

const initial = { enabled: '0', platform: 'alexa', allowWifi: '1', allowGuestWifi: '1', allowDevices: '1', allowTraffic: '1', allowReboot: '0' };
const on = { ...initial, enabled: '1', platform: 'xiaoai' };
const logIn = () => kit.ok('set_cloud_login', { enabled: '1', server: 'cloud.example.net' });
const hear = (command: string) => kit.call('speech_simulate_command', { command });

describe('get_speech / set_speech', () => {
  it('answers the defaults (off, reboot not allowed), writes each option and keeps them over a restart', async () => {
    expect(await kit.ok('get_speech')).toEqual({ code: '1', ...initial });
    await logIn();
    const saved = { ...on, platform: 'tmall_genie', allowWifi: '0', allowTraffic: '0', allowReboot: '1' };
    await kit.ok('set_speech', saved);
    expect(await speechFile()).toBe(
      "package speech\n\nconfig speech 'speech'\n\toption enabled '1'\n\toption platform 'tmall_genie'\n\toption allow_wifi '0'\n" +
        "\toption allow_guest_wifi '1'\n\toption allow_devices '1'\n\toption allow_traffic '0'\n\toption allow_reboot '1'\n\n",
    );
    await kit.restart();
    expect(await kit.ok('get_speech')).toEqual({ code: '1', ...saved });
  });

  it('refuses to switch on while not logged in to the cloud, and bad values, files byte-identical', async () => {
    await kit.refused('set_speech', on, [{ field: 'enabled', key: 'cloud.notLoggedIn' }]);
    await kit.ok('set_speech', { ...on, enabled: '0' });
    await kit.refused('set_speech', { ...on, platform: 'siri' }, [{ field: 'platform', key: 'validation.invalid' }]);
    await kit.refused('set_speech', { ...on, allowReboot: 'true' }, [{ field: 'allowReboot', key: 'validation.invalid' }]);
    await kit.refused('set_speech', { ...on, platform: "alexa'\noption x 'y" }, [{ field: 'platform', key: 'validation.invalid' }]);
    await kit.refused('set_speech', { ...on, allowShell: '1' }, [{ field: 'allowShell', key: 'validation.unknownField' }]);
  });
});

describe('speech commands heard (the simulated voice platform)', () => {
  it('hears nothing while off or not logged in', async () => {
    expect(await hear('online_devices')).toMatchObject({ code: '-12', msg: 'speech.off' });
    await logIn();
    await kit.ok('set_speech', on);
    await kit.ok('set_cloud_login', { enabled: '1', server: 'cloud.example.invalid' });
    expect(await hear('online_devices')).toMatchObject({ code: '-12', msg: 'cloud.notLoggedIn' });
    expect(await kit.ok('get_speech_status')).toMatchObject({ logged: '0', reason: 'unreachable', heard: [], heardKnown: true });
  });

  it('carries out allowed commands, refuses the others, and lists them newest first over a restart', async () => {
    await logIn();
    await kit.ok('set_speech', on);
    const clients = await kit.device.device.services.platform.lanClients();
    expect(await hear('online_devices')).toMatchObject({ code: '1', command: 'online_devices', result: 'done', devices: clients.length });
    expect(await hear('traffic')).toMatchObject({ code: '1', result: 'done', rxBytes: expect.any(Number), txBytes: expect.any(Number) });
    // reboot is not allowed unless the administrator allows it
    expect(await hear('reboot')).toMatchObject({ code: '1', command: 'reboot', result: 'refused' });
    expect(kit.device.device.services.power.busy).toBe(false);

    await kit.ok('set_speech', { ...on, allowWifi: '0' });
    const before = await wireless();
    expect(await hear('wifi_off')).toMatchObject({ result: 'refused' });
    expect(await wireless()).toBe(before);

    await kit.restart();
    const status = await kit.ok('get_speech_status');
    expect(status.logged).toBe('1');
    expect(status.heard.map((entry: { command: string; result: string }) => `${entry.command}:${entry.result}`)).toEqual([
      'wifi_off:refused',
      'reboot:refused',
      'traffic:done',
      'online_devices:done',
    ]);
    expect(status.heard[0].time).toBeGreaterThanOrEqual(status.heard[3].time);
  });

  it('switches the Wi-Fi and the guest Wi-Fi off and on in wireless', async () => {
    await logIn();
    await kit.ok('set_speech', on);
    // no guest network set up yet: nothing to switch
    expect(await hear('guest_wifi_on')).toMatchObject({ result: 'failed' });
    await kit.ok('set_guest_wifi', { enabled: '1', mode: 'dual', ssid: 'Guest-Cafe', hidden: '0', encryption: 'psk2+ccmp', key: 'guest-pass-1' });
    expect(await hear('guest_wifi_off')).toMatchObject({ result: 'done' });
    expect(section(await wireless(), "config wifi-iface 'guest_2g'")).toContain("option disabled '1'");
    expect(section(await wireless(), "config wifi-iface 'guest_5g'")).toContain("option disabled '1'");
    expect(await kit.ok('get_guest_wifi')).toMatchObject({ enabled: '0' });
    expect(section(await wireless(), "config wifi-iface 'default_radio0'")).not.toContain('disabled');
    await hear('guest_wifi_on');
    expect(await kit.ok('get_guest_wifi')).toMatchObject({ enabled: '1' });

    expect(await hear('wifi_off')).toMatchObject({ result: 'done' });
    expect(section(await wireless(), "config wifi-iface 'default_radio0'")).toContain("option disabled '1'");
    expect(section(await wireless(), "config wifi-iface 'default_radio1'")).toContain("option disabled '1'");
    await hear('wifi_on');
    expect(await wireless()).not.toContain("config wifi-iface 'default_radio0'\n\toption disabled");
    expect(section(await wireless(), "config wifi-iface 'default_radio0'")).not.toContain('disabled');
  });

  it('reboots when allowed', async () => {
    await logIn();
    await kit.ok('set_speech', { ...on, allowReboot: '1' });
    expect(await hear('reboot')).toMatchObject({ code: '1', result: 'done' });
    expect(kit.device.device.services.power.busy).toBe(true);
  });

  it('refuses bad commands with -2, and answers -12 off the simulated platform', async () => {
    await kit.refused('speech_simulate_command', { command: 'factory_reset' }, [{ field: 'command', key: 'validation.invalid' }]);
    expect((kit.device.device.services.platform as SimulatedPlatform).name).toBe('simulated');
    await kit.replace({ platform: 'linux' });
    expect(await hear('online_devices')).toMatchObject({ code: '-12', msg: 'speech.simulatedOnly' });
    // no cloud on this platform: what the voice platform said is not known here, not "none"
    expect(await kit.ok('get_speech_status')).toMatchObject({ logged: '0', reason: 'disabled', heard: [], heardKnown: false });
  });
});
