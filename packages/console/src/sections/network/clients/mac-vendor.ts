// Issue 30.11: who made a device, from its MAC's OUI (oui-vendors.generated.ts, this page only).
import { ouiVendors } from './oui-vendors.generated';

let byOui: Map<number, string> | undefined;

function table(): Map<number, string> {
  if (byOui) return byOui;
  byOui = new Map();
  for (const [vendor, gaps] of ouiVendors) {
    let oui = 0;
    for (const gap of gaps.split(',')) {
      oui += Number.parseInt(gap, 36);
      byOui.set(oui, vendor);
    }
  }
  return byOui;
}

/**
 * 'private' for a locally administered MAC (bit 1 of the first octet, IEEE 802: the random
 * address phones use per network), else the vendor's name, or undefined when the list has none.
 */
export function macVendor(mac: string): string | undefined {
  const hex = mac.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();
  if (hex.length !== 12) return undefined;
  if (Number.parseInt(hex.slice(0, 2), 16) & 0x02) return 'private';
  return table().get(Number.parseInt(hex.slice(0, 6), 16));
}
