// The simulated Wi-Fi portal: every connected LAN client not on the trusted MAC list has signed
// in, a few seconds after it joined; a kicked client stays out until its next visit (a new
// connection), when it signs in again.
import type { LanClient, PortalClient, PortalLink } from '@rc/core/platform/platform';

// Seconds between a client joining and finishing the portal's sign-in page.
const signInAfterS = 20;

export class SimPortal implements PortalLink {
  /** MAC -> connectedSince of the visit it was kicked from */
  private readonly kicked = new Map<string, number>();

  constructor(
    private readonly lanClients: () => Promise<LanClient[]>,
    private readonly now: () => number,
  ) {}

  async clients(trustedMacs: readonly string[]): Promise<PortalClient[]> {
    const trusted = new Set(trustedMacs.map((mac) => mac.toUpperCase()));
    const now = this.now();
    return (await this.lanClients()).flatMap((client) => {
      const mac = client.mac.toUpperCase();
      const signedInAt = client.connectedSince + signInAfterS * 1000;
      if (trusted.has(mac) || this.kicked.get(mac) === client.connectedSince || signedInAt > now) return [];
      const signedInSeconds = Math.floor((now - signedInAt) / 1000);
      return [{ mac, ip: client.ip, hostname: client.hostname, signedInSeconds, rxBytes: client.rxBytes, txBytes: client.txBytes }];
    });
  }

  async kick(mac: string): Promise<boolean> {
    const wanted = mac.toUpperCase();
    const client = (await this.lanClients()).find((candidate) => candidate.mac.toUpperCase() === wanted);
    if (!client || this.kicked.get(wanted) === client.connectedSince) return false;
    this.kicked.set(wanted, client.connectedSince);
    return true;
  }
}
