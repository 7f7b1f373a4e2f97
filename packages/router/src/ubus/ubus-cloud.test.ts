// A vendor's cloud client as the ubus platform reads it: the object `cloud` answering `status` and
// `speech_heard` (docs/openwrt.md). Missing, failing or answering garbage, it is "not known"
// (undefined: cloud-session.ts then says unavailable), never a session or a list made up here.
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { platformAclNeeds } from './platform-acl-needs';
import { UbusPlatform } from './ubus-platform';
import { objectNotFound, UbusCallError, UbusStatus } from './ubus';
import { accessDenied } from './json-rpc-ubus';

const target = { enabled: true, server: 'cloud.example.net', serial: () => 'SN1' };
const heardEntry = { time: 1_764_067_200_000, command: 'wifi_off', result: 'done' };

function cloudOn(ubus: FakeUbus) {
  const link = new UbusPlatform(ubus).cloudLink;
  return { session: () => link.session(target), heard: () => link.speechHeard!() };
}

describe("the vendor's cloud client over ubus", () => {
  it('is not known where no client registered `cloud` (uhttpd: -32000) or it lacks the method', async () => {
    const absent = cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', new UbusCallError('cloud', 'status', objectNotFound)));
    expect(await absent.session()).toBeUndefined();
    // FakeUbus answers NOT_FOUND for what it was not told
    expect(await absent.heard()).toBeUndefined();
    const noMethod = cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'speech_heard', new UbusCallError('cloud', 'speech_heard', UbusStatus.methodNotFound)));
    expect(await noMethod.heard()).toBeUndefined();
  });

  it('is not known when the client fails (a ubus status) but passes on an expired session (-32002)', async () => {
    const failing = cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', new UbusCallError('cloud', 'status', UbusStatus.timeout)));
    expect(await failing.session()).toBeUndefined();
    const expired = cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', new UbusCallError('cloud', 'status', accessDenied)));
    await expect(expired.session()).rejects.toMatchObject({ status: accessDenied });
  });

  it.each([
    ['no logged', { reason: 'disabled' }],
    ['logged as text', { logged: 'true', cloud_id: '1' }],
    ['a reason the contract has not', { logged: false, reason: 'banned' }],
    ['a script as the remote address', { logged: true, cloud_id: '1', remote_url: 'javascript:alert(1)' }],
    ['a cloud ID with a newline', { logged: true, cloud_id: '1\n2' }],
    ['a cloud ID as a number', { logged: true, cloud_id: 123 }],
  ])('takes a status with %s as not known', async (_case, answer) => {
    expect(await cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', answer)).session()).toBeUndefined();
  });

  it('reads a logged-in session: its cloud ID and remote address; a reason beside it is dropped', async () => {
    const status = { logged: true, reason: 'wanDown', cloud_id: '004211837265', remote_url: 'https://cloud.example.net/d/004211837265', vendor: 'x' };
    expect(await cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', status)).session()).toEqual({
      logged: true,
      reason: '',
      cloudId: '004211837265',
      remoteUrl: 'https://cloud.example.net/d/004211837265',
    });
    expect(await cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', { logged: true })).session()).toEqual({ logged: true, reason: '', cloudId: '', remoteUrl: '' });
  });

  it("reads not logged in with the client's reason, none read as unavailable; no ID or address shown then", async () => {
    const unreachable = { logged: false, reason: 'unreachable', cloud_id: '1', remote_url: 'https://cloud.example.net/d/1' };
    expect(await cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', unreachable)).session()).toEqual({ logged: false, reason: 'unreachable', cloudId: '', remoteUrl: '' });
    expect(await cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'status', { logged: false })).session()).toMatchObject({ logged: false, reason: 'unavailable' });
  });

  it('lists the commands heard in the contract shape, the first 20; garbage is not known', async () => {
    const traffic = { time: 1_764_067_100_000, command: 'traffic', result: 'done', rxBytes: 10, txBytes: 20 };
    const heard = (answer: unknown) => cloudOn(new FakeUbus(platformAclNeeds).on('cloud', 'speech_heard', answer)).heard();
    expect(await heard({ heard: [heardEntry, traffic] })).toEqual([heardEntry, traffic]);
    expect(await heard({ heard: [] })).toEqual([]);
    expect(await heard({ heard: Array.from({ length: 25 }, () => heardEntry) })).toHaveLength(20);
    expect(await heard({ heard: [{ ...heardEntry, command: 'rm -rf /' }] })).toBeUndefined();
    expect(await heard({ heard: [{ ...heardEntry, time: '12:00' }] })).toBeUndefined();
    expect(await heard({ heard: 'none' })).toBeUndefined();
    expect(await heard({})).toBeUndefined();
  });
});
