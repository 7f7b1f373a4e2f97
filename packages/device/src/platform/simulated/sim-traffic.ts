// Interface counters of the simulated router. The LAN side mirrors what the WAN and the 4G modem
// forward (with a little local traffic), split between the wired port and the two radios by seeded
// shares: every counter is a function of uptime, so it only ever grows.
import type { InterfaceTraffic, WanCounters } from '../platform';
import { hashSeed } from '../../lib/mulberry32';

// Average frame sizes: downloads are mostly full frames, uploads mostly ACKs.
const DOWN_FRAME_BYTES = 1200;
const UP_FRAME_BYTES = 300;

export interface TrafficInputs {
  seed: number;
  uptimeS: number;
  wan: WanCounters;
  wanUp: boolean;
  /** the 4G data session's counters */
  modem: { up: boolean; rxBytes: number; txBytes: number };
}

export function simulatedTraffic({ seed, uptimeS, wan, wanUp, modem }: TrafficInputs): InterfaceTraffic[] {
  const forwardedDown = wan.rxBytes + modem.rxBytes;
  const forwardedUp = wan.txBytes + modem.txBytes;
  // The router's own services (DNS, DHCP, this console) add a trickle on the LAN side.
  const local = Math.round(uptimeS * 180);
  const lan = counters('lan', 'br-lan', true, forwardedUp + local, forwardedDown + local);
  const shares = radioShares(seed);
  return [
    counters('wan', 'eth0.2', wanUp, wan.rxBytes, wan.txBytes),
    lan,
    share('wifi-2g', 'phy0-ap0', lan, shares.wifi2g),
    share('wifi-5g', 'phy1-ap0', lan, shares.wifi5g),
    counters('wwan', 'wwan0', modem.up, modem.rxBytes, modem.txBytes),
  ];
}

function radioShares(seed: number) {
  const wifi2g = 0.15 + (hashSeed(seed, 'share-2g') % 20) / 100;
  const wifi5g = 0.3 + (hashSeed(seed, 'share-5g') % 25) / 100;
  return { wifi2g, wifi5g };
}

function counters(name: string, device: string, up: boolean, rxBytes: number, txBytes: number): InterfaceTraffic {
  // rx on the WAN side is download; on the LAN side download is tx.
  const downstreamIsRx = name === 'wan' || name === 'wwan';
  return {
    name,
    device,
    up,
    rxBytes,
    txBytes,
    rxPackets: Math.round(rxBytes / (downstreamIsRx ? DOWN_FRAME_BYTES : UP_FRAME_BYTES)),
    txPackets: Math.round(txBytes / (downstreamIsRx ? UP_FRAME_BYTES : DOWN_FRAME_BYTES)),
  };
}

function share(name: string, device: string, lan: InterfaceTraffic, fraction: number): InterfaceTraffic {
  const part = (value: number) => Math.round(value * fraction);
  return { name, device, up: true, rxBytes: part(lan.rxBytes), txBytes: part(lan.txBytes), rxPackets: part(lan.rxPackets), txPackets: part(lan.txPackets) };
}
