// The simulated router's cloud: it logs in whenever an uplink (the WAN port or the 4G modem) is up,
// unless the server does not answer (a name under RFC 2606's .invalid, or an address of RFC 5737's
// TEST-NET-1 192.0.2.0/24). The cloud ID is the cloud's name for the unit: a function of its serial,
// so the same router keeps its ID, and another router gets another.
import { createHash } from 'node:crypto';
import type { CloudLink, CloudSession, CloudTarget } from '@rc/core/platform/cloud-link';

const notLogged = (reason: CloudSession['reason']): CloudSession => ({ logged: false, reason, cloudId: '', remoteUrl: '' });

export class SimulatedCloud implements CloudLink {
  constructor(private readonly uplinkUp: () => boolean) {}

  async session(target: CloudTarget): Promise<CloudSession> {
    if (!target.enabled) return notLogged('disabled');
    if (!this.uplinkUp()) return notLogged('wanDown');
    if (target.server.endsWith('.invalid') || target.server.startsWith('192.0.2.')) return notLogged('unreachable');
    const cloudId = cloudIdOf(target.serial());
    return { logged: true, reason: '', cloudId, remoteUrl: `https://${target.server}/d/${cloudId}` };
  }
}

/** 12 digits, as a person reads them out to support. */
export function cloudIdOf(serial: string): string {
  const digest = createHash('sha256').update(`cloud-id:${serial}`).digest();
  return (digest.readUIntBE(0, 6) % 1e12).toString().padStart(12, '0');
}
