// The simulated router's PPTP and L2TP client tunnels: one rides on the WAN and comes up with it,
// unless its server is unreachable (a name under RFC 2606's .invalid, or an address of RFC 5737's
// TEST-NET-1 192.0.2.0/24) or the server refuses the account (the simulated server refuses a
// password starting with "wrong"). Up, it holds an address of the server's pool and carries a
// share of the WAN's bytes.
import type { PppTunnelLink, PppTunnelTarget, WanCounters, WanLink } from '../platform';
import { hashSeed } from '../../lib/mulberry32';

const down = (reason: PppTunnelLink['reason']): PppTunnelLink => ({ up: false, reason, ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 });

export function pppTunnelLink(seed: number, target: PppTunnelTarget, wan: WanLink, counters: WanCounters): PppTunnelLink {
  if (!target.enabled) return down('disabled');
  if (!wan.up) return down('wanDown');
  if (target.server.endsWith('.invalid') || target.server.startsWith('192.0.2.')) return down('unreachable');
  if (target.password.startsWith('wrong')) return down('authFailed');
  const hash = hashSeed(seed, `${target.tunnel}-${target.server}-${target.username}`);
  // A tenth to a third of the WAN's traffic goes through the tunnel.
  const share = 0.1 + ((hash >>> 16) % 24) / 100;
  return {
    up: true,
    reason: '',
    ipaddr: `10.${(hash % 200) + 20}.${(hash >>> 8) % 250}.${((hash >>> 4) % 250) + 2}`,
    connectedSeconds: wan.connectedSeconds,
    rxBytes: Math.floor(counters.rxBytes * share),
    txBytes: Math.floor(counters.txBytes * share),
  };
}
