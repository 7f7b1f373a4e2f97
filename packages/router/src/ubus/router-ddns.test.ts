// ddns-scripts' and watchcat's own records as the ubus platform reads them (router-ddns.ts), and
// the package each needs named when it is not installed.
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { jsonFixture } from '../../../device/test-support/ubus-recordings';
import { platformAclNeeds } from './platform-acl-needs';
import { UbusPlatform } from './ubus-platform';
import { MissingPackageError } from '@rc/core/errors/missing-package-error';
import { UbusCallError, UbusStatus } from './ubus';

const now = 1764067200_000;

function router(scripts: Record<string, object>): { ubus: FakeUbus; platform: UbusPlatform } {
  const ubus = new FakeUbus(platformAclNeeds)
    .on('system', 'info', jsonFixture('ubus-system-info.json'))
    .on('rc', 'list', ({ name }: Record<string, unknown>) => (typeof name === 'string' && scripts[name] ? { [name]: scripts[name] } : {}));
  return { ubus, platform: new UbusPlatform(ubus, { now: () => now }) };
}

describe('DDNS on the router', () => {
  it("updates now through the plugin's ddns_update with the service's section, and names ddns-scripts when the plugin finds no helper", async () => {
    const { ubus, platform } = router({ ddns: { start: 95, enabled: true } });
    ubus.on('routerd', 'ddns_update', {});
    await platform.ddnsUpdateNow('myddns_ipv4');
    expect(ubus.calls.filter((call) => call.object === 'routerd')).toEqual([expect.objectContaining({ method: 'ddns_update', args: { section: 'myddns_ipv4' } })]);
    ubus.on('routerd', 'ddns_update', new UbusCallError('routerd', 'ddns_update', UbusStatus.notFound));
    await expect(platform.ddnsUpdateNow('myddns_ipv4')).rejects.toEqual(new MissingPackageError('ddns-scripts'));
    await expect(router({}).platform.ddnsUpdateNow('myddns_ipv4')).rejects.toEqual(new MissingPackageError('ddns-scripts'));
  });

  it("reads the registered address, the last update (uptime 7265 s, updated at 7000 s) and the log of ddns-scripts' service", async () => {
    const { ubus, platform } = router({ ddns: { start: 95, enabled: true } });
    ubus
      .onRead('/var/run/ddns/myddns_ipv4.ip', '100.64.12.34\n')
      .onRead('/var/run/ddns/myddns_ipv4.update', '7000\n')
      .onRead('/var/log/ddns/myddns_ipv4.log', ' 100001  note : PID 1234 started\n 100002  info : Update successful\n');
    expect(await platform.ddnsRecord('myddns_ipv4')).toEqual({
      registeredIp: '100.64.12.34',
      lastUpdateAt: now - 265_000,
      log: [' 100001  note : PID 1234 started', ' 100002  info : Update successful'],
    });
  });

  it('answers an empty record before the first run, and reads no file for a name that is no UCI section name', async () => {
    const { ubus, platform } = router({ ddns: { start: 95, enabled: true } });
    expect(await platform.ddnsRecord('myddns_ipv4')).toEqual({ registeredIp: '', lastUpdateAt: undefined, log: [] });
    const reads = ubus.calls.length;
    expect(await platform.ddnsRecord('../../etc/shadow')).toEqual({ registeredIp: '', lastUpdateAt: undefined, log: [] });
    expect(ubus.calls.slice(reads).filter((call) => call.object === 'file')).toEqual([]);
  });

  it('names ddns-scripts when it is not installed', async () => {
    await expect(router({}).platform.ddnsRecord('myddns_ipv4')).rejects.toEqual(new MissingPackageError('ddns-scripts'));
  });
});

describe('watchcat on the router', () => {
  it("answers whether procd runs watchcat's service (rpcd rc list: running)", async () => {
    expect(await router({ watchcat: { start: 97, enabled: true, running: true } }).platform.watchcatRunning()).toBe(true);
    expect(await router({ watchcat: { start: 97, enabled: true, running: false } }).platform.watchcatRunning()).toBe(false);
  });

  it('names watchcat when it is not installed', async () => {
    await expect(router({}).platform.watchcatRunning()).rejects.toEqual(new MissingPackageError('watchcat'));
  });
});
