// What the first-start wizard's ops share (kept out of the op file, whose every export is an op).

/** What the WAN probe found, in the order the wizard prefers it: a cable's DHCP, its PPPoE, then the SIM. */
export const WanTypes = ['dhcp', 'pppoe', 'cellular', 'none'] as const;
export type WanType = (typeof WanTypes)[number];

/** The lowest signal a SIM may have to count as an uplink: -110 dBm, where spec 9's signal bars show one bar. */
export const simSignalFloorDbm = -110;

/** A modem reading that counts as a SIM with signal (dBm; 0 is a modem with no reading). */
export function hasSimSignal(signalDbm: number): boolean {
  return signalDbm < 0 && signalDbm >= simSignalFloorDbm;
}

/** The connection a probe suggests: a DHCP answer first (no account needed), then a PPPoE server, then a SIM with signal. */
export function suggestedWanType(found: { dhcp: boolean; pppoe: boolean; sim: boolean }): WanType {
  if (found.dhcp) return 'dhcp';
  if (found.pppoe) return 'pppoe';
  return found.sim ? 'cellular' : 'none';
}
