// The simulated LAN: wired hosts that stay, wireless ones that come and go on seeded schedules.
// Two hostnames are hostile or non-ASCII on purpose: DHCP hostnames are chosen by the clients.
import { intToIpv4, ipv4ToInt } from '@rc/contract/datatypes';
import type { LanClient, LanInterface } from '@rc/core/platform/platform';
import { hashSeed, mulberry32, randomInt, type Random } from '../../lib/mulberry32';

interface ClientPlan {
  hostname: string;
  interface: LanInterface;
  mac: string;
  ip: string;
  /** seconds; 0 = always connected */
  periodS: number;
  onS: number;
  offsetS: number;
  /** bytes per second in each direction */
  rxRate: number;
  txRate: number;
  /** Wi-Fi clients: the signal's middle (dBm) and where in its drift it starts */
  signalDbm?: number;
  signalPhase: number;
}

// The third item is the maker's OUI (issue 30.11: the console names the vendor), 'private' a
// randomised (locally administered) address as phones use per network; the other bytes seeded.
const hosts: Array<[string, LanInterface, string?]> = [
  ['DESKTOP-7KQ2M1F', 'lan', '8C:8D:28'],
  ['synology-nas', 'lan'],
  ['HP-LaserJet-M1136', 'lan', '3C:D9:2B'],
  ['iPhone-Li', 'wifi-5g', 'F0:18:98'],
  ['MacBook-Air', 'wifi-5g', '3C:22:FB'],
  ['Galaxy-S23', 'wifi-5g', '8C:71:F8'],
  ['MiTV-4A', 'wifi-2g', '64:09:80'],
  ['小米手环', 'wifi-2g', '28:6C:07'],
  ['android-5f2c9e1b', 'wifi-2g', 'private'],
  ['<b>guest</b>', 'wifi-2g', 'private'],
];

// Seconds after boot before a client has its DHCP lease.
const joinDelayS = 5;

export function planClients(seed: number): ClientPlan[] {
  const random = mulberry32(hashSeed(seed, 'clients'));
  // A stream of its own, so that the addresses and rates stay those of earlier versions.
  const radio = mulberry32(hashSeed(seed, 'signal'));
  return hosts.map(([hostname, iface, oui], index) => {
    const wired = iface === 'lan';
    const periodS = wired ? 0 : randomInt(random, 600, 3600);
    return {
      hostname,
      interface: iface,
      mac: withOui(clientMac(random), oui),
      ip: `192.168.1.${101 + index * 3}`,
      periodS,
      onS: Math.round(periodS * (0.5 + random() * 0.4)),
      offsetS: randomInt(random, 0, Math.max(periodS - 1, 0)),
      rxRate: randomInt(random, 200, 40_000),
      txRate: randomInt(random, 2_000, 400_000),
      signalDbm: wired ? undefined : randomInt(radio, -78, -42),
      signalPhase: radio() * 2 * Math.PI,
    };
  });
}

/** The clients connected `uptimeS` seconds after a boot at `bootTime` (epoch ms). */
export function connectedClients(plans: ClientPlan[], bootTime: number, uptimeS: number): LanClient[] {
  const clients: LanClient[] = [];
  for (const plan of plans) {
    const since = connectedSinceS(plan, uptimeS);
    if (since === undefined) continue;
    const seconds = uptimeS - since;
    clients.push({
      hostname: plan.hostname,
      ip: plan.ip,
      mac: plan.mac,
      interface: plan.interface,
      ...(plan.signalDbm === undefined ? {} : { signal: driftingSignal(plan.signalDbm, plan.signalPhase, uptimeS) }),
      rxBytes: Math.round(plan.rxRate * seconds),
      txBytes: Math.round(plan.txRate * seconds),
      connectedSince: bootTime + Math.round(since * 1000),
    });
  }
  return clients;
}

/** A Wi-Fi signal wanders a few dB around its middle as people move: the same at the same second. */
export function driftingSignal(middleDbm: number, phase: number, uptimeS: number): number {
  const slow = 5 * Math.sin((2 * Math.PI * uptimeS) / 300 + phase);
  const fast = 2 * Math.sin((2 * Math.PI * uptimeS) / 37 + 2 * phase);
  return Math.round(middleDbm + slow + fast);
}

/** How many clients connectedClients lists (on one interface, when named), without building them (the pages' polls). */
export function connectedCount(plans: ClientPlan[], uptimeS: number, on?: LanInterface): number {
  let count = 0;
  for (const plan of plans) if ((on === undefined || plan.interface === on) && connectedSinceS(plan, uptimeS) !== undefined) count += 1;
  return count;
}

/** Seconds after boot at which the client's current visit began; undefined when it is away. */
function connectedSinceS(plan: ClientPlan, uptimeS: number): number | undefined {
  if (uptimeS < joinDelayS) return undefined;
  if (plan.periodS === 0) return joinDelayS;
  const intoCycle = (uptimeS + plan.offsetS) % plan.periodS;
  if (intoCycle >= plan.onS) return undefined;
  return Math.max(uptimeS - intoCycle, joinDelayS);
}

// First bytes of common phone, laptop and TV vendors; the rest seeded.
const vendorBytes = [0x3c, 0xa4, 0xd8, 0x58, 0x9c];

/** The seeded MAC with the maker's first three bytes, or marked locally administered (bit 1 of byte 0). */
function withOui(mac: string, oui: string | undefined): string {
  if (oui === undefined) return mac;
  if (oui !== 'private') return `${oui}${mac.slice(8)}`;
  const first = (Number.parseInt(mac.slice(0, 2), 16) | 0x02) & 0xfe;
  return `${first.toString(16).padStart(2, '0').toUpperCase()}${mac.slice(2)}`;
}

function clientMac(random: Random): string {
  const first = vendorBytes[randomInt(random, 0, vendorBytes.length - 1)] ?? 0x3c;
  const bytes = [first, ...Array.from({ length: 5 }, () => randomInt(random, 0, 255))];
  return bytes.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/**
 * Bytes each interface has carried to and from the clients since boot, earlier visits included:
 * what the LAN ports count (System > Traffic information), so never less than the current visits.
 */
export function lanTotals(plans: ClientPlan[], uptimeS: number): Record<LanInterface, { rxBytes: number; txBytes: number }> {
  const totals: Record<LanInterface, { rxBytes: number; txBytes: number }> = {
    lan: { rxBytes: 0, txBytes: 0 },
    'wifi-2g': { rxBytes: 0, txBytes: 0 },
    'wifi-5g': { rxBytes: 0, txBytes: 0 },
  };
  for (const plan of plans) {
    const seconds = connectedSecondsSinceBoot(plan, uptimeS);
    totals[plan.interface].rxBytes += Math.round(plan.rxRate * seconds);
    totals[plan.interface].txBytes += Math.round(plan.txRate * seconds);
  }
  return totals;
}

function connectedSecondsSinceBoot(plan: ClientPlan, uptimeS: number): number {
  if (uptimeS < joinDelayS) return 0;
  if (plan.periodS === 0) return uptimeS - joinDelayS;
  // Time spent in the "on" part of the shifted cycle over [0, x).
  const onTime = (x: number) => Math.floor(x / plan.periodS) * plan.onS + Math.min(x % plan.periodS, plan.onS);
  return onTime(uptimeS + plan.offsetS) - onTime(joinDelayS + plan.offsetS);
}

/**
 * A client's address once the LAN is `lan` (issue 15): the same host number in the LAN's subnet,
 * as each client's next DHCP lease after a LAN address change gives it.
 */
export function inLanSubnet(ip: string, lan: { ipaddr: string; netmask: string }): string {
  const mask = ipv4ToInt(lan.netmask);
  const router = ipv4ToInt(lan.ipaddr);
  const own = ipv4ToInt(ip);
  if (mask === undefined || router === undefined || own === undefined) return ip;
  const size = (~mask >>> 0) + 1;
  if (size < 4) return ip;
  const network = (router & mask) >>> 0;
  let host = (own & ~mask & 0xff) % (size - 2) || 1;
  if (network + host === router) host = (host % (size - 2)) + 1;
  return intToIpv4(network + host);
}
