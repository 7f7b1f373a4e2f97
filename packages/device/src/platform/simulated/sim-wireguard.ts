// The simulated router's wg0 as `wg show wg0 dump` would tell it. A peer with an endpoint (the
// router dials a remote server) shakes hands while the WAN is up, every two minutes as WireGuard
// rekeys; a peer without one (a phone) is one that connected lately for about two seeds in three,
// seen at a carrier-grade NAT address (RFC 6598's 100.64.0.0/10). Bytes are a seeded share of
// the WAN's since wg0 came up (a save brings it up afresh, as netifd's reload of wg0 does), so they
// start at zero and move as the WAN's do; a peer shakes hands only once wg0 is up (the server
// within a second or two, a phone some seconds later), never before.
import type { WanCounters, WanLink, WireguardLink, WireguardPeerState, WireguardTarget } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

const REKEY_S = 120;

/** When wg0 came up and the WAN's counters then: a new target (a save) starts it again. */
export class SimWireguardClock {
  private key = '';
  private since = { uptimeS: 0, rxBytes: 0, txBytes: 0 };

  /** wg0's start for this target, noted now when the target changed (or was off). */
  startOf(target: WireguardTarget, counters: WanCounters, uptimeS: number): { uptimeS: number; rxBytes: number; txBytes: number } {
    const key = target.enabled ? JSON.stringify(target) : '';
    if (key !== this.key) this.since = { uptimeS, rxBytes: counters.rxBytes, txBytes: counters.txBytes };
    this.key = key;
    return this.since;
  }
}

export function wireguardLink(seed: number, target: WireguardTarget, wan: WanLink, counters: WanCounters, uptimeS: number, clock: SimWireguardClock): WireguardLink {
  if (!target.enabled) {
    clock.startOf(target, counters, uptimeS);
    return { available: true, up: false, peers: [] };
  }
  const since = clock.startOf(target, counters, uptimeS);
  const upSeconds = Math.max(0, uptimeS - since.uptimeS);
  const sinceUp = { ...counters, rxBytes: counters.rxBytes - since.rxBytes, txBytes: counters.txBytes - since.txBytes };
  return { available: true, up: true, upSeconds: Math.floor(upSeconds), peers: target.peers.map((peer) => peerState(seed, peer, wan, sinceUp, upSeconds)) };
}

// upSeconds: how long wg0 has been up; its first handshake with a peer comes after a peer's delay.
function peerState(seed: number, peer: WireguardTarget['peers'][number], wan: WanLink, counters: WanCounters, upSeconds: number): WireguardPeerState {
  const hash = hashSeed(seed, `wg-${peer.publicKey}`);
  const dials = peer.endpointHost !== '';
  const firstHandshakeS = dials ? 1 : 5 + (hash % 20);
  const seen = wan.up && (dials || hash % 3 !== 0) && upSeconds >= firstHandshakeS;
  if (!seen) return { publicKey: peer.publicKey, endpoint: dials ? `${peer.endpointHost}:${peer.endpointPort || '51820'}` : '', handshakeSecondsAgo: -1, rxBytes: 0, txBytes: 0 };
  const share = 0.01 + ((hash >>> 8) % 5) / 100;
  return {
    publicKey: peer.publicKey,
    endpoint: dials ? `${peer.endpointHost}:${peer.endpointPort || '51820'}` : `100.${64 + (hash % 64)}.${(hash >>> 6) % 256}.${((hash >>> 14) % 253) + 1}:${1024 + ((hash >>> 3) % 60000)}`,
    handshakeSecondsAgo: Math.floor((upSeconds - firstHandshakeS) % REKEY_S),
    rxBytes: Math.floor(counters.rxBytes * share),
    txBytes: Math.floor(counters.txBytes * share),
  };
}
