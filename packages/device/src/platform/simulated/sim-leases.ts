// dnsmasq's leases for the simulated clients: each took a lease when it joined and renews it
// at half time (RFC 2131 T1), so the time left runs down from the lease time to half of it,
// then jumps back up, as on a real router.
import type { DhcpLease, LanClient } from '@rc/core/platform/platform';

export function simulatedLeases(clients: readonly LanClient[], now: number, leaseSeconds: number): DhcpLease[] {
  const leaseMs = leaseSeconds * 1000;
  const renewEveryMs = leaseMs / 2;
  return clients.map((client) => {
    const held = Math.max(0, now - client.connectedSince);
    const renewedAt = client.connectedSince + Math.floor(held / renewEveryMs) * renewEveryMs;
    return { hostname: client.hostname, ip: client.ip, mac: client.mac, expiresAt: renewedAt + leaseMs };
  });
}
