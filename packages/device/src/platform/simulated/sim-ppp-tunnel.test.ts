import { describe, expect, it } from 'vitest';
import type { PppTunnelTarget, WanCounters, WanLink } from '@rc/core/platform/platform';
import { pppTunnelLink, SimTunnelControl } from './sim-ppp-tunnel';

const wan: WanLink = { up: true, ipaddr: '203.0.113.7', netmask: '255.255.255.0', gateway: '203.0.113.1', dns: [], connectedSeconds: 86_400 };
const counters: WanCounters = { rxBytes: 50e9, txBytes: 10e9, rxRate: 0, txRate: 0 };
const target: PppTunnelTarget = { tunnel: 'pptp', enabled: true, server: 'vpn.example.net', username: 'anna', password: 'secret' };

function linkAt(control: SimTunnelControl, settings: PppTunnelTarget, uptimeS: number) {
  control.noteSettings(settings, uptimeS);
  return pppTunnelLink(7, settings, wan, counters, { held: control.isHeld(settings.tunnel), upFor: control.upFor(settings.tunnel, uptimeS) });
}

describe('a simulated PPTP/L2TP tunnel', () => {
  it('saved a moment ago has been up for a moment, with a moment of traffic, not the WAN\'s day', () => {
    const control = new SimTunnelControl();
    expect(linkAt(control, target, 100_000).connectedSeconds).toBe(86_400);
    const fresh = linkAt(control, { ...target, server: 'other.example.net' }, 100_000);
    expect(fresh.connectedSeconds).toBe(0);
    expect(fresh.rxBytes).toBe(0);
    const later = linkAt(control, { ...target, server: 'other.example.net' }, 100_030);
    expect(later.connectedSeconds).toBe(30);
    expect(later.rxBytes).toBeLessThan(counters.rxBytes / 1000);
  });

  it('keeps counting through polls with the same settings', () => {
    const control = new SimTunnelControl();
    linkAt(control, target, 10);
    expect(linkAt(control, target, 20).connectedSeconds).toBe(86_400);
  });
});
