// A stand-in for one OpenWrt program in a test's fake root: records its argument array as a JSON
// line in $FAKE_ROOT/commands.log and answers from ../fixtures (real outputs, sources in their
// headers). A file $FAKE_ROOT/fail/<program> makes it fail with that text on stderr, exit 1.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [program = '', ...args] = process.argv.slice(2);
const root = process.env.FAKE_ROOT ?? '';
const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
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

function answer() {
  if (program === 'ubus' && args[0] === 'call') {
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
