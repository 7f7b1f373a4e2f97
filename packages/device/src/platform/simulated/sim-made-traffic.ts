// Traffic an evaluator makes on the simulated router (Utilities > Simulator): a client on the LAN or
// a Wi-Fi band downloads at a steady rate for a while, through the uplink that was up when it began.
// The same bytes count on the client's interface, on br-lan and on that uplink, so that the graphs
// of all three move together and the LAN adds up with WAN + 4G. Gated by the uplink's history:
// while the uplink is down the download stalls, as a real one would.
import type { LanInterface } from '@rc/core/platform/platform';
import type { Counter, LinkHistory } from './sim-link-history';

export type MadeUplink = 'wan' | 'wwan';

// A TCP download answers every two full segments (2 x 1448 bytes) with one 52-byte ACK: about 2 %
// of what it downloads goes back up.
const ACK_SHARE = 0.02;

interface Download {
  on: LanInterface;
  uplink: MadeUplink;
  bytes: Counter;
}

export interface MadeCounters {
  /** bytes downloaded (rx on an uplink, tx towards the clients) */
  down: number;
  /** the ACKs going the other way */
  up: number;
  /** download bytes per second now */
  downRate: number;
  upRate: number;
}

export class MadeTraffic {
  private downloads: Download[] = [];

  /** A download of `bytesPerS` from second `from` for `seconds`, counted while `link` is up. */
  start(on: LanInterface, uplink: MadeUplink, link: LinkHistory, from: number, bytesPerS: number, seconds: number): void {
    const steady: Counter = {
      rate: (t) => (t >= from && t < from + seconds ? bytesPerS : 0),
      total: (t) => bytesPerS * Math.min(Math.max(t - from, 0), seconds),
    };
    this.downloads.push({ on, uplink, bytes: link.gate(steady) });
  }

  /** What the downloads moved by second `t` through an uplink, or to the clients of an interface (br-lan: all of them). */
  counters(t: number, where: { uplink?: MadeUplink; on?: LanInterface | 'br-lan' }): MadeCounters {
    let down = 0;
    let downRate = 0;
    for (const download of this.downloads) {
      if (where.uplink !== undefined && download.uplink !== where.uplink) continue;
      if (where.on !== undefined && where.on !== 'br-lan' && download.on !== where.on) continue;
      down += download.bytes.total(t);
      downRate += download.bytes.rate(t);
    }
    return { down: Math.round(down), up: Math.round(down * ACK_SHARE), downRate: Math.round(downRate), upRate: Math.round(downRate * ACK_SHARE) };
  }

  /** Counters start again from 0 after a reboot, and a download does not outlive one. */
  reset(): void {
    this.downloads = [];
  }
}
