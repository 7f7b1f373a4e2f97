// The LAN pool of dnsmasq as OpenWrt stores it (package dhcp): `config dhcp 'lan'` with
// start (host number), limit (pool size), leasetime ('12h', '30m', '3600', '1d', 'infinite')
// and ignore '1' when the server is off on that interface.
import { Limits } from '@rc/contract/constants';
import { getList, getOption, getSection, sectionsOfType } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export type LeaseUnit = 'h' | 'm';

export interface DhcpPool {
  enabled: '1' | '0';
  start: number;
  end: number;
  leaseTime: number;
  leaseUnit: LeaseUnit;
}

// What OpenWrt's dnsmasq init script assumes when an option is missing.
const DEFAULT_LIMIT = 150;
const DEFAULT_LEASE = { leaseTime: 12, leaseUnit: 'h' } as const;

/** `config dhcp 'lan'`, or the dhcp section serving interface lan. */
export function lanPoolSection(dhcp: UciPackage): UciSection | undefined {
  const named = getSection(dhcp, 'lan');
  if (named?.type === 'dhcp') return named;
  return sectionsOfType(dhcp, 'dhcp').find((section) => getOption(section, 'interface') === 'lan');
}

export function dhcpPool(section: UciSection | undefined): DhcpPool {
  const start = intOption(section, 'start') ?? Limits.dhcpStartDefault;
  const limit = intOption(section, 'limit') ?? DEFAULT_LIMIT;
  return {
    enabled: section && getOption(section, 'ignore') === '1' ? '0' : '1',
    start,
    end: start + limit - 1,
    ...parseLeaseTime(section && getOption(section, 'leasetime')),
  };
}

export function poolLeaseSeconds(pool: DhcpPool): number {
  return pool.leaseTime * (pool.leaseUnit === 'h' ? 3600 : 60);
}

const LEASE_RE = /^(\d+)([smhdw]?)$/;
const SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** A leasetime in the console's terms: hours when it is a whole number of them, else minutes. */
export function parseLeaseTime(text: string | undefined): Pick<DhcpPool, 'leaseTime' | 'leaseUnit'> {
  const match = text === undefined ? null : LEASE_RE.exec(text.trim());
  if (text === 'infinite') return { leaseTime: Limits.dhcpLeaseMax, leaseUnit: 'h' };
  if (!match) return DEFAULT_LEASE;
  const [, amount = '0', unit = ''] = match;
  if (unit === 'h' || unit === 'm') return { leaseTime: Number(amount), leaseUnit: unit };
  const seconds = Number(amount) * (SECONDS[unit] ?? 1);
  if (seconds % 3600 === 0) return { leaseTime: seconds / 3600, leaseUnit: 'h' };
  return { leaseTime: Math.max(1, Math.round(seconds / 60)), leaseUnit: 'm' };
}

/** The host sections the static list shows: those that pin an address to a MAC. */
export function staticHosts(dhcp: UciPackage): UciSection[] {
  return sectionsOfType(dhcp, 'host').filter((section) => hostMac(section) !== undefined && getOption(section, 'ip') !== undefined);
}

export function staticHostAddresses(dhcp: UciPackage): string[] {
  return staticHosts(dhcp).map((section) => getOption(section, 'ip') ?? '');
}

/** The first MAC of a host section (`option mac`, `list mac`, or several in one option). */
export function hostMac(section: UciSection): string | undefined {
  return getList(section, 'mac').flatMap((item) => item.split(/\s+/)).find(Boolean);
}

function intOption(section: UciSection | undefined, name: string): number | undefined {
  const text = section && getOption(section, name);
  return text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}
