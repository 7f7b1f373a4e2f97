import { describe, expect, it } from 'vitest';
import { SimulatedPlatform } from './simulated-platform';
import { parseUci } from '@rc/core/uci/uci-parse';
import type { Platform } from '@rc/core/platform/platform';
import { writeBlacklist } from '@rc/core/settings/blacklist-rules';

function clock(start = Date.UTC(2026, 10, 1)) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

// The factory's network file, as netifd would read it for the routing table.
const network = parseUci(
  "config interface 'lan'\n\toption proto 'static'\n\toption ipaddr '192.168.1.1'\n\toption netmask '255.255.255.0'\n\nconfig interface 'wan'\n\toption proto 'dhcp'\n\nconfig interface 'wwan'\n\toption proto 'qmi'\n\toption metric '20'\n",
  'network',
);

function router(seed: number, now: () => number) {
  return new SimulatedPlatform({ seed, imei: '860000000000001', iccid: '89860000000000000001', now, readConfig: async () => network });
}

async function snapshot(platform: Platform) {
  return {
    status: await platform.systemStatus(),
    clients: await platform.lanClients(),
    link: await platform.wanLink(),
    counters: await platform.wanCounters(),
    traffic: await platform.wanTraffic(),
    modem: await platform.modem(),
    modemTraffic: await platform.modemTraffic(),
    modemLog: await platform.modemLog(),
    sims: await platform.simSlots(),
    wanChecks: await platform.wanDetect(),
    radios: await platform.radios(),
    scan: await platform.wifiScan('2g'),
    routes: await platform.routes(),
    arp: await platform.arpTable(),
  };
}

describe('simulated router', () => {
  it('is the same router for the same seed and clock', async () => {
    const time = clock();
    const a = router(7, time.now);
    const b = router(7, time.now);
    expect(await snapshot(a)).toEqual(await snapshot(b));
    time.advance(1234);
    expect(await snapshot(a)).toEqual(await snapshot(b));
  });

  it('moves its clients into the subnet of a new LAN address, as their next leases would (issue 15)', async () => {
    const moved = parseUci("config interface 'lan'\n\toption ipaddr '10.0.5.1'\n\toption netmask '255.255.255.0'\n", 'network');
    const time = clock();
    const before = await router(3, time.now).lanClients();
    const after = await new SimulatedPlatform({ seed: 3, imei: '860000000000001', iccid: '89860000000000000001', now: time.now, readConfig: async () => moved }).lanClients();
    expect(before.every((client) => client.ip.startsWith('192.168.1.'))).toBe(true);
    expect(after.map((client) => client.ip)).toEqual(before.map((client) => client.ip.replace('192.168.1.', '10.0.5.')));
  });

  it('counts the terminals lanClients lists, blocked ones included, as clients come and go', async () => {
    const time = clock();
    const firewall = parseUci('', 'firewall');
    const platform = new SimulatedPlatform({ seed: 5, imei: '860000000000001', iccid: '89860000000000000001', now: time.now, readConfig: async (pkg) => (pkg === 'firewall' ? firewall : network) });
    const counts = new Set<number>();
    for (let step = 0; step < 80; step++) {
      const clients = await platform.lanClients();
      if (step === 1) writeBlacklist(firewall, [clients[0]!.mac]);
      expect(await platform.terminalCount()).toBe(clients.length);
      counts.add(clients.length);
      time.advance(97);
    }
    expect(counts.size).toBeGreaterThan(1);
  });

  it('is another router for another seed', async () => {
    const time = clock();
    expect(await snapshot(router(7, time.now))).not.toEqual(await snapshot(router(8, time.now)));
  });

  it('has been up for a while when the daemon starts, with clients, a WAN lease and 4G', async () => {
    const platform = router(1, clock().now);
    const status = await platform.systemStatus();
    expect(status.uptime).toBeGreaterThanOrEqual(3600);
    expect(status.memUsed).toBeLessThan(status.memTotal);
    expect(status.cpu).toBeGreaterThanOrEqual(0);
    expect(status.cpu).toBeLessThanOrEqual(100);
    expect((await platform.lanClients()).length).toBeGreaterThan(0);
    expect((await platform.wanLink()).up).toBe(true);
    expect((await platform.modem()).state).toBe('connected');
    expect(await platform.wanTraffic()).toHaveLength(60);
  });

  it('grows its counters and lets its 4G signal wander', async () => {
    const time = clock();
    const platform = router(3, time.now);
    const before = await platform.wanCounters();
    const signals = new Set<number>();
    for (let i = 0; i < 30; i++) {
      time.advance(10);
      signals.add((await platform.modem()).signalDbm);
    }
    const after = await platform.wanCounters();
    expect(after.rxBytes).toBeGreaterThan(before.rxBytes);
    expect(after.txBytes).toBeGreaterThan(before.txBytes);
    expect(signals.size).toBeGreaterThan(3);
    for (const dbm of signals) expect(dbm).toBeLessThan(-50);
  });

  it('sees wireless clients come and go', async () => {
    const time = clock();
    const platform = router(5, time.now);
    const seen = new Set<string>();
    const counts = new Set<number>();
    for (let i = 0; i < 48; i++) {
      time.advance(300);
      const clients = await platform.lanClients();
      counts.add(clients.length);
      clients.forEach((c) => seen.add(c.mac));
    }
    expect(counts.size).toBeGreaterThan(1);
    expect(seen.size).toBe(10);
  });

  it('scans hostile and non-ASCII SSIDs on both bands', async () => {
    const platform = router(1, clock().now);
    for (const band of ['2g', '5g'] as const) {
      const ssids = (await platform.wifiScan(band)).map((n) => n.ssid);
      expect(ssids).toContain('<img src=x onerror=alert(1)>');
      expect(ssids).toContain('咖啡店 ☕');
    }
    const channels5g = (await platform.wifiScan('5g')).map((n) => n.channel);
    expect(channels5g.every((c) => c >= 36)).toBe(true);
  });

  it('starts its uptime and counters again after a reboot', async () => {
    const time = clock();
    const platform = router(1, time.now);
    platform.rebooted();
    expect((await platform.systemStatus()).uptime).toBe(0);
    expect((await platform.wanLink()).up).toBe(false);
    expect(await platform.lanClients()).toEqual([]);
    time.advance(30);
    expect((await platform.systemStatus()).uptime).toBe(30);
    expect((await platform.wanLink()).up).toBe(true);
    expect((await platform.wanCounters()).rxBytes).toBeLessThan(30 * 2_000_000);
  });
});
