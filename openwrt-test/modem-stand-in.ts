// A modem at the `mmcli` boundary for the real stack (issue 40.4): /usr/bin/mmcli answers each call
// the console makes (the argument shapes of platform-acl-needs.ts) with ModemManager's own JSON
// (`mmcli -J`, mmcli-output.c: values as strings, "--" for none), from documents the test writes
// under the stack's /tmp/fake-mmcli. The documents start from the recordings in
// packages/router/src/ubus/fixtures and the test drives them: a signal that changes, a second SIM,
// an SMS from any sender, a USSD answer, a SIM that fails, a data session that drops. Every call
// is appended to calls.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './tools';

const simPath = '/org/freedesktop/ModemManager1/SIM/';
const smsPath = '/org/freedesktop/ModemManager1/SMS/';

/** The stand-in's script (mmcli-stand-in.sh): a case per call shape, each answer a file of the state folder. */
export const mmcliStandIn = readFileSync(join(repoRoot, 'openwrt-test/mmcli-stand-in.sh'), 'utf8');

type Json = Record<string, unknown>;

function recording(name: string): Json {
  return JSON.parse(readFileSync(join(repoRoot, 'packages/router/src/ubus/fixtures', name), 'utf8').replace(/^#.*\n/gm, '')) as Json;
}

/** The test's hand on the modem: each method rewrites what mmcli answers next. */
export class ModemStandIn {
  private readonly dir: string;
  private failed = new Set<number>();
  private secondSim = false;
  private state = 'connected';
  private quality = 74;
  private smsCount = 0;

  /** `root`: the stack's root (its /tmp is ROOT/tmp). A modem on slot 1, connected, one SIM. */
  constructor(root: string) {
    this.dir = join(root, 'tmp/fake-mmcli');
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(join(this.dir, 'sms'), { recursive: true });
    writeFileSync(join(this.dir, 'slot'), '1\n');
    this.write('cell-info.json', recording('mmcli-cell-info.json'));
    this.write('location.json', recording('mmcli-location.json'));
    this.write('signal-off.json', signalOff(recording('mmcli-signal.json')));
    this.signal(-93, -11, 14.4, 74);
  }

  /** LTE RSRP, RSRQ and SNR (dB) and the quality percent ModemManager derives. */
  signal(rsrp: number, rsrq: number, snr: number, quality: number): void {
    const signal = recording('mmcli-signal.json');
    const lte = ((signal.modem as Json).signal as Json).lte as Json;
    Object.assign(lte, { rsrp: rsrp.toFixed(2), rsrq: rsrq.toFixed(2), snr: snr.toFixed(2) });
    this.write('signal.json', signal);
    this.signalQuality(quality);
  }

  /** The LTE RSRP the modem measures while `slot`'s SIM is in use (each SIM camps on its own operator's cells). */
  slotSignal(slot: 1 | 2, rsrp: number): void {
    const signal = recording('mmcli-signal.json');
    const lte = ((signal.modem as Json).signal as Json).lte as Json;
    Object.assign(lte, { rsrp: rsrp.toFixed(2) });
    mkdirSync(join(this.dir, `slot${slot}`), { recursive: true });
    this.write(`slot${slot}/signal.json`, signal);
  }

  /** Only the quality percent of `mmcli -m` (the CSQ scale: -113 dBm + 0.62 dB a percent). */
  signalQuality(quality: number): void {
    this.quality = quality;
    this.render();
  }

  /** The serving LTE cell (the NSA anchor) becomes `ci` (hexadecimal, as mmcli prints it) in the cell info and the location. */
  moveToCell(ci: string): void {
    const cells = recording('mmcli-cell-info.json');
    const generic = (cells.modem as Json).generic as Json;
    generic['cell-info'] = (generic['cell-info'] as string[]).map((line) => (line.includes('cell type: lte, serving: yes') ? line.replace(/ci: [0-9A-F]+/, `ci: ${ci}`) : line));
    this.write('cell-info.json', cells);
    const location = recording('mmcli-location.json');
    Object.assign(((location.modem as Json).location as Json)['3gpp'] as Json, { cid: ci });
    this.write('location.json', location);
  }

  /** What `--signal-get` prints once set up, as given (a newer or broken ModemManager). */
  signalAnswer(text: string): void {
    writeFileSync(join(this.dir, 'signal.json'), text);
  }

  /** `--signal-setup` succeeds but the readings stay "--" (a modem without extended signal). */
  noExtendedSignal(): void {
    writeFileSync(join(this.dir, 'no-extended-signal'), '');
  }

  /** A modem that lists no cells (`--get-cell-info` unsupported): no RSRP from the serving cell either. */
  noCellInfo(): void {
    writeFileSync(join(this.dir, 'no-cell-info'), '');
  }

  /** A SIM in slot 2 too (its own ICCID and operator). */
  insertSecondSim(): void {
    this.secondSim = true;
    this.render();
  }

  /** The SIM of `slot` stops answering: the modem fails with sim-missing while it is the one in use. */
  failSim(slot: number): void {
    this.failed.add(slot);
    this.render();
  }

  /** The data session drops: registered, no longer connected. */
  dropData(): void {
    this.state = 'registered';
    this.render();
  }

  /** The slot ModemManager uses, as the test or a --set-primary-sim-slot left it. */
  primarySlot(): number {
    return Number(readFileSync(join(this.dir, 'slot'), 'utf8'));
  }

  /** The modem restarts on `slot` (what --set-primary-sim-slot does). */
  useSlot(slot: 1 | 2): void {
    writeFileSync(join(this.dir, 'slot'), `${slot}\n`);
  }

  /** ModemManager sees no modem (unplugged, or not yet probed): every call fails. */
  unplug(): void {
    writeFileSync(join(this.dir, 'no-modem'), '');
  }

  /** mmcli prints `text` for every call (a broken or newer mmcli); undefined: answers again. */
  garbage(text: string | undefined): void {
    if (text === undefined) rmSync(join(this.dir, 'garbage'), { force: true });
    else writeFileSync(join(this.dir, 'garbage'), text);
  }

  /** An incoming SMS as ModemManager stores it (pdu-type deliver); `number` as the network gave it, digits or a name. */
  receiveSms(number: string, text: string, time: Date): string {
    const id = String(++this.smsCount);
    this.write(`sms/${id}.json`, {
      sms: { 'dbus-path': smsPath + id, content: { number, text, data: '--' }, properties: { 'pdu-type': 'deliver', state: 'received', storage: 'me', timestamp: time.toISOString().replace(/\.\d+Z$/, '+00:00'), smsc: '+8613800100500' } },
    });
    return id;
  }

  /** What the network answers the next USSD code; undefined: the session fails. */
  ussdReply(text: string | undefined): void {
    if (text === undefined) rmSync(join(this.dir, 'ussd'), { force: true });
    else writeFileSync(join(this.dir, 'ussd'), text);
  }

  /** The calls mmcli was given, one argument line each. */
  calls(): string[] {
    const file = join(this.dir, 'calls');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  /** The messages stored on the modem by id, as mmcli -J -s shows them. */
  storedSms(): Record<string, Json> {
    const stored = readdirSync(join(this.dir, 'sms')).map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(this.dir, 'sms', name), 'utf8')) as Json]);
    return Object.fromEntries(stored);
  }

  /** What the modem shows with each slot in use (the script reads the folder of $D/slot). */
  private render(): void {
    for (const inUse of [1, 2]) {
      mkdirSync(join(this.dir, `slot${inUse}`), { recursive: true });
      this.write(`slot${inUse}/modem.json`, this.modem(inUse));
      for (const slot of [1, 2]) {
        if (this.present(slot)) this.write(`slot${inUse}/sim-${slot}.json`, this.sim(slot, inUse));
        else rmSync(join(this.dir, `slot${inUse}/sim-${slot}.json`), { force: true });
      }
    }
  }

  private present(slot: number): boolean {
    return (slot === 1 || this.secondSim) && !this.failed.has(slot);
  }

  private modem(inUse: number): Json {
    const modem = recording('mmcli-modem.json');
    const failed = !this.present(inUse);
    Object.assign((modem.modem as Json).generic as Json, {
      'primary-sim-slot': String(inUse),
      sim: failed ? '/' : simPath + inUse,
      'sim-slots': [1, 2].map((slot) => (this.present(slot) ? simPath + slot : '/')),
      state: failed ? 'failed' : this.state,
      'state-failed-reason': failed ? 'sim-missing' : '--',
      'signal-quality': { recent: 'yes', value: failed ? '0' : String(this.quality) },
    });
    return modem;
  }

  private sim(slot: number, inUse: number): Json {
    const sim = recording('mmcli-sim.json');
    const inner = sim.sim as Json;
    inner['dbus-path'] = simPath + slot;
    Object.assign(inner.properties as Json, { active: slot === inUse ? 'yes' : 'no', iccid: `8986001234567890123${slot}`, ...(slot === 2 ? { 'operator-code': '46001', 'operator-name': 'CHN-UNICOM', imsi: '460011234567890' } : {}) });
    return sim;
  }

  private write(name: string, json: Json): void {
    writeFileSync(join(this.dir, name), `${JSON.stringify(json)}\n`);
  }
}

/** `--signal-get` before `--signal-setup`: refresh rate 0, every reading "--". */
function signalOff(signal: Json): Json {
  const groups = (signal.modem as Json).signal as Record<string, Json>;
  for (const [name, group] of Object.entries(groups)) {
    if (name === 'refresh') group.rate = '0';
    else if (name !== 'threshold') for (const key of Object.keys(group)) group[key] = '--';
  }
  return signal;
}
