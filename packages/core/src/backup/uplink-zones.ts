// A stock OpenWrt backup can carry the console's uplinks in no firewall zone: firewall4's shipped
// default lists only wan and wan6 in the wan zone, so a router whose 4G modem (wwan) or Wi-Fi
// client (apclient) was set up elsewhere restores them zoneless, and fw4 (fw4.uc: a zone's masq
// and forwardings are rendered for the networks in its `network` list) then neither forwards nor
// masquerades their traffic: the LAN has no internet over them. A restore joins them to the wan
// zone, as the Cellular and Wi-Fi client pages do when they make them, and the preview shows it
// as a change of the firewall file.
import { exportUci } from '../uci/uci-format';
import { parseUci } from '../uci/uci-parse';
import { getSection } from '../uci/uci-edit';
import { joinWanZone, zonedNetworks, zoneNamed } from '../settings/firewall-zones';

/** The uplinks the console makes (settings/cellular-settings.ts, ops/wifi/scan.ts). */
const CONSOLE_UPLINKS = ['wwan', 'apclient'];

/** The files to restore, the firewall changed to zone the uplinks the restored network has in no zone. */
export function withUplinksZoned(files: Record<string, string>, live: ReadonlyMap<string, string>): Record<string, string> {
  const networkText = files.network ?? live.get('network');
  const firewallText = files.firewall ?? live.get('firewall');
  if (networkText === undefined || firewallText === undefined) return files;
  const network = parseUci(networkText, 'network');
  const firewall = parseUci(firewallText, 'firewall');
  const zoned = zonedNetworks(firewall);
  const loose = CONSOLE_UPLINKS.filter((name) => getSection(network, name)?.type === 'interface' && !zoned.has(name));
  if (loose.length === 0 || !zoneNamed(firewall, 'wan')) return files;
  for (const name of loose) joinWanZone(firewall, name);
  return { ...files, firewall: exportUci(firewall) };
}
