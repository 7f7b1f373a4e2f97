// The simulated router's PPTP and L2TP client tunnels: one rides on the WAN and comes up with it,
// unless its server is unreachable (a name under RFC 2606's .invalid, or an address of RFC 5737's
// TEST-NET-1 192.0.2.0/24) or the server refuses the account (the simulated server refuses a
// password starting with "wrong"), or the administrator took it down (netifd's ifdown: it stays
// down until ifup or a reboot). Up, it holds an address of the server's pool and carries a share
// of the WAN's bytes since it last came up.
import type { PppTunnelLink, PppTunnelTarget, WanCounters, WanLink } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

type Tunnel = PppTunnelTarget['tunnel'];

const down = (reason: PppTunnelLink['reason']): PppTunnelLink => ({ up: false, reason, ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 });

/** ifdown / ifup by hand: which tunnels are held down, and when each last came up again (uptime, s). */
export class SimTunnelControl {
  private readonly held = new Set<Tunnel>();
  private readonly upSince = new Map<Tunnel, number>();
  /** the settings each tunnel was last seen with */
  private readonly settings = new Map<Tunnel, string>();

  /**
   * A tunnel whose settings changed since they were last seen starts again now, as netifd
   * restarts an interface whose section a reload changed (a tunnel saved a moment ago has been
   * up for a moment, not for the router's whole uptime). The first sighting is the baseline.
   */
  noteSettings(target: PppTunnelTarget, uptimeS: number): void {
    const key = JSON.stringify([target.enabled, target.server, target.username, target.password]);
    const before = this.settings.get(target.tunnel);
    this.settings.set(target.tunnel, key);
    if (before === undefined || before === key) return;
    this.held.delete(target.tunnel);
    this.upSince.set(target.tunnel, uptimeS);
  }

  set(tunnel: Tunnel, up: boolean, uptimeS: number): void {
    if (up && this.held.delete(tunnel)) this.upSince.set(tunnel, uptimeS);
    if (!up) this.held.add(tunnel);
  }

  isHeld(tunnel: Tunnel): boolean {
    return this.held.has(tunnel);
  }

  /** Seconds since an ifup or a change of settings brought the tunnel up; undefined when neither happened. */
  upFor(tunnel: Tunnel, uptimeS: number): number | undefined {
    const since = this.upSince.get(tunnel);
    return since === undefined ? undefined : uptimeS - since;
  }

  /** A reboot brings every tunnel up again, as netifd does with its auto interfaces. */
  reset(): void {
    this.held.clear();
    this.upSince.clear();
    this.settings.clear();
  }
}

export interface TunnelHistory {
  /** taken down by hand */
  held: boolean;
  /** seconds since connect brought it back, when it did */
  upFor?: number;
}

export function pppTunnelLink(seed: number, target: PppTunnelTarget, wan: WanLink, counters: WanCounters, history: TunnelHistory = { held: false }): PppTunnelLink {
  if (!target.enabled) return down('disabled');
  if (history.held) return down('manual');
  if (!wan.up) return down('wanDown');
  if (target.server.endsWith('.invalid') || target.server.startsWith('192.0.2.')) return down('unreachable');
  if (target.password.startsWith('wrong')) return down('authFailed');
  const hash = hashSeed(seed, `${target.tunnel}-${target.server}-${target.username}`);
  const connectedSeconds = Math.floor(Math.min(wan.connectedSeconds, history.upFor ?? Infinity));
  // A tenth to a third of the WAN's traffic goes through the tunnel, counted since it came up.
  const share = (0.1 + ((hash >>> 16) % 24) / 100) * (wan.connectedSeconds > 0 ? connectedSeconds / wan.connectedSeconds : 1);
  return {
    up: true,
    reason: '',
    ipaddr: `10.${(hash % 200) + 20}.${(hash >>> 8) % 250}.${((hash >>> 4) % 250) + 2}`,
    connectedSeconds,
    rxBytes: Math.floor(counters.rxBytes * share),
    txBytes: Math.floor(counters.txBytes * share),
  };
}
