// Service > Speech control on a router: its settings over rpcd's uci (the shared handlers), the
// cloud status as the cloud tabs read it there: a vendor's cloud client's (ubus object `cloud`)
// where one registered, else not known, and then no commands heard that the console cannot know.
import { describe, expect, it } from 'vitest';
import { fakeRouter, type FakeRouterOptions } from '../../../device/test-support/fake-router-bus';
import { routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';
import { UbusPlatform } from './ubus-platform';

const initial = { enabled: '0', platform: 'alexa', allowWifi: '1', allowGuestWifi: '1', allowDevices: '1', allowTraffic: '1', allowReboot: '0' };

/** A router with the package's empty /etc/config/cloud and /etc/config/speech (rpcd adds sections only to a file that exists). */
async function routerConsole(options: FakeRouterOptions = {}) {
  const router = fakeRouter({ cloud: [], speech: [] }, options);
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

describe("speech control and cloud management on a router whose image ships a cloud client (ubus object `cloud`)", () => {
  const cloudId = '004211837265';
  const loggedIn = { logged: true, cloud_id: cloudId, remote_url: `https://cloud.example.net/d/${cloudId}` };
  const heard = [{ time: 1_764_067_200_000, command: 'online_devices', result: 'done', devices: 3 }];

  it("shows the client's session on the three tabs and lets management and speech control on", async () => {
    const { router, call, ask } = await routerConsole({ cloud: { status: () => loggedIn, speech_heard: () => ({ heard }) } });
    const session = { logged: '1', reason: '', cloudId, remoteUrl: loggedIn.remote_url };
    expect(await ask('get_cloud_login_status')).toEqual({ code: '1', ...session });
    expect(await call('set_cloud_control', { enabled: '1', account: 'admin@example.net', remark: 'Office' })).toEqual({ code: '1' });
    expect(router.rpcd.files.get('cloud')?.find((section) => section.name === 'control')?.options.get('enabled')).toBe('1');
    expect(await call('set_speech', { ...initial, enabled: '1' })).toEqual({ code: '1' });
    expect(router.rpcd.files.get('speech')?.[0]?.options.get('enabled')).toBe('1');
    expect(await ask('get_speech_status')).toEqual({ code: '1', ...session, heard, heardKnown: true });
  });

  it("refuses them with the client's reason while it is not logged in; heard not known where it lacks speech_heard", async () => {
    const { router, call, ask } = await routerConsole({ cloud: { status: () => ({ logged: false, reason: 'wanDown' }) } });
    expect(await ask('get_cloud_login_status')).toEqual({ code: '1', logged: '0', reason: 'wanDown', cloudId: '', remoteUrl: '' });
    expect(await call('set_speech', { ...initial, enabled: '1' })).toMatchObject({ code: '-2', errors: [{ field: 'enabled', key: 'cloud.notLoggedIn' }] });
    expect(router.rpcd.files.get('speech')).toEqual([]);
    expect(await ask('get_speech_status')).toMatchObject({ logged: '0', reason: 'wanDown', heard: [], heardKnown: false });
  });

  it('takes a client answering garbage as not known: nothing allowed, no crash', async () => {
    const { call, ask } = await routerConsole({ cloud: { status: () => ({ logged: 'yes', cloud_id: cloudId }), speech_heard: () => ({ heard: [{ command: 'reboot' }] }) } });
    await call('set_cloud_login', { enabled: '1', server: 'cloud.example.net' });
    expect(await ask('get_speech_status')).toEqual({ code: '1', logged: '0', reason: 'unavailable', cloudId: '', remoteUrl: '', heard: [], heardKnown: false });
    expect(await call('set_cloud_control', { enabled: '1', account: 'admin@example.net', remark: '' })).toMatchObject({ code: '-2', errors: [{ field: 'enabled', key: 'cloud.notLoggedIn' }] });
  });
});
