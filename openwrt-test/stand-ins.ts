// Stand-ins for the router daemons the test stack lacks: procd (`system`), netifd
// (`network.interface.*`, `network.device`, `network.wireless`) and rpcd-mod-iwinfo (`iwinfo`)
// are not built here (../shared/openwrt/tools builds ubusd, rpcd and uhttpd only), so a test-only
// rpcd ucode plugin publishes their objects with the answers recorded from them
// (packages/device/src/ubus/fixtures, each naming its source). The console's calls still cross
// uhttpd, rpcd's session and ACL checks and ubusd as on a router; only the answering daemon is
// a recording. Never part of the package.
import { jsonFixture } from '../packages/device/test-support/ubus-recordings';

const answers = {
  system: { board: jsonFixture('ubus-system-board.json'), info: jsonFixture('ubus-system-info.json') },
  'network.interface.wan': { status: jsonFixture('ubus-network-interface-wan.json') },
  'network.device': { status: jsonFixture('network-device-status.json') },
  'network.wireless': { status: jsonFixture('ubus-network-wireless.json') },
};

const iwinfo = {
  info: jsonFixture('iwinfo-info.json'),
  assoclist: jsonFixture('iwinfo-assoclist.json'),
  scan: jsonFixture('iwinfo-scan.json'),
};

/** The plugin's ucode source: each object's methods answer their recording. */
export function standInPlugin(): string {
  const objects = Object.entries(answers).map(([object, methods]) => {
    const calls = Object.entries(methods).map(([method, answer]) => `\t\t${JSON.stringify(method)}: { args: {}, call: () => (${JSON.stringify(answer)}) }`);
    return `\t${JSON.stringify(object)}: {\n${calls.join(',\n')}\n\t}`;
  });
  const iwinfoCalls = Object.entries(iwinfo).map(([method, answer]) => `\t\t${JSON.stringify(method)}: { args: { device: 'device' }, call: () => (${JSON.stringify(answer)}) }`);
  objects.push(`\t"iwinfo": {\n${iwinfoCalls.join(',\n')},\n\t\t"devices": { args: {}, call: () => ({ devices: ["phy0-ap0", "phy1-ap0"] }) }\n\t}`);
  return `// test-only stand-ins for procd, netifd and rpcd-mod-iwinfo (openwrt-test/stand-ins.ts)\n'use strict';\nreturn {\n${objects.join(',\n')}\n};\n`;
}
