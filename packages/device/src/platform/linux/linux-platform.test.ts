import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LinuxPlatform } from './linux-platform';

const platforms: LinuxPlatform[] = [];
afterEach(() => platforms.splice(0).forEach((p) => p.close()));

describe.runIf(existsSync('/proc/stat'))('linux driver on this machine', () => {
  it('reports the real system status', async () => {
    const platform = new LinuxPlatform();
    platforms.push(platform);
    const status = await platform.systemStatus();
    expect(status.uptime).toBeGreaterThan(0);
    expect(status.cpu).toBeGreaterThanOrEqual(0);
    expect(status.cpu).toBeLessThanOrEqual(100);
    expect(status.memTotal).toBeGreaterThan(status.memUsed);
    expect(status.load).toHaveLength(3);
    expect(Array.isArray(await platform.routes())).toBe(true);
    expect(Array.isArray(await platform.arpTable())).toBe(true);
    const counters = await platform.wanCounters();
    expect(counters.rxBytes).toBeGreaterThanOrEqual(0);
  });

  it('has no modem and no radios', async () => {
    const platform = new LinuxPlatform();
    platforms.push(platform);
    expect((await platform.modem()).present).toBe(false);
    expect(await platform.radios()).toEqual([]);
    expect(await platform.wifiScan()).toEqual([]);
  });
});

describe('linux driver on a fake /proc', () => {
  it('takes the default route interface as WAN and the other ARP neighbours as LAN clients', async () => {
    const proc = await mkdtemp(path.join(tmpdir(), 'rc-proc-'));
    await mkdir(path.join(proc, 'net'));
    await writeFile(path.join(proc, 'uptime'), '100.5 50\n');
    await writeFile(path.join(proc, 'net/route'), 'Iface\tDestination\tGateway\tFlags\tRefCnt\tUse\tMetric\tMask\nwan0\t00000000\t0100000A\t0003\t0\t0\t0\t00000000\n');
    await writeFile(
      path.join(proc, 'net/arp'),
      'IP address HW type Flags HW address Mask Device\n10.0.0.1 0x1 0x2 aa:bb:cc:dd:ee:01 * wan0\n192.168.1.5 0x1 0x2 aa:bb:cc:dd:ee:02 * br-lan\n',
    );
    await writeFile(path.join(proc, 'net/dev'), 'h1\nh2\n  wan0: 500 1 0 0 0 0 0 0 700 1 0 0 0 0 0 0\n');
    const platform = new LinuxPlatform({ procDir: proc, resolvConf: path.join(proc, 'none') });
    platforms.push(platform);
    const clients = await platform.lanClients();
    expect(clients.map((c) => c.ip)).toEqual(['192.168.1.5']);
    expect(await platform.wanCounters()).toMatchObject({ rxBytes: 500, txBytes: 700 });
  });
});
