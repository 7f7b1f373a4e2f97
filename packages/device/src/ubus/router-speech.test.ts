// Service > Speech control on a router: its settings over rpcd's uci (the shared handlers), the
// cloud status as the cloud tabs read it there, no commands heard that the console cannot know.
import { describe, expect, it } from 'vitest';
import { fakeRouter } from '../../test-support/fake-router-bus';
import { routerConsoleOn, signInAsRoot } from '../../test-support/router-console-kit';
import { UbusPlatform } from './ubus-platform';

const initial = { enabled: '0', platform: 'alexa', allowWifi: '1', allowGuestWifi: '1', allowDevices: '1', allowTraffic: '1', allowReboot: '0' };

/** A router with the package's empty /etc/config/cloud and /etc/config/speech (rpcd adds sections only to a file that exists). */
async function routerConsole() {
  const router = fakeRouter({ cloud: [], speech: [] });
  const dispatch = routerConsoleOn(router, new UbusPlatform(router.ubus));
  await signInAsRoot(router, dispatch);
  const call = async (op: string, input: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => (await dispatch({ op, method, input })).body;
  return { router, call, ask: (op: string) => call(op, {}, 'GET') };
}

describe('speech control on the router', () => {
  it('reads the defaults and saves speech.speech over rpcd uci', async () => {
    const { router, call, ask } = await routerConsole();
    expect(await ask('get_speech')).toEqual({ code: '1', ...initial });
    const saved = { ...initial, platform: 'xiaodu', allowWifi: '0', allowReboot: '1' };
    expect(await call('set_speech', saved)).toEqual({ code: '1' });
    expect(router.rpcd.files.get('speech')).toEqual([
      {
        name: 'speech',
        type: 'speech',
        anonymous: false,
        options: new Map(Object.entries({ enabled: '0', platform: 'xiaodu', allow_wifi: '0', allow_guest_wifi: '1', allow_devices: '1', allow_traffic: '1', allow_reboot: '1' })),
      },
    ]);
    expect(await ask('get_speech')).toEqual({ code: '1', ...saved });
  });

  it('cannot switch on: the router never logs in to a cloud it has no client for; nothing written', async () => {
    const { router, call } = await routerConsole();
    expect(await call('set_cloud_login', { enabled: '1', server: 'cloud.example.net' })).toEqual({ code: '1' });
    expect(await call('set_speech', { ...initial, enabled: '1' })).toMatchObject({ code: '-2', errors: [{ field: 'enabled', key: 'cloud.notLoggedIn' }] });
    expect(router.rpcd.files.get('speech')).toEqual([]);
  });

  it("answers the cloud tabs' status and no commands heard, saying they are not known here", async () => {
    const { call, ask } = await routerConsole();
    expect(await ask('get_speech_status')).toEqual({ code: '1', logged: '0', reason: 'disabled', cloudId: '', remoteUrl: '', heard: [], heardKnown: false });
    await call('set_cloud_login', { enabled: '1', server: 'cloud.example.net' });
    const cloud = await ask('get_cloud_login_status');
    expect(cloud).toMatchObject({ logged: '0', reason: 'unavailable' });
    expect(await ask('get_speech_status')).toEqual({ ...cloud, heard: [], heardKnown: false });
  });

  it('leaves the simulated voice platform to the simulated router (-12)', async () => {
    const { router, call } = await routerConsole();
    expect(await call('speech_simulate_command', { command: 'wifi_off' })).toMatchObject({ code: '-12', msg: 'router.notAvailable' });
    expect(router.rpcd.files.get('speech')).toEqual([]);
  });
});
