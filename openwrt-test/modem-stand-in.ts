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

/** The stand-in's script: a case per call shape, each answer a file of the state folder. */
export const mmcliStandIn = `#!/bin/sh
D=/tmp/fake-mmcli
echo "$*" >> $D/calls
fail() { echo "error: $1" >&2; exit 1; }
[ -f $D/modem.json ] || fail "couldn't find modem"
case "$*" in
"-J -m any") cat $D/modem.json;;
"-J -i any") cat $D/sim-$(cat $D/slot).json 2>/dev/null || fail "couldn't find SIM";;
"-J -i ${simPath}"*) cat "$D/sim-\${3##*/}.json" 2>/dev/null || fail "couldn't find SIM";;
"-J -m any --signal-get") cat $D/signal.json;;
"-m any --signal-setup=60") echo "successfully setup signal quality information retrieval";;
"-J -m any --get-cell-info") cat $D/cell-info.json 2>/dev/null || fail "cell info unsupported";;
"-J -m any --location-get") cat $D/location.json 2>/dev/null || fail "location unsupported";;
"-J -m any --messaging-list-sms") printf '{"modem.messaging.sms":['; sep=; for f in $D/sms/*.json; do [ -f "$f" ] || continue; n=\${f##*/}; printf '%s"${smsPath}%s"' "$sep" "\${n%.json}"; sep=,; done; echo ']}';;
"-J -s ${smsPath}"*) cat "$D/sms/\${3##*/}.json" 2>/dev/null || fail "couldn't find SMS";;
"-m any --messaging-create-sms="*) n=$(ls $D/sms | wc -l); n=$((n + 100)); echo "$3" > "$D/created-$n"; printf '{"sms":{"dbus-path":"${smsPath}%s","content":{"number":"--","text":"--"},"properties":{"pdu-type":"submit","state":"unknown","timestamp":"--"}}}\\n' $n > "$D/sms/$n.json"; echo "Successfully created new SMS: ${smsPath}$n";;
"-s ${smsPath}"*" --send") echo "successfully sent the SMS";;
"-m any --messaging-delete-sms=${smsPath}"*) rm -f "$D/sms/\${3##*/}.json"; echo "successfully deleted SMS from modem";;
"-m any --3gpp-ussd-initiate="*) [ -f $D/ussd ] || fail "USSD session failed"; printf "USSD session initiated; new reply from network: '%s'\\n" "$(cat $D/ussd)";;
"-m any --set-primary-sim-slot="[12]) echo "\${3#*=}" > $D/slot; echo "successfully requested primary SIM switch";;
*) fail "unknown call";;
esac
`;

type Json = Record<string, unknown>;

function recording(name: string): Json {
  return JSON.parse(readFileSync(join(repoRoot, 'packages/router/src/ubus/fixtures', name), 'utf8').replace(/^#.*\n/gm, '')) as Json;
}

/** The test's hand on the modem: each method rewrites what mmcli answers next. */
export class ModemStandIn {
  private readonly dir: string;
  private slot = 1;
  private failed = new Set<number>();
  private secondSim = false;
  private state = 'connected';
  private quality = 74;
  private smsCount = 0;

  /** `root`: the stack's root (its /tmp is ROOT/tmp). */
  constructor(root: string) {
    this.dir = join(root, 'tmp/fake-mmcli');
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(join(this.dir, 'sms'), { recursive: true });
    this.write('cell-info.json', recording('mmcli-cell-info.json'));
    this.write('location.json', recording('mmcli-location.json'));
    this.signal(-93, -11, 14.4, 74);
    this.render();
  }

  /** LTE RSRP, RSRQ and SNR (dB) and the quality percent ModemManager derives. */
  signal(rsrp: number, rsrq: number, snr: number, quality: number): void {
    const signal = recording('mmcli-signal.json');
    const lte = ((signal.modem as Json).signal as Json).lte as Json;
    Object.assign(lte, { rsrp: rsrp.toFixed(2), rsrq: rsrq.toFixed(2), snr: snr.toFixed(2) });
    this.write('signal.json', signal);
    this.quality = quality;
    this.render();
  }

  /** A SIM in slot 2 too (its own ICCID and operator). */
  insertSecondSim(): void {
    this.secondSim = true;
    this.render();
  }

  /** The SIM of `slot` stops answering: the modem fails with sim-missing while it is the active one. */
  failSim(slot: number): void {
    this.failed.add(slot);
    this.render();
  }

  /** The data session drops: registered, no longer connected. */
  dropData(): void {
    this.state = 'registered';
    this.render();
  }

  /** An incoming SMS as ModemManager stores it (pdu-type deliver). */
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

  /** The ids of the messages stored on the modem. */
  storedSms(): string[] {
    return readdirSync(join(this.dir, 'sms')).map((name) => name.replace(/\.json$/, ''));
  }

  private render(): void {
    if (existsSync(join(this.dir, 'slot'))) this.slot = Number(readFileSync(join(this.dir, 'slot'), 'utf8'));
    writeFileSync(join(this.dir, 'slot'), `${this.slot}\n`);
    const modem = recording('mmcli-modem.json');
    const generic = (modem.modem as Json).generic as Json;
    const activeFailed = this.failed.has(this.slot);
    Object.assign(generic, {
      'primary-sim-slot': String(this.slot),
      sim: activeFailed ? '/' : simPath + this.slot,
      'sim-slots': [1, 2].map((slot) => (slot === 1 || this.secondSim ? simPath + slot : '/')),
      state: activeFailed ? 'failed' : this.state,
      'state-failed-reason': activeFailed ? 'sim-missing' : '--',
      'signal-quality': { recent: 'yes', value: String(this.quality) },
    });
    this.write('modem.json', modem);
    for (const slot of [1, 2]) {
      const present = (slot === 1 || this.secondSim) && !this.failed.has(slot);
      if (!present) rmSync(join(this.dir, `sim-${slot}.json`), { force: true });
      else this.write(`sim-${slot}.json`, this.sim(slot));
    }
  }

  private sim(slot: number): Json {
    const sim = recording('mmcli-sim.json');
    const inner = sim.sim as Json;
    inner['dbus-path'] = simPath + slot;
    Object.assign(inner.properties as Json, { active: slot === this.slot ? 'yes' : 'no', iccid: `8986001234567890123${slot}`, ...(slot === 2 ? { 'operator-code': '46001', 'operator-name': 'CHN-UNICOM', imsi: '460011234567890' } : {}) });
    return sim;
  }

  private write(name: string, json: Json): void {
    writeFileSync(join(this.dir, name), `${JSON.stringify(json)}\n`);
  }
}
