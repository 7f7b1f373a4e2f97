import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import {
  conntrackFiles,
  cpuPercent,
  hexToIpv4,
  parseArp,
  parseConntrack,
  parseCpuCounters,
  parseCpuTimes,
  parseLoadavg,
  parseMeminfo,
  parseNameservers,
  parseNetDev,
  parseRoutes,
  parseUptime,
} from './proc-parsers';

const sample = {
  uptime: '497.03 768.19\n',
  stat: 'cpu  15420 0 5547 76819 557 0 121 83 0 0\ncpu0 6685 0 2307 40207 64 0 21 39 0 0\nintr 1 2 3\n',
  meminfo: 'MemTotal:       24684092 kB\nMemFree:        24010820 kB\nMemAvailable:   24206740 kB\nBuffers: 10 kB\n',
  loadavg: '0.52 0.32 0.18 2/120 10855\n',
  netDev: [
    'Inter-|   Receive                                                |  Transmit',
    ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed',
    '    lo:    3805      37    0    0    0     0          0         0     3805      37    0    0    0     0       0          0',
    '  eth0:1234567    1000    0    0    0     0          0         0   765432     900    0    0    0     0       0          0',
  ].join('\n'),
  arp: [
    'IP address       HW type     Flags       HW address            Mask     Device',
    '192.0.2.1        0x1         0x2         02:fc:00:00:00:05     *        eth0',
    '192.168.1.120    0x1         0x0         00:00:00:00:00:00     *        br-lan',
  ].join('\n'),
  route: [
    'Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT',
    'eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0',
    'eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0',
  ].join('\n'),
};

describe('Linux /proc parsers on sample text', () => {
  it('reads uptime, memory and load', () => {
    expect(parseUptime(sample.uptime)).toBe(497.03);
    expect(parseMeminfo(sample.meminfo)).toEqual({ memTotal: 24684092 * 1024, memUsed: (24684092 - 24206740) * 1024 });
    expect(parseMeminfo('MemTotal: 100 kB\nMemFree: 10 kB\nBuffers: 5 kB\nCached: 5 kB\n').memUsed).toBe(80 * 1024);
    expect(parseLoadavg(sample.loadavg)).toEqual([0.52, 0.32, 0.18]);
  });

  it('computes CPU use from two /proc/stat samples, iowait counted as idle', () => {
    const before = parseCpuTimes(sample.stat);
    expect(before).toEqual({ idle: 76819 + 557, total: 15420 + 5547 + 76819 + 557 + 121 + 83 });
    const after = { idle: before.idle + 75, total: before.total + 100 };
    expect(cpuPercent(before, after)).toBe(25);
    expect(cpuPercent(before, before)).toBe(0);
  });

  it('gives the realtime graphs busy and total jiffies since boot, iowait counted as idle', () => {
    const { idle, total } = parseCpuTimes(sample.stat);
    expect(parseCpuCounters(sample.stat)).toEqual({ busy: 15420 + 5547 + 121 + 83, total });
    expect(total - idle).toBe(15420 + 5547 + 121 + 83);
  });

  it("reads nf_conntrack's count and limit, and none where the kernel tracks no connections", () => {
    expect(parseConntrack('148\n', '16384\n')).toEqual({ count: 148, max: 16384 });
    expect(parseConntrack('0\n', '16384\n')).toEqual({ count: 0, max: 16384 });
    expect(parseConntrack(undefined, undefined)).toBeNull();
    expect(parseConntrack('148\n', undefined)).toBeNull();
    expect(parseConntrack('', '16384')).toBeNull();
    expect(parseConntrack('-1', '16384')).toBeNull();
    expect(parseConntrack('12abc', '16384')).toBeNull();
  });

  it('reads byte counters per interface', () => {
    const counters = parseNetDev(sample.netDev);
    expect(counters.get('eth0')).toEqual({ rxBytes: 1234567, txBytes: 765432 });
    expect(counters.get('lo')).toEqual({ rxBytes: 3805, txBytes: 3805 });
  });

  it('keeps complete ARP entries only', () => {
    expect(parseArp(sample.arp)).toEqual([{ ip: '192.0.2.1', mac: '02:FC:00:00:00:05', interface: 'eth0' }]);
  });

  it('decodes little-endian route addresses', () => {
    expect(hexToIpv4('010200C0')).toBe('192.0.2.1');
    expect(parseRoutes(sample.route)).toEqual([
      { destination: '0.0.0.0', netmask: '0.0.0.0', gateway: '192.0.2.1', interface: 'eth0', metric: 0 },
      { destination: '192.0.2.0', netmask: '255.255.255.0', gateway: '0.0.0.0', interface: 'eth0', metric: 0 },
    ]);
  });

  it('reads nameservers from resolv.conf', () => {
    expect(parseNameservers('# comment\nnameserver 10.0.0.53\nsearch lan\nnameserver ::1\n')).toEqual(['10.0.0.53', '::1']);
  });

  it('refuses unreadable text instead of inventing numbers', () => {
    expect(() => parseUptime('')).toThrow();
    expect(() => parseCpuTimes('intr 1')).toThrow();
    expect(() => parseMeminfo('nothing')).toThrow();
    expect(() => parseLoadavg('x y z')).toThrow();
  });
});

describe.runIf(existsSync('/proc/stat'))("Linux /proc parsers on this machine's /proc", () => {
  const read = (file: string) => readFileSync(`/proc/${file}`, 'utf8');

  it('reads sane values', () => {
    expect(parseUptime(read('uptime'))).toBeGreaterThan(0);
    const memory = parseMeminfo(read('meminfo'));
    expect(memory.memTotal).toBeGreaterThan(memory.memUsed);
    expect(memory.memUsed).toBeGreaterThan(0);
    expect(parseLoadavg(read('loadavg')).every((n) => n >= 0)).toBe(true);
    const cpu = parseCpuTimes(read('stat'));
    expect(cpu.total).toBeGreaterThan(cpu.idle);
    expect(parseNetDev(read('net/dev')).has('lo')).toBe(true);
    for (const route of parseRoutes(read('net/route'))) expect(route.destination).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const entry of parseArp(read('net/arp'))) expect(entry.mac).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
  });

  it.runIf(existsSync(`/proc/${conntrackFiles.count}`))("reads this machine's connection tracking count below its limit", () => {
    const conntrack = parseConntrack(read(conntrackFiles.count), read(conntrackFiles.max));
    expect(conntrack?.max).toBeGreaterThan(0);
    expect(conntrack?.count).toBeLessThanOrEqual(conntrack?.max ?? 0);
  });
});
