// Issue 15: a LAN address change moves the console with it. On a router the daemon listens on
// every address and netifd moves the LAN's; the console follows the administrator to the new
// address and confirms from there. The simulated platform plays the move on loopback with
// --follow-lan: LAN a.b.c.d is served at 127.b.c.d, so a change really closes the old URL.
import { lanAddressIfAny } from '@rc/core/settings/network-settings';
import { parseUci } from '@rc/core/uci/uci-parse';
import type { UciStore } from '../../store/uci-store';

/** The LAN address in a network file's text; undefined without one (no file, no lan). */
export function lanIpOf(networkText: string | null | undefined): string | undefined {
  if (!networkText) return undefined;
  try {
    return lanAddressIfAny(parseUci(networkText, 'network'))?.ipaddr;
  } catch {
    return undefined;
  }
}

/** The address the console is reached at when the LAN address is `lanIp`. */
export function consoleHostFor(lanIp: string, followLan: boolean): string {
  return followLan ? `127.${lanIp.split('.').slice(1).join('.')}` : lanIp;
}

export interface LanMove {
  from: string;
  to: string;
}

/** The LAN address change between two network files, if any. */
export function lanMoveOf(before: string | null | undefined, after: string | null | undefined): LanMove | undefined {
  const from = lanIpOf(before);
  const to = lanIpOf(after);
  return from && to && from !== to ? { from, to } : undefined;
}

/**
 * Where the browser that sent a save reaches the console once the change applies: the new LAN's
 * host, when the browser came in through the old one; otherwise (a host name, another network)
 * it stays where it is.
 */
export function followHost(move: LanMove | undefined, requestHost: string | undefined, followLan: boolean): string | undefined {
  if (!move || !requestHost) return undefined;
  const hostname = requestHost.replace(/:\d+$/, '');
  return hostname === consoleHostFor(move.from, followLan) ? consoleHostFor(move.to, followLan) : undefined;
}

// netifd reconfigures the bridge after the answer to the save has left.
const MOVE_DELAY_MS = 500;

/**
 * --follow-lan: serves the console at the host of the current LAN address now, and after every
 * change of the network file (a save, a rollback, a revert, a restore or reset) at the new one.
 */
export async function followLanAddress(store: UciStore, moveTo: (host: string) => Promise<void>): Promise<void> {
  const follow = async () => {
    // A network file that does not parse leaves the console where it is (its pages say why).
    const lanIp = await store.peek('network').then((network) => lanAddressIfAny(network)?.ipaddr, () => undefined);
    if (lanIp) await moveTo(consoleHostFor(lanIp, true));
  };
  await follow();
  store.onCommit((changed) => {
    if (changed.includes('network')) setTimeout(() => void follow(), MOVE_DELAY_MS).unref();
  });
}
