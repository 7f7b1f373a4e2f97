// NTP as the simulated router sees it: every server answers except names under the reserved
// .invalid, .test and .example domains (RFC 2606), which tests use for an unreachable server.
// A router without a battery-backed clock is off by up to two seconds after a boot; once
// synchronised it stays within a few milliseconds.
import type { TimeSync } from '@rc/core/platform/platform';
import { hashSeed } from '../../lib/mulberry32';

const UNREACHABLE_RE = /\.(?:invalid|test|example)$/i;

export class SimulatedNtp {
  private synced = false;
  private boots = 0;

  constructor(private readonly seed: number) {}

  sync(servers: string[]): TimeSync | undefined {
    const server = servers.find((name) => name !== '' && !UNREACHABLE_RE.test(name));
    if (!server) return undefined;
    const drift = hashSeed(this.seed, `ntp-${this.boots}-${this.synced ? 'synced' : 'boot'}`);
    const offsetMs = this.synced ? (drift % 9) - 4 : (drift % 4001) - 2000;
    this.synced = true;
    return { server, offsetMs };
  }

  rebooted(): void {
    this.synced = false;
    this.boots += 1;
  }
}
