// The realtime graphs' sample on a router: recorded ubus answers (fixtures/) through a fake bus
// that refuses what the package's ACL does not grant (platform-acl-needs.ts).
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { fixture, jsonFixture } from '../../../device/test-support/ubus-recordings';
import { platformAclNeeds } from './platform-acl-needs';
import { conntrackPaths, routerRealtimeSample } from './router-realtime';
import { objectNotFound, UbusCallError, UbusStatus } from './ubus';

const sampledAt = 1764067200_000;

function router(): FakeUbus {
  return new FakeUbus(platformAclNeeds)
    .on('system', 'info', jsonFixture('ubus-system-info.json'))
    .on('network.interface', 'dump', jsonFixture('ubus-network-interface-dump.json'))
    .on('network.device', 'status', jsonFixture('network-device-status.json'))
    .on('network.wireless', 'status', jsonFixture('ubus-network-wireless.json'))
    .on('iwinfo', 'assoclist', ({ device }: Record<string, unknown>) => (device === 'phy0-ap0' ? jsonFixture('iwinfo-assoclist.json') : { results: [] }))
    .onRead('/proc/stat', fixture('proc-stat.txt'))
    // /proc/sys/net/netfilter/nf_conntrack_count and _max hold one number each (nf_conntrack_standalone.c)
    .onRead(conntrackPaths.count, '148\n')
    .onRead(conntrackPaths.max, '16384\n');
}

describe('realtime sample on a router', () => {
  it("answers procd's load and memory, /proc/stat's jiffies, conntrack, and the counters of WAN, LAN and each access point", async () => {
    const ubus = router();
    expect(await routerRealtimeSample(ubus, () => sampledAt)).toEqual({
      time: sampledAt,
      cpu: { busy: 184923 + 120311 + 40213, total: 184923 + 120311 + 8120455 + 2311 + 40213 },
      load: [0.2, 0.15, 0.1],
      memTotal: 127434752,
      memUsed: 127434752 - 69939200,
      conntrack: { count: 148, max: 16384 },
      interfaces: [
        { name: 'wan', device: 'wan', ssid: '', up: true, rxBytes: 412345678, txBytes: 81234567 },
        { name: 'lan', device: 'br-lan', ssid: '', up: true, rxBytes: 81234567, txBytes: 412345678 },
        { name: 'wifi-2g', device: 'phy0-ap0', ssid: 'ZBT-2G', up: true, rxBytes: 5123456, txBytes: 38123456 },
        { name: 'wifi-5g', device: 'phy1-ap0', ssid: 'ZBT-5G', up: true, rxBytes: 20123456, txBytes: 301234567 },
      ],
      wifiClients: [
        { band: '2g', clients: 1 },
        { band: '5g', clients: 0 },
      ],
    });
    expect(ubus.calls.filter((c) => c.object === 'iwinfo').map((c) => c.args.device)).toEqual(['phy0-ap0', 'phy1-ap0']);
  });

  it('shows the 4G modem once netifd names its device, and no connection count without nf_conntrack', async () => {
    const dump = jsonFixture('ubus-network-interface-dump.json') as { interface: Record<string, unknown>[] };
    const wwan = dump.interface.find((iface) => iface.interface === 'wwan');
    Object.assign(wwan ?? {}, { up: true, l3_device: 'wwan0' });
    const ubus = router()
      .on('network.interface', 'dump', dump)
      .onRead(conntrackPaths.count, new UbusCallError('file', 'read', UbusStatus.notFound))
      .onRead(conntrackPaths.max, new UbusCallError('file', 'read', UbusStatus.notFound));
    const sample = await routerRealtimeSample(ubus, () => sampledAt);
    expect(sample.interfaces.map((row) => [row.name, row.device, row.up])).toEqual([
      ['wan', 'wan', true],
      ['wwan', 'wwan0', false],
      ['lan', 'br-lan', true],
      ['wifi-2g', 'phy0-ap0', true],
      ['wifi-5g', 'phy1-ap0', true],
    ]);
    expect(sample.conntrack).toBeNull();
  });

  it('answers no access points and no Wi-Fi clients on a router without radios', async () => {
    const ubus = router().on('network.wireless', 'status', new UbusCallError('network.wireless', 'status', objectNotFound));
    const sample = await routerRealtimeSample(ubus, () => sampledAt);
    expect(sample.interfaces.map((row) => row.name)).toEqual(['wan', 'lan']);
    expect(sample.wifiClients).toEqual([]);
  });
});
