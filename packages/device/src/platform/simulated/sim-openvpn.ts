// The simulated router's OpenVPN client: it rides on the WAN and comes up with it, unless its
// server is unreachable (a name under RFC 2606's .invalid, or an address of RFC 5737's TEST-NET-1
// 192.0.2.0/24, as sim-ppp-tunnel.ts) or the TLS handshake fails: the simulated server trusts the
// CA the router holds, so it refuses a client certificate that CA did not sign, or one out of date.
// A client that signs in with a username needs no certificate (verify-client-cert none): the
// simulated server takes any user whose password is set.
// Up, the tunnel holds an address of openvpn's customary 10.8.0.0/24 pool and carries a share of
// the WAN's bytes.
import { X509Certificate } from 'node:crypto';
import type { OpenvpnLink, OpenvpnTarget, WanCounters, WanLink } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

const down = (reason: OpenvpnLink['reason']): OpenvpnLink => ({ up: false, reason, ipaddr: '', connectedSeconds: 0, rxBytes: 0, txBytes: 0 });

export function openvpnLink(seed: number, target: OpenvpnTarget, wan: WanLink, counters: WanCounters, now: number): OpenvpnLink {
  if (!target.enabled) return down('disabled');
  if (!wan.up) return down('wanDown');
  if (target.remote.endsWith('.invalid') || target.remote.startsWith('192.0.2.')) return down('unreachable');
  if (target.signsIn) {
    if (!target.signsIn.passwordSet) return down('authFailed');
    if (target.cert && !certificateTrusted(target.ca, target.cert, now)) return down('certRefused');
  } else if (!certificateTrusted(target.ca, target.cert, now)) return down('certRefused');
  const hash = hashSeed(seed, `openvpn-${target.remote}-${target.port}-${target.protocol}`);
  const share = 0.1 + ((hash >>> 16) % 24) / 100;
  return {
    up: true,
    reason: '',
    ipaddr: `10.8.0.${(hash % 250) + 2}`,
    connectedSeconds: wan.connectedSeconds,
    rxBytes: Math.floor(counters.rxBytes * share),
    txBytes: Math.floor(counters.txBytes * share),
  };
}

function certificateTrusted(caPem: string, certPem: string, now: number): boolean {
  try {
    const ca = new X509Certificate(caPem);
    const cert = new X509Certificate(certPem);
    const inDate = Date.parse(cert.validFrom) <= now && now <= Date.parse(cert.validTo);
    return inDate && cert.checkIssued(ca) && cert.verify(ca.publicKey);
  } catch {
    return false;
  }
}
