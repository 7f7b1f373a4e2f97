// Interface counters of the simulated router: the WAN and the modem as their links count, the LAN
// side as the sum of what every client moved since boot (earlier visits included), plus a little
// of the router's own traffic (DNS, DHCP, this console). Functions of uptime: they only grow.
import type { InterfaceTraffic, LanInterface, WanCounters } from '@rc/core/platform/platform';

// Average frame sizes: downloads are mostly full frames, uploads mostly ACKs.
const DOWN_FRAME_BYTES = 1200;
const UP_FRAME_BYTES = 300;

export interface TrafficInputs {
  uptimeS: number;
  wan: WanCounters;
  wanUp: boolean;
  /** the 4G data session's counters */
  modem: { up: boolean; rxBytes: number; txBytes: number };
  /** bytes each LAN interface carried for the clients since boot (sim-clients lanTotals) */
  clients: Record<LanInterface, { rxBytes: number; txBytes: number }>;
  /** what the simulator's downloads moved towards the clients (down) and back (up), br-lan: all of them */
  made?: Record<'br-lan' | 'wifi-2g' | 'wifi-5g', { down: number; up: number }>;
}

export function simulatedTraffic({ uptimeS, wan, wanUp, modem, clients, made = noneMade }: TrafficInputs): InterfaceTraffic[] {
  const local = Math.round(uptimeS * 180);
  const sum = (key: 'rxBytes' | 'txBytes') => clients.lan[key] + clients['wifi-2g'][key] + clients['wifi-5g'][key] + local;
  // Towards the clients is tx on the LAN side: a download is tx, its ACKs rx.
  const band = (name: 'wifi-2g' | 'wifi-5g') => [clients[name].rxBytes + made[name].up, clients[name].txBytes + made[name].down] as const;
  return [
    counters('wan', 'eth0.2', wanUp, wan.rxBytes, wan.txBytes),
    counters('lan', 'br-lan', true, sum('rxBytes') + made['br-lan'].up, sum('txBytes') + made['br-lan'].down),
    counters('wifi-2g', 'phy0-ap0', true, ...band('wifi-2g')),
    counters('wifi-5g', 'phy1-ap0', true, ...band('wifi-5g')),
    counters('wwan', 'wwan0', modem.up, modem.rxBytes, modem.txBytes),
  ];
}

const nothing = { down: 0, up: 0 };
const noneMade = { 'br-lan': nothing, 'wifi-2g': nothing, 'wifi-5g': nothing };

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
