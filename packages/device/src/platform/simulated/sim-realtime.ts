// The simulated router's counters for the realtime graphs (issue 32.4): CPU jiffies and tracked
// connections as functions of (seed, uptime), like every other simulated answer.
import type { Wave } from './wave';

// USER_HZ and the MT7621's four hardware threads: what its /proc/stat counts in.
const USER_HZ = 100;
const CPU_THREADS = 4;
/** OpenWrt's /etc/sysctl.d/11-nf-conntrack.conf: net.netfilter.nf_conntrack_max=16384 */
const CONNTRACK_MAX = 16_384;

/** The CPU use in percent that systemStatus reports at t: 3-25 %, wandering. */
export function simulatedCpuPercent(wave: Wave, t: number): number {
  return 14 + 11 * wave.at(t);
}

/**
 * /proc/stat's jiffies since boot for that CPU use: busy is the integral of the use, so that the
 * change between two samples gives the mean use between them. Never decreasing: the use is above 3 %.
 */
export function simulatedCpuCounters(wave: Wave, t: number): { busy: number; total: number } {
  const ticks = USER_HZ * CPU_THREADS;
  return { busy: Math.round(ticks * (0.14 * t + 0.11 * wave.integral(t))), total: Math.round(ticks * t) };
}

/** Connections a home router tracks: a few of its own, about 30 per client, wandering by a third. */
export function simulatedConntrack(wave: Wave, t: number, clients: number): { count: number; max: number } {
  const typical = 40 + 30 * clients;
  return { count: Math.max(0, Math.round(typical * (1 + 0.35 * wave.at(t)))), max: CONNTRACK_MAX };
}
