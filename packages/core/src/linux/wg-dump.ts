// `wg show wg0 dump` (wireguard-tools): a line for the interface (private key, public key, listen
// port, fwmark), then one per peer, tab-separated: public key, preshared key, endpoint ("(none)"
// before any packet), allowed IPs, latest handshake (Unix seconds, 0 never), bytes received, bytes
// sent, persistent keepalive. Keys other than the peer's public key are never kept.
// Browser-safe: the ubus platform reads the same dump through rpcd's file exec.
import type { WireguardPeerState } from '../platform/platform';

export function parseWgDump(text: string, nowS: number): WireguardPeerState[] {
  const [, ...peers] = text.split('\n').filter((line) => line.trim() !== '');
  return peers.flatMap((line) => {
    const [publicKey, , endpoint, , handshake, rx, tx] = line.split('\t');
    if (!publicKey || tx === undefined) return [];
    const at = Number(handshake);
    return [
      {
        publicKey,
        endpoint: endpoint === '(none)' || !endpoint ? '' : endpoint,
        handshakeSecondsAgo: at > 0 ? Math.max(0, Math.floor(nowS - at)) : -1,
        rxBytes: Number(rx) || 0,
        txBytes: Number(tx) || 0,
      },
    ];
  });
}
