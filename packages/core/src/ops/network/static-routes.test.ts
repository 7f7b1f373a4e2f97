import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

// A router on the WAN's own subnet (the simulated upstream's, seeded), as the kernel needs.
let office = { interface: 'wan', target: '10.20.0.0', netmask: '255.255.0.0', gateway: '', metric: 5 };
beforeEach(async () => {
  const link = await kit.device.device.services.platform.wanLink();
  office = { ...office, gateway: link.gateway.replace(/\.1$/, '.254') };
});
const host = { interface: 'lan', target: '192.168.1.77', netmask: '255.255.255.255', gateway: '', metric: 0 };

describe('get_static_routes / set_static_routes', () => {
  it('starts with no routes', async () => {
    expect(await kit.ok('get_static_routes')).toEqual({ code: '1', routes: [] });
  });

  it('writes route sections of the network package and reads them back after a restart', async () => {
    await kit.ok('set_static_routes', { routes: [office, host] });
    const network = await configFile(kit.device.dataDir, 'network');
    expect(network).toContain(
      `config route\n\toption interface 'wan'\n\toption target '10.20.0.0'\n\toption netmask '255.255.0.0'\n\toption gateway '${office.gateway}'\n\toption metric '5'\n`,
    );
    expect(network).toContain("config route\n\toption interface 'lan'\n\toption target '192.168.1.77'\n\toption netmask '255.255.255.255'\n\toption metric '0'\n");
    expect(network).toContain("config interface 'wan'\n\toption device 'wan'\n\toption proto 'dhcp'\n");
    await kit.restart();
    expect((await kit.ok('get_static_routes')).routes).toEqual([office, host]);
  });

  it("keeps a route's unknown options and the routes it does not show (CIDR targets read as netmasks)", async () => {
    await kit.device.stop();
    const file = path.join(kit.device.dataDir, 'config', 'network');
    const extra = [
      `\nconfig route\n\toption interface 'wan'\n\toption target '10.20.0.0/16'\n\toption gateway '${office.gateway}'\n\toption mtu '1400'\n`,
      "\nconfig route6\n\toption interface 'wan6'\n\toption target '2001:db8::/32'\n",
      "\nconfig route\n\toption interface 'vpn0'\n\toption target '172.16.0.0'\n\toption netmask '255.240.0.0'\n",
    ].join('');
    await writeFile(file, (await configFile(kit.device.dataDir, 'network')) + extra);
    await kit.restart();
    expect((await kit.ok('get_static_routes')).routes).toEqual([{ ...office, metric: 0 }]);
    await kit.ok('set_static_routes', { routes: [{ ...office, metric: 7 }, host] });
    const network = await configFile(kit.device.dataDir, 'network');
    expect(network).toContain(`option target '10.20.0.0'\n\toption gateway '${office.gateway}'\n\toption mtu '1400'\n\toption netmask '255.255.0.0'\n\toption metric '7'\n`);
    expect(network).toContain("config route6\n\toption interface 'wan6'");
    expect(network).toContain("option interface 'vpn0'");
    await kit.ok('set_static_routes', { routes: [] });
    const emptied = await configFile(kit.device.dataDir, 'network');
    expect(emptied).not.toContain('10.20.0.0');
    expect(emptied).toContain("option interface 'vpn0'");
  });

  it('answers -2 naming the route and field of each bad value, changing nothing', async () => {
    const bad = (patch: Record<string, unknown>) => ({ routes: [host, { ...office, ...patch }] });
    await kit.refused('set_static_routes', bad({ target: '10.20.0.300' }), [{ field: 'routes.1.target', key: 'validation.ipv4' }]);
    // A malformed target gets only "enter a correct IP address", not the subnet message too (issue 13.21).
    expect((await kit.call('set_static_routes', bad({ target: '10.20.0' }))).errors).toEqual([{ field: 'routes.1.target', key: 'validation.ipv4' }]);
    await kit.refused('set_static_routes', bad({ target: '10.20.3.0' }), [{ field: 'routes.1.target', key: 'validation.routeTarget' }]);
    await kit.refused('set_static_routes', bad({ netmask: '255.0.255.0' }), [{ field: 'routes.1.netmask', key: 'validation.netmask' }]);
    await kit.refused('set_static_routes', bad({ gateway: 'router' }), [{ field: 'routes.1.gateway', key: 'validation.ipv4' }]);
    await kit.refused('set_static_routes', bad({ metric: -1 }), [{ field: 'routes.1.metric', key: 'validation.routeMetric' }]);
    await kit.refused('set_static_routes', bad({ metric: 10000 }), [{ field: 'routes.1.metric', key: 'validation.routeMetric' }]);
    await kit.refused('set_static_routes', bad({ interface: 'eth9' }), [{ field: 'routes.1.interface', key: 'validation.invalid' }]);
    await kit.refused('set_static_routes', { routes: [office, office] }, [{ field: 'routes.1.target', key: 'validation.duplicate' }]);
    const many = Array.from({ length: 65 }, (_, i) => ({ ...host, target: `192.168.2.${i}` }));
    await kit.refused('set_static_routes', { routes: many }, [{ field: 'routes', key: 'validation.tooManyEntries' }]);
  });

  it('refuses a gateway its interface cannot reach: a WAN route through a LAN address, a LAN route off the LAN (issue 13.18)', async () => {
    const unreachable = 'validation.routeGatewayUnreachable';
    await kit.refused('set_static_routes', { routes: [host, { ...office, gateway: '192.168.1.20' }] }, [{ field: 'routes.1.gateway', key: unreachable }]);
    await kit.refused('set_static_routes', { routes: [{ ...host, gateway: '10.9.9.9' }] }, [{ field: 'routes.0.gateway', key: unreachable }]);
    await kit.refused('set_static_routes', { routes: [{ ...office, interface: 'wwan', gateway: '192.168.1.254' }] }, [{ field: 'routes.0.gateway', key: unreachable }]);
    await kit.refused('set_static_routes', { routes: [{ ...office, gateway: '172.31.0.1' }] }, [{ field: 'routes.0.gateway', key: unreachable }]);
  });
});

describe('get_route_table', () => {
  it("answers the platform's IPv4 table, the LAN route among them", async () => {
    const { routes } = await kit.ok('get_route_table');
    expect(routes).toContainEqual({ destination: '192.168.1.0', netmask: '255.255.255.0', gateway: '0.0.0.0', interface: 'br-lan', metric: 0 });
  });

  it('shows the saved static routes as netifd installs them, on their devices (issue 13.18)', async () => {
    const lanHost = { ...host, gateway: '192.168.1.254' };
    await kit.ok('set_static_routes', { routes: [office, lanHost] });
    const { routes } = await kit.ok('get_route_table');
    expect(routes).toContainEqual({ destination: '10.20.0.0', netmask: '255.255.0.0', gateway: office.gateway, interface: 'wan', metric: 5 });
    expect(routes).toContainEqual({ destination: '192.168.1.77', netmask: '255.255.255.255', gateway: '192.168.1.254', interface: 'br-lan', metric: 0 });
    await kit.ok('set_static_routes', { routes: [] });
    expect((await kit.ok('get_route_table')).routes.some((route: { destination: string }) => route.destination === '10.20.0.0')).toBe(false);
  });
});
