// Issue 30.11 and 43.4: who made a device, from its MAC's OUI. The list (oui-vendors.generated.ts,
// about 15 KB gzip) is its own chunk, loaded by the first page that names a maker: the client list
// or a client picker, never the login or home page (DESIGN budgets).
import { useEffect, useState } from 'react';
import type { ouiVendors } from './oui-vendors.generated';

export type VendorTable = ReadonlyMap<number, string>;

/** The vendor of each OUI, from the generated list of base-36 gaps. */
export function vendorTable(list: typeof ouiVendors): VendorTable {
  const byOui = new Map<number, string>();
  for (const [vendor, gaps] of list) {
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
export function macVendor(mac: string, table: VendorTable | undefined): string | undefined {
  const hex = mac.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();
  if (hex.length !== 12) return undefined;
  if (Number.parseInt(hex.slice(0, 2), 16) & 0x02) return 'private';
  return table?.get(Number.parseInt(hex.slice(0, 6), 16));
}

let loaded: VendorTable | undefined;
let loading: Promise<VendorTable> | undefined;

function loadVendorTable(): Promise<VendorTable> {
  loading ??= import('./oui-vendors.generated').then(({ ouiVendors: list }) => (loaded = vendorTable(list)));
  return loading;
}

/** The vendor list once its chunk has arrived (undefined before; a failed load leaves makers unnamed). */
export function useVendorTable(): VendorTable | undefined {
  const [table, setTable] = useState(loaded);
  useEffect(() => {
    if (table) return;
    let live = true;
    loadVendorTable().then(
      (ready) => live && setTable(ready),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [table]);
  return table;
}
