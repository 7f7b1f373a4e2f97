import { isFeatureEnabled } from '@rc/contract/features';
import type { OpOutput } from '@rc/contract/op';
import type { get_terminals } from '@rc/contract/ops/network/clients';
import type { get_dhcp_leases } from '@rc/contract/ops/network/dhcp';
import { deviceName } from '../../lib/device-name';
import { useMenuConf } from '../../lib/menu-conf';
import { opRef } from '../../lib/op-ref';
import { useOp } from '../../lib/use-op';

// Schema-free: every settings form carries this widget, not the schemas of other pages' ops.
const terminalsOp = opRef<typeof get_terminals>('get_terminals', 'GET');
const leasesOp = opRef<typeof get_dhcp_leases>('get_dhcp_leases', 'GET');

/** A device the router knows on its LAN: connected now, or holding a DHCP lease. */
export interface KnownClient {
  name: string;
  ip: string;
  /** upper case */
  mac: string;
  online: boolean;
}

type Terminal = OpOutput<typeof get_terminals>['terminals'][number];
type Lease = OpOutput<typeof get_dhcp_leases>['leases'][number];

/** Connected devices first, then leased ones that are not connected; one row a MAC. */
export function mergeKnownClients(terminals: readonly Terminal[], leases: readonly Lease[]): KnownClient[] {
  const byMac = new Map<string, KnownClient>();
  for (const terminal of terminals) {
    const mac = terminal.mac.toUpperCase();
    // Issue 43.4: the name given in the client list first, as that list shows it.
    byMac.set(mac, { name: deviceName({ ...terminal, mac: '' }), ip: terminal.ip, mac, online: true });
  }
  for (const lease of leases) {
    const mac = lease.mac.toUpperCase();
    const known = byMac.get(mac);
    if (!known) byMac.set(mac, { name: lease.hostname, ip: lease.ip, mac, online: false });
    else if (!known.name) known.name = lease.hostname;
  }
  return [...byMac.values()];
}

/** The clients whose name, IP or MAC holds the typed text (any case); all of them for none. */
export function matchClients(clients: readonly KnownClient[], typed: string): KnownClient[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return [...clients];
  return clients.filter((client) => [client.name, client.ip, client.mac].some((value) => value.toLowerCase().includes(text)));
}

// Leases change slowly; the list is a suggestion, refreshed when a form opens again.
const quiet = { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } as const;

/**
 * The known clients from Network > Connected devices and DHCP leases; an op whose page
 * menu_conf.json turns off is not asked (it would answer -9), and one that fails adds nothing.
 */
export function useKnownClients(): { clients: KnownClient[]; loaded: boolean } {
  const conf = useMenuConf();
  const terminals = useOp(terminalsOp, {}, { ...quiet, enabled: conf !== undefined && isFeatureEnabled(conf, 'net_clients') });
  const leases = useOp(leasesOp, {}, { ...quiet, enabled: conf !== undefined && isFeatureEnabled(conf, 'net_dhcp') });
  const clients = mergeKnownClients(terminals.data?.terminals ?? [], leases.data?.leases ?? []);
  return { clients, loaded: terminals.isSuccess || leases.isSuccess };
}

/** Issue 43.4: the name of the device at an IP or with a MAC (any case), for rules and History to show in place of the bare value. */
export interface DeviceNames {
  ofIp: (ip: string) => string | undefined;
  ofMac: (mac: string) => string | undefined;
}

export function deviceNamesOf(clients: readonly KnownClient[]): DeviceNames {
  const named = clients.filter((client) => client.name);
  const byIp = new Map(named.map((client) => [client.ip, client.name]));
  const byMac = new Map(named.map((client) => [client.mac, client.name]));
  return { ofIp: (ip) => byIp.get(ip), ofMac: (mac) => byMac.get(mac.toUpperCase()) };
}

export function useDeviceNames(): DeviceNames {
  return deviceNamesOf(useKnownClients().clients);
}
