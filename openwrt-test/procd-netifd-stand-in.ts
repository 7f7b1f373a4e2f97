// The test stack runs ubusd, rpcd and uhttpd but not procd or netifd, whose ubus objects every
// router has (`system`, `network.device`, `network.interface`, `network.interface.wan`,
// `network.wireless`), nor rpcd-mod-iwinfo (`iwinfo`, absent from the tools folder). This
// rpcd ucode plugin stands in for them with the answers recorded in packages/router/src/ubus/
// fixtures, so that the pages that show live state beside their settings load and save.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, type OptionalProgram } from './tools';

const fixtures = join(repoRoot, 'packages/router/src/ubus/fixtures');

/** A recorded answer without its leading # comment lines. */
function recorded(name: string): string {
  const text = readFileSync(join(fixtures, name), 'utf8');
  return JSON.stringify(JSON.parse(text.replace(/^#.*\n/gm, '')));
}

const answers: Record<string, Record<string, string>> = {
  system: { info: 'ubus-system-info.json', board: 'ubus-system-board.json' },
  'network.device': { status: 'network-device-status.json' },
  'network.interface.wan': { status: 'ubus-network-interface-wan.json' },
  'network.interface': { dump: 'ubus-network-interface-dump.json' },
  'network.wireless': { status: 'ubus-network-wireless.json' },
  iwinfo: { info: 'iwinfo-info.json', assoclist: 'iwinfo-assoclist.json', scan: 'iwinfo-scan.json' },
};

// netifd's objects, which the real netifd publishes where a stack runs it (StackOptions.real).
// Not network.wireless: netifd's wireless.uc needs OpenWrt's wifi-scripts (`wifi.utils`) and radios,
// which this layer has neither of, so that one stays recorded.
const netifdObjects = new Set(['network.device', 'network.interface.wan', 'network.interface']);

/**
 * The plugin's source for ROOT/usr/share/rpcd/ucode/ (rpcd-mod-ucode loads every *.uc there).
 * `system` stays a stand-in even beside the real procd: procd's own is kept off the stack's bus.
 * `without` leaves objects off the bus, as on a router lacking them (a LuCI-less image: no `iwinfo`).
 */
export function procdNetifdStandIn(real: OptionalProgram[] = [], without: string[] = []): string {
  const replaced = (object: string) => without.includes(object) || (real.includes('netifd') && netifdObjects.has(object)) || (real.includes('iwinfo') && object === 'iwinfo');
  const standingIn = Object.entries(answers).filter(([object]) => !replaced(object));
  const objects = standingIn.map(([object, methods]) => {
    const calls = Object.entries(methods).map(([method, file]) => `\t\t${method}: { args: ${object === 'iwinfo' ? "{ device: 'device' }" : '{}'}, call: () => (${recorded(file)}) },`);
    return `\t${JSON.stringify(object)}: {\n${calls.join('\n')}\n\t},`;
  });
  return `// test stand-in for procd's and netifd's objects (openwrt-test/procd-netifd-stand-in.ts)\nreturn {\n${objects.join('\n')}\n};\n`;
}

/** What a router has and the stack does not run: procd's and netifd's objects, cron's init script; `without` as in procdNetifdStandIn. */
export function standInFiles(real: OptionalProgram[] = [], without: string[] = []): Record<string, string> {
  return {
    'usr/share/rpcd/ucode/procd-netifd-stand-in.uc': procdNetifdStandIn(real, without),
    // the reboot schedule reloads cron after writing its table (busybox crond reads it then)
    'etc/init.d/cron': '#!/bin/sh\nexit 0\n',
  };
}

/**
 * ubox's logread, which every OpenWrt has and this machine lacks: logd's lines as recorded
 * (fixtures/logread.txt); `-e PATTERN` keeps the matching ones, as logread does.
 */
export function standInPrograms(): Record<string, string> {
  const lines = readFileSync(join(fixtures, 'logread.txt'), 'utf8').replace(/^#.*\n/gm, '');
  return { '/sbin/logread': `#!/bin/sh\nlog() {\ncat <<'EOF'\n${lines}EOF\n}\nif [ "$1" = -e ]; then log | grep -e "$2"; else log; fi\nexit 0\n` };
}
