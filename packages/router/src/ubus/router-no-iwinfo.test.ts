// A stock image without LuCI lacks rpcd-mod-iwinfo: no `iwinfo` object on the bus, and uhttpd
// answers each call to it with JSON-RPC error -32000 "Object not found" (uhttpd ubus.c, before
// any ubus status). Over that transport (issue 40.6): home and the graphs show what they can,
// each Wi-Fi page that reads the radios says which package to install.
import { describe, expect, it } from 'vitest';
import { fakeRouter } from '../../../device/test-support/fake-router-bus';
import { fakeFilesOf, routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';
import { fixture, jsonFixture } from '../../../device/test-support/ubus-recordings';
import { objectNotFound, UbusCallError, UbusStatus } from './ubus';
import { UbusPlatform } from './ubus-platform';

const wireless = "config wifi-device 'radio0'\n\toption band '2g'\n\toption channel '6'\n\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption network 'lan'\n\toption mode 'ap'\n\toption ssid 'ZBT-2G'\n\toption encryption 'psk2'\n\toption key 'secret-key-1'\n\nconfig wifi-iface 'apclient'\n\toption device 'radio0'\n\toption network 'apclient'\n\toption mode 'sta'\n\toption ssid 'Upstream'\n\toption encryption 'psk2'\n\toption key 'upstream-key-1'\n";

/** netifd's radios, radio0 with the Wi-Fi client's station device too. */
function wirelessStatus() {
  const status = structuredClone(jsonFixture('ubus-network-wireless.json')) as Record<string, { interfaces: unknown[] }>;
  status.radio0?.interfaces.push({ section: 'apclient', ifname: 'phy0-sta0', config: { mode: 'sta', network: ['apclient'] } });
  return status;
}
const missingIwinfo = { code: '-12', msg: expect.any(String), where: 'rpcd-mod-iwinfo' };

/** netifd's radios and interfaces, and `iwinfo` only where given. */
async function routerConsole(iwinfo?: Record<string, (args: Record<string, unknown>) => unknown>) {
  const objects = {
    'network.wireless': { status: wirelessStatus },
    'network.interface': { dump: () => ({ interface: [] }) },
    ...(iwinfo ? { iwinfo } : {}),
  };
  const router = fakeRouter(fakeFilesOf({ wireless }), { objects });
  for (const [path, name] of [['/proc/stat', 'proc-stat.txt'], ['/proc/net/arp', 'proc-net-arp.txt']]) router.files.set(path!, new TextEncoder().encode(fixture(name!)));
  const dispatch = routerConsoleOn(router, new UbusPlatform(router.ubus));
  await signInAsRoot(router, dispatch);
  const ask = async (op: string, input: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET') => (await dispatch({ op, method, input })).body;
  return { router, ask };
}

describe('a router without rpcd-mod-iwinfo (uhttpd: -32000 for the iwinfo object)', () => {
  it('is what the transport answers: the object absent, not a ubus status', async () => {
    const { router } = await routerConsole();
    await expect(router.ubus.call('iwinfo', 'devices')).rejects.toMatchObject({ status: objectNotFound });
  });

  it("says on Wi-Fi scan, site survey and the Wi-Fi client's status which package to install", async () => {
    const { ask } = await routerConsole();
    expect(await ask('wifi_scan', {}, 'POST')).toEqual(missingIwinfo);
    expect(await ask('site_survey', { band: '2.4' })).toEqual(missingIwinfo);
    expect(await ask('get_apclient_status')).toEqual(missingIwinfo);
  });

  it('shows the home Wi-Fi card and the realtime graphs without station counts rather than failing', async () => {
    const { ask } = await routerConsole();
    expect(await ask('get_wifi_info')).toMatchObject({ code: '1', bands: [{ band: '2g', ssid: 'ZBT-2G', clients: 0 }] });
    expect(await ask('get_realtime_sample')).toMatchObject({ code: '1', wifiClients: [] });
  });

  it('still fails in its own words where iwinfo is there but does not know the device', async () => {
    const unknownDevice = () => {
      throw new UbusCallError('iwinfo', 'scan', UbusStatus.notFound);
    };
    const { ask } = await routerConsole({ devices: () => ({ devices: [] }), scan: unknownDevice, info: unknownDevice, assoclist: unknownDevice });
    expect(await ask('wifi_scan', {}, 'POST')).not.toMatchObject({ where: 'rpcd-mod-iwinfo' });
  });
});
