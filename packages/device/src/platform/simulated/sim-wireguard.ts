// The simulated router's wg0 as `wg show wg0 dump` would tell it. A peer with an endpoint (the
// router dials a remote server) shakes hands while the WAN is up, every two minutes as WireGuard
// rekeys; a peer without one (a phone) is one that connected lately for about two seeds in three,
// seen at a carrier-grade NAT address (RFC 6598's 100.64.0.0/10). Bytes are a seeded share of
// the WAN's, so they move as the WAN's do.
import type { WanCounters, WanLink, WireguardLink, WireguardPeerState, WireguardTarget } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

const REKEY_S = 120;

export function wireguardLink(seed: number, target: WireguardTarget, wan: WanLink, counters: WanCounters, uptimeS: number): WireguardLink {
  if (!target.enabled) return { available: true, up: false, peers: [] };
  return { available: true, up: true, peers: target.peers.map((peer) => peerState(seed, peer, wan, counters, uptimeS)) };
}

function peerState(seed: number, peer: WireguardTarget['peers'][number], wan: WanLink, counters: WanCounters, uptimeS: number): WireguardPeerState {
  const hash = hashSeed(seed, `wg-${peer.publicKey}`);
  const dials = peer.endpointHost !== '';
  const seen = wan.up && (dials || hash % 3 !== 0);
  if (!seen) return { publicKey: peer.publicKey, endpoint: dials ? `${peer.endpointHost}:${peer.endpointPort || '51820'}` : '', handshakeSecondsAgo: -1, rxBytes: 0, txBytes: 0 };
  const share = 0.01 + ((hash >>> 8) % 5) / 100;
  return {
    publicKey: peer.publicKey,
    endpoint: dials ? `${peer.endpointHost}:${peer.endpointPort || '51820'}` : `100.${64 + (hash % 64)}.${(hash >>> 6) % 256}.${((hash >>> 14) % 253) + 1}:${1024 + ((hash >>> 3) % 60000)}`,
    handshakeSecondsAgo: Math.floor((uptimeS + (hash % REKEY_S)) % REKEY_S),
    rxBytes: Math.floor(counters.rxBytes * share),
    txBytes: Math.floor(counters.txBytes * share),
  };
}
