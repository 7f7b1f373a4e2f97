// A stand-in for one OpenWrt program in a test's fake root: records its argument array as a JSON
// line in $FAKE_ROOT/commands.log and answers from src/platform/openwrt/fixtures (real outputs,
// sources in their headers). A file $FAKE_ROOT/fail/<program> makes it fail with that text on stderr, exit 1.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [program = '', ...args] = process.argv.slice(2);
const root = process.env.FAKE_ROOT ?? '';
const fixtures = path.join(import.meta.dirname, '../../src/platform/openwrt/fixtures');
appendFileSync(path.join(root, 'commands.log'), JSON.stringify({ program, args }) + '\n');

const failure = path.join(root, 'fail', program);
if (existsSync(failure)) {
  process.stderr.write(readFileSync(failure, 'utf8'));
  process.exit(1);
}

/** A fixture without its `#` header lines. */
function fixture(name) {
  const override = path.join(root, 'answers', name);
  const text = readFileSync(existsSync(override) ? override : path.join(fixtures, name), 'utf8');
  return text.replace(/^(#.*\n)+/, '');
}

const ubusAnswers = {
  'system info': 'ubus-system-info.json',
  'system board': 'ubus-system-board.json',
  'network.interface.wan status': 'ubus-network-interface-wan.json',
  'network.wireless status': 'ubus-network-wireless.json',
};

const wanDown = path.join(root, 'wan-down');

// netifd's status of an interface taken down by ifdown (interface.c: up false, no addresses).
const downStatus = { up: false, pending: false, available: true, autostart: false, dynamic: false, l3_device: 'wan', proto: 'dhcp', device: 'wan', 'ipv4-address': [], 'ipv6-address': [], route: [], 'dns-server': [], 'dns-search': [], data: {} };

/** What netifd installs for the `config route` sections of etc/config/network (the part of netifd the stub plays). */
function configuredRoutes() {
  const text = readFileSync(path.join(root, 'etc/config/network'), 'utf8');
  const devices = { lan: 'br-lan', wan: 'wan' };
  return text
    .split(/^config /m)
    .filter((section) => section.startsWith('route'))
    .map((section) => {
      const option = (name) => new RegExp(`option ${name} '([^']*)'`).exec(section)?.[1] ?? '';
      const bits = option('netmask').split('.').reduce((sum, byte) => sum + Number(byte).toString(2).replaceAll('0', '').length, 0);
      const metric = option('metric') ? ` metric ${option('metric')}` : '';
      const via = option('gateway') ? ` via ${option('gateway')}` : '';
      return `${option('target')}/${bits}${via} dev ${devices[option('interface')] ?? option('interface')} proto static${metric}\n`;
    })
    .join('');
}

function answer() {
  if (program === 'ifdown' && args[0] === 'wan') writeFileSync(wanDown, '');
  if (program === 'ifup' && args[0] === 'wan') rmSync(wanDown, { force: true });
  if (program === 'ip' && args.join(' ') === '-4 neigh show') return fixture('ip-neigh.txt');
  if (program === 'ip' && args.join(' ') === '-4 route show') return fixture('ip-route.txt') + configuredRoutes();
  if (program === 'mmcli' && args.join(' ') === '-J -m any') return fixture('mmcli-modem.json');
  if (program === 'mmcli' && args[0] === '-J' && args[1] === '-i') return fixture('mmcli-sim.json');
  if (program === 'logread') {
    // -e <pattern>: only the lines matching it (ubox logread.c).
    const lines = fixture('logread.txt').split('\n').filter(Boolean);
    const pattern = args[0] === '-e' ? args[1] : undefined;
    return lines.filter((line) => !pattern || line.includes(pattern)).map((line) => `${line}\n`).join('');
  }
  if (program === 'nslookup') return `Server:\t\t127.0.0.1\nAddress:\t127.0.0.1:53\n\nName:\t${args[0]}\nAddress: 203.205.254.157\n`;
  if (program === 'ubus' && args[0] === 'call') {
    if (args[1] === 'network.interface.wan' && existsSync(wanDown)) return JSON.stringify(downStatus);
    const name = ubusAnswers[`${args[1]} ${args[2]}`];
    if (name) return fixture(name);
    // ubus's own words for an object that is not there (cli.c, UBUS_STATUS_NOT_FOUND).
    process.stderr.write('Command failed: Not found\n');
    process.exit(4);
  }
  if (program === 'iwinfo') {
    const [device, command] = args;
    if (command === 'scan') return fixture('iwinfo-scan.txt');
    if (command === 'info') return fixture('iwinfo-info.txt').replace('phy0-ap0', device);
    if (command === 'assoclist') return device === 'phy0-ap0' ? fixture('iwinfo-assoclist.txt') : 'No station connected\n';
  }
  return '';
}

process.stdout.write(answer());
