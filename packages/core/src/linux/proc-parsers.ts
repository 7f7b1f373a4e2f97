// Parsers of the Linux /proc files the `linux` driver reads. Pure functions of the file text, so
// that they are tested on sample text as well as on the machine's own /proc.
import type { ArpEntry, Route } from '../platform/platform';

export interface CpuTimes {
  idle: number;
  total: number;
}

export interface InterfaceCounters {
  rxBytes: number;
  txBytes: number;
}

/** /proc/uptime: "497.03 768.19" -> 497.03 seconds */
export function parseUptime(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error('unreadable /proc/uptime');
  return Number(match[1]);
}

/** The aggregate "cpu" line of /proc/stat; iowait counts as idle, guest time is already in user. */
export function parseCpuTimes(text: string): CpuTimes {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('no cpu line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { idle: idle + iowait, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** CPU use in percent between two samples of /proc/stat. */
export function cpuPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const busy = total - (after.idle - before.idle);
  return Math.round((busy / total) * 1000) / 10;
}

/** The "cpu" line as the realtime graphs' counters: busy (all but idle and iowait) and total jiffies. */
export function parseCpuCounters(text: string): { busy: number; total: number } {
  const { idle, total } = parseCpuTimes(text);
  return { busy: total - idle, total };
}

/** Where the kernel's nf_conntrack counts tracked connections and their limit, below /proc. */
export const conntrackFiles = { count: 'sys/net/netfilter/nf_conntrack_count', max: 'sys/net/netfilter/nf_conntrack_max' } as const;

/**
 * nf_conntrack_count and nf_conntrack_max (one number each); null when either file is missing or
 * holds no number: without the nf_conntrack module the kernel tracks no connections.
 */
export function parseConntrack(count: string | undefined, max: string | undefined): { count: number; max: number } | null {
  const number = (text: string | undefined) => (text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined);
  const [tracked, limit] = [number(count), number(max)];
  return tracked === undefined || limit === undefined ? null : { count: tracked, max: limit };
}

/** /proc/meminfo in bytes; "used" is what is not available, as `free` counts it. */
export function parseMeminfo(text: string): { memTotal: number; memUsed: number } {
  const kib = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\w+):\s+(\d+)/.exec(line);
    if (match?.[1] && match[2]) kib.set(match[1], Number(match[2]));
  }
  const total = kib.get('MemTotal');
  if (total === undefined) throw new Error('no MemTotal in /proc/meminfo');
  const available =
    kib.get('MemAvailable') ?? (kib.get('MemFree') ?? 0) + (kib.get('Buffers') ?? 0) + (kib.get('Cached') ?? 0);
  return { memTotal: total * 1024, memUsed: (total - available) * 1024 };
}

/** /proc/loadavg: "0.52 0.32 0.18 2/120 10855" */
export function parseLoadavg(text: string): [number, number, number] {
  const [one, five, fifteen] = text.trim().split(/\s+/).map(Number);
  if (![one, five, fifteen].every((n) => Number.isFinite(n))) throw new Error('unreadable /proc/loadavg');
  return [one ?? 0, five ?? 0, fifteen ?? 0];
}

/** /proc/net/dev: byte counters per interface. */
export function parseNetDev(text: string): Map<string, InterfaceCounters> {
  const counters = new Map<string, InterfaceCounters>();
  for (const line of text.split('\n').slice(2)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const fields = line.slice(colon + 1).trim().split(/\s+/).map(Number);
    counters.set(line.slice(0, colon).trim(), { rxBytes: fields[0] ?? 0, txBytes: fields[8] ?? 0 });
  }
  return counters;
}

// ARP flag 0x2 (ATF_COM): the entry is complete; incomplete ones have MAC 00:00:00:00:00:00.
const arpComplete = 0x2;

/** /proc/net/arp: complete entries only. */
export function parseArp(text: string): ArpEntry[] {
  const entries: ArpEntry[] = [];
  for (const line of text.split('\n').slice(1)) {
    const [ip, , flags, mac, , device] = line.trim().split(/\s+/);
    if (!ip || !mac || !device || !(Number(flags) & arpComplete)) continue;
    entries.push({ ip, mac: mac.toUpperCase(), interface: device });
  }
  return entries;
}

/** /proc/net/route: addresses are 32-bit hex in host (little-endian) order. */
export function parseRoutes(text: string): Route[] {
  const routes: Route[] = [];
  for (const line of text.split('\n').slice(1)) {
    const [iface, destination, gateway, , , , metric, mask] = line.trim().split(/\s+/);
    if (!iface || !destination || !gateway || !mask) continue;
    routes.push({
      destination: hexToIpv4(destination),
      netmask: hexToIpv4(mask),
      gateway: hexToIpv4(gateway),
      interface: iface,
      metric: Number(metric ?? 0),
    });
  }
  return routes;
}

export function hexToIpv4(hex: string): string {
  const value = parseInt(hex, 16);
  return [0, 8, 16, 24].map((shift) => (value >>> shift) & 0xff).join('.');
}

/** resolv.conf nameserver lines. */
export function parseNameservers(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^\s*nameserver\s+(\S+)/.exec(line)?.[1])
    .filter((ip): ip is string => ip !== undefined);
}
