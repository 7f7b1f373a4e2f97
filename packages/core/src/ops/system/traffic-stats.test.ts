import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('get_flow_stats', () => {
  it('answers counters for WAN, LAN, both radios and the modem, and the connected clients', async () => {
    const stats = await kit.ok('get_flow_stats');
    expect(stats.interfaces.map((i: { name: string }) => i.name)).toEqual(['wan', 'lan', 'wifi-2g', 'wifi-5g', 'wwan']);
    for (const row of stats.interfaces) {
      for (const counter of ['rxBytes', 'txBytes', 'rxPackets', 'txPackets']) expect(row[counter], `${row.name} ${counter}`).toBeGreaterThanOrEqual(0);
    }
    const clients = await kit.device.device.services.platform.lanClients();
    expect(stats.clients.map((c: { mac: string }) => c.mac)).toEqual(clients.map((c) => c.mac));
    // Hostnames are what clients sent: passed through as data.
    expect(stats.clients.map((c: { hostname: string }) => c.hostname)).toContain('<b>guest</b>');
  });

  it('counts on each LAN interface at least what its connected clients moved', async () => {
    const { interfaces, clients } = await kit.ok('get_flow_stats');
    const row = (name: string) => interfaces.find((i: { name: string }) => i.name === name);
    for (const name of ['wifi-2g', 'wifi-5g']) {
      const on = clients.filter((c: { interface: string }) => c.interface === name);
      const sum = (key: string) => on.reduce((total: number, c: Record<string, number>) => total + (c[key] ?? 0), 0);
      expect(row(name).rxBytes).toBeGreaterThanOrEqual(sum('rxBytes'));
      expect(row(name).txBytes).toBeGreaterThanOrEqual(sum('txBytes'));
    }
    const all = (key: string) => clients.reduce((total: number, c: Record<string, number>) => total + (c[key] ?? 0), 0);
    expect(row('lan').txBytes).toBeGreaterThanOrEqual(all('txBytes'));
  });

  it('never runs backwards: every counter grows between refreshes', async () => {
    const first = await kit.ok('get_flow_stats');
    await sleep(1100);
    const second = await kit.ok('get_flow_stats');
    first.interfaces.forEach((row: Record<string, number>, index: number) => {
      const later = second.interfaces[index];
      for (const counter of ['rxBytes', 'txBytes']) expect(later[counter]).toBeGreaterThanOrEqual(row[counter] ?? 0);
    });
    expect(second.interfaces[0].rxBytes).toBeGreaterThan(first.interfaces[0].rxBytes);
  });

  it('takes no input', async () => {
    expect(await kit.call('get_flow_stats', { iface: 'wan' })).toEqual({ code: '-2', errors: [{ field: 'iface', key: 'validation.unknownField' }] });
  });
});
