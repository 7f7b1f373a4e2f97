// The names a router answers to (request-origin.ts): its configured host name, alone and in the
// DHCP domain, as dnsmasq serves them to the LAN (OpenWrt package/network/services/dnsmasq/files/
// dnsmasq.init, "add own hostname": a host record of system.@system[0].hostname, default OpenWrt,
// both as "<hostname>.<domain>" with dhcp.@dnsmasq[0].domain and bare), plus --allowed-host names.
// Read again on a miss (at most every few seconds): a renamed router answers to its new name
// without a restart.
import type { UciStore } from '../store/uci-store';
import { getOption, sectionsOfType } from '@rc/core/uci/uci-edit';
import { systemSettings } from '@rc/core/settings/system-settings';
import type { KnownHostName } from './request-origin';

const rereadAfterMs = 3000;

export function knownHostNames(store: UciStore, allowedHosts: readonly string[], now: () => number = Date.now): KnownHostName {
  let names = new Set<string>();
  let readAt = -Infinity;
  const reread = async () => {
    readAt = now();
    const hostname = systemSettings(await store.read('system')).hostname.toLowerCase();
    const dnsmasq = sectionsOfType(await store.read('dhcp'), 'dnsmasq')[0];
    const domain = (dnsmasq && getOption(dnsmasq, 'domain'))?.toLowerCase();
    names = new Set([...allowedHosts, hostname, ...(domain ? [`${hostname}.${domain}`] : [])]);
  };
  return async (host) => {
    if (names.has(host)) return true;
    if (now() - readAt < rereadAfterMs) return false;
    try {
      await reread();
    } catch {
      // A malformed file on disk: the names known so far stay; the address always works.
    }
    return names.has(host);
  };
}
