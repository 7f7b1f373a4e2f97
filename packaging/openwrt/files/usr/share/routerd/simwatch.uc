// routerd-simwatch: the SIM watch service of a stock OpenWrt (issue 31.3, 31.5), started by procd
// from /etc/init.d/routerd-simwatch. It does on the router what the Node daemon does on the
// simulated one (packages/device/src/system/cellular/sim-usage-meter.ts and sim-failover.ts):
// each step it reads config/sims (the console writes it; this service is the program that reads
// `policy.*` and `slot.*`), asks ModemManager for the slot in use and the signal, counts the bytes
// of netifd's 4G interface into the slot in use, and switches the slot or stops mobile data by
// the rules (issue 42.1: the signal headline the Radio panel shows, RSRP else RSSI, a margin over the
// other SIM's last measure, hysteresis, a growing back-off, failback by its own rule; a save moves
// the slot only when the slot settings changed). Each minute it also samples the radio into the 24-hour signal history the console's
// chart shows (radio/radio-history.ts on the daemon; issue 40.5), so that the history goes on with
// no browser open. The numbers come from the contract through simwatch-rules.json (`npm run acl`).
//   ucode simwatch.uc [--root DIR] [--ubus SOCKET] [--once [--now SECONDS]]
// --root puts every path under DIR (tests); --once runs one step and exits, at --now if given.
'use strict';

import { readfile, writefile, rename, mkdir, unlink } from 'fs';
import { cursor } from 'uci';
import { connect } from 'ubus';

function arg(name) {
	const at = index(ARGV, name);
	return at >= 0 ? ARGV[at + 1] : null;
}

const ROOT = arg('--root') ?? '';
const ONCE = index(ARGV, '--once') >= 0;
const FIXED_NOW = arg('--now');
const RULES = json(readfile(ROOT + '/usr/share/routerd/simwatch-rules.json'));
const RUN_DIR = ROOT + '/tmp/routerd-simwatch';
const STATE_FILE = RUN_DIR + '/state.json';
const USAGE_FILE = ROOT + RULES.files.usage;
const SWITCHES_FILE = ROOT + RULES.files.switches;
// on flash (the overlay): written at most every RULES.flashSaveS and on a clean stop
const FLASH_DIR = ROOT + '/etc/routerd-simwatch';
const SLOTS = ['sim1', 'sim2'];
const MIB = 1024 * 1024;

let bus = null;

function now() {
	return FIXED_NOW != null ? int(FIXED_NOW) : time();
}

function ubus() {
	bus ??= connect(arg('--ubus'));
	return bus;
}

// ---- files -------------------------------------------------------------------------------------

function read_json(path) {
	try {
		return json(readfile(path) ?? 'null');
	}
	catch (e) {
		return null;
	}
}

// A write lands whole or not at all: a scratch file renamed over the old one.
function write_json(path, value) {
	const scratch = path + '.new';
	if (writefile(scratch, sprintf('%J\n', value)) == null || !rename(scratch, path))
		warn(`routerd-simwatch: cannot write ${path}\n`);
}

// ---- programs: argument vectors, never a shell ---------------------------------------------------

// rpcd's `file exec` (rpcd-mod-file, file.c rpc_file_exec_run: execv of the array) as the console
// runs them; {code, stdout} or null when the program is missing (modemmanager not installed).
function run(argv) {
	const answer = ubus()?.call('file', 'exec', { command: argv[0], params: slice(argv, 1) });
	return type(answer) == 'object' ? answer : null;
}

// BusyBox logger into logd (logread shows it), as the daemon's `simSwitch` lines
function log(message) {
	system(['logger', '-t', 'routerd-simwatch', message], 5000);
}

// ---- config/sims, read as settings/sim-settings.ts and data-cap-settings.ts read it ---------------

function int_in(value, fallback, min, max) {
	if (type(value) != 'string' || !match(value, /^-?[0-9]{1,9}$/))
		return fallback;
	const number = int(value);
	return number >= min && number <= max ? number : fallback;
}

function flag(value, fallback) {
	return value == '1' || value == '0' ? value : fallback;
}

function ping_host(value) {
	const l = RULES.limits;
	const ok = type(value) == 'string' && length(value) >= l.hostMinLength && length(value) <= l.hostMaxLength && match(value, regexp(RULES.hostPattern));
	return ok ? value : RULES.defaults.pingHost;
}

function read_config() {
	const uci = ROOT ? cursor(ROOT + '/etc/config', RUN_DIR + '/uci') : cursor();
	const sims = uci.get_all('sims') ?? {};
	const policy = type(sims.policy) == 'object' ? sims.policy : {};
	const d = RULES.defaults, l = RULES.limits;
	const config = {
		primary: policy.primary == 'sim2' ? 'sim2' : 'sim1',
		failover: flag(policy.failover, d.failover),
		failback: flag(policy.failback, d.failback),
		switchDelay: int_in(policy.switch_delay, d.switchDelay, 1, 2147483647),
		signalSwitch: flag(policy.signal_switch, d.signalSwitch),
		signalDbm: int_in(policy.signal_dbm, d.signalDbm, l.signalDbmMin, l.signalDbmMax),
		signalMinutes: int_in(policy.signal_minutes, d.signalMinutes, 1, l.minutesMax),
		pingSwitch: flag(policy.ping_switch, d.pingSwitch),
		pingHost: ping_host(policy.ping_host),
		pingFailures: int_in(policy.ping_failures, d.pingFailures, 1, l.pingFailuresMax),
		enabled: {},
		caps: {},
	};
	for (let slot in SLOTS) {
		const section = type(sims[slot]) == 'object' ? sims[slot] : {};
		const mb = int_in(section.cap_mb, 0, 1, l.capMbMax);
		config.enabled[slot] = flag(section.enabled, '1');
		config.caps[slot] = {
			resetDay: int_in(section.reset_day, l.resetDayMin, l.resetDayMin, l.resetDayMax),
			capBytes: mb * MIB,
			action: index(RULES.capActions, section.cap_action) >= 0 ? section.cap_action : RULES.capActions[0],
		};
	}
	return config;
}

// ---- ModemManager, read as packages/router/src/ubus/mmcli.ts reads `mmcli -J` --------------------

function str(value) {
	return type(value) == 'string' && value != '--' ? value : '';
}

function mmcli_json(args) {
	const answer = run([RULES.mmcli, '-J', ...args]);
	if (answer?.code != 0)
		return null;
	try {
		return json(answer.stdout);
	}
	catch (e) {
		return null;
	}
}

// ModemManager's signal quality is the CSQ scale in percent (3GPP TS 27.007: -113 dBm + 2 dB a
// step), turned into dBm as mmcli.ts parseMmcliModem does (Math.round: halves up).
function signal_dbm(quality) {
	if (quality <= 0)
		return 0;
	const dbm = -113 + (quality * 62) / 100.0;
	const whole = int(dbm);
	return dbm - whole >= 0.5 ? whole + 1 : (dbm - whole < -0.5 ? whole - 1 : whole);
}

function read_modem() {
	const modem = mmcli_json(['-m', 'any'])?.modem;
	const generic = type(modem) == 'object' && type(modem.generic) == 'object' ? modem.generic : null;
	if (!generic)
		return null;
	const sim = (path) => str(path) == '/' ? '' : str(path);
	const paths = type(generic['sim-slots']) == 'array' && length(generic['sim-slots']) ? map(generic['sim-slots'], sim) : [sim(generic.sim)];
	const primary = str(generic['primary-sim-slot']);
	const quality = str(generic['signal-quality']?.value);
	return {
		slot: primary == '2' ? 'sim2' : 'sim1',
		paths,
		unlock: str(generic['unlock-required']),
		signal: signal_dbm(match(quality, /^[0-9]{1,3}$/) ? int(quality) : 0),
		access: filter(map(type(generic['access-technologies']) == 'array' ? generic['access-technologies'] : [], str), (t) => t != ''),
	};
}

// One slot as parseMmcliSimSlot sees it: absent, pin_required or ready.
function slot_state(modem, slot) {
	const path = modem.paths[index(SLOTS, slot)] ?? '';
	if (!match(path, /^\/org\/freedesktop\/ModemManager1\/SIM\/[0-9]+$/))
		return 'absent';
	const props = mmcli_json(['-i', path])?.sim?.properties;
	if (type(props) != 'object')
		return 'absent';
	return str(props.active) != 'no' && substr(modem.unlock, 0, 5) == 'sim-p' ? 'pin_required' : 'ready';
}

function slot_states(modem) {
	const states = {};
	for (let slot in SLOTS)
		states[slot] = slot_state(modem, slot);
	return states;
}

// settings/sim-settings.ts activeSlot: the primary when it can serve, else the other one
function active_slot(config, states) {
	const usable = (slot) => config.enabled[slot] == '1' && states[slot] == 'ready';
	const other = config.primary == 'sim1' ? 'sim2' : 'sim1';
	if (usable(config.primary))
		return config.primary;
	return config.failover == '1' && usable(other) ? other : 'none';
}

// ---- the uplink's byte counters ------------------------------------------------------------------

// netifd's interface status names the data session's device (l3_device: wwan0, or a ppp device)
function uplink_device() {
	const status = ubus()?.call(`network.interface.${RULES.iface}`, 'status');
	const device = status?.l3_device ?? status?.device;
	return type(device) == 'string' && match(device, /^[A-Za-z0-9_][A-Za-z0-9._-]{0,14}$/) ? device : null;
}

function counter(device, name) {
	const text = trim(readfile(`${ROOT}/sys/class/net/${device}/statistics/${name}`) ?? '');
	return match(text, /^[0-9]{1,19}$/) ? int(text) : null;
}

function read_counters(device) {
	const rx = device ? counter(device, 'rx_bytes') : null;
	const tx = device ? counter(device, 'tx_bytes') : null;
	return rx != null && tx != null && rx >= 0 && tx >= 0 ? { device, rx, tx } : null;
}

// ---- usage per slot, as SimUsageMeter counts it ---------------------------------------------------

function day_key(date) {
	return sprintf('%04d-%02d-%02d', date.year, date.mon, date.mday);
}

// billing-period.ts periodStart: the billing month runs from its reset day to the day before the next
function period_start(at, reset_day) {
	const today = localtime(at);
	if (today.mday >= reset_day)
		return { year: today.year, mon: today.mon, mday: reset_day };
	return today.mon == 1 ? { year: today.year - 1, mon: 12, mday: reset_day } : { year: today.year, mon: today.mon - 1, mday: reset_day };
}

function zero() {
	return { rx: 0, tx: 0 };
}

function bytes_ok(b) {
	return type(b) == 'object' && type(b.rx) == 'int' && type(b.tx) == 'int' && b.rx >= 0 && b.tx >= 0;
}

function slot_usage_ok(u) {
	return type(u) == 'object' && type(u.day) == 'string' && type(u.monthStart) == 'string' && bytes_ok(u.today) && bytes_ok(u.month) && bytes_ok(u.lastMonth);
}

function load_usage() {
	const saved = read_json(USAGE_FILE) ?? read_json(FLASH_DIR + '/usage.json') ?? {};
	const usage = {};
	for (let slot in SLOTS)
		usage[slot] = slot_usage_ok(saved[slot]) ? saved[slot] : { day: '', today: zero(), monthStart: '', month: zero(), lastMonth: zero() };
	return usage;
}

function roll(usage, at, reset_day) {
	const day = day_key(localtime(at));
	const month_start = day_key(period_start(at, reset_day));
	if (usage.day != day) {
		usage.day = day;
		usage.today = zero();
	}
	if (usage.monthStart != month_start) {
		// A changed reset day starts a new period too; the first one ever has no last month.
		if (usage.monthStart != '')
			usage.lastMonth = usage.month;
		usage.monthStart = month_start;
		usage.month = zero();
	}
}

// The bytes since the last step; a counter that went back (the session restarted) counts from zero.
// A new device, or none, takes no step: its counters are a new baseline.
function step_bytes(last, reading) {
	if (!last || !reading || last.device != reading.device)
		return zero();
	const delta = (now, before) => now >= before ? now - before : now;
	return { rx: delta(reading.rx, last.rx), tx: delta(reading.tx, last.tx) };
}

function percent(usage, cap) {
	return cap.capBytes > 0 ? int(((usage.month.rx + usage.month.tx) * 100) / cap.capBytes) : 0;
}

// ---- the switch log ------------------------------------------------------------------------------

function load_switches() {
	const saved = read_json(SWITCHES_FILE) ?? read_json(FLASH_DIR + '/switches.json');
	return type(saved) == 'array' ? slice(filter(saved, (e) => type(e?.time) == 'int'), -RULES.switchLogLimit) : [];
}

// ---- the radio's last 24 hours, kept as the daemon keeps them (radio/radio-history.ts) -------------
// One sample a minute of what the console's radio panel shows (mmcli-radio.ts parseMmcliRadio: the
// technology, the serving cell's id, RSRP / RSRQ / SINR), in RAM (/tmp) each minute and on flash at
// most once an hour, so that the history survives a closed browser and, but for the last hour, a reboot.
const RADIO = RULES.radio;
const RADIO_FILE = ROOT + RULES.files.radioHistory;
const RADIO_FLASH = FLASH_DIR + '/radio-history.json';

// mmcli prints readings as strings ("-95.00", "--" for none): a number rounded to 0.1 as
// Math.round(x * 10) / 10 does (halves up), null for none or an absurd value.
function radio_reading(value) {
	const text = type(value) == 'string' ? trim(value) : (index(['int', 'double'], type(value)) >= 0 ? sprintf('%s', value) : '');
	if (!match(text, /^-?[0-9]{1,4}(\.[0-9]+)?$/))
		return null;
	const number = +text;
	if (number >= 1000 || number <= -1000)
		return null;
	const tenths = number * 10 + 0.5;
	const floor = int(tenths) - (tenths < int(tenths) ? 1 : 0);
	return floor / 10.0 == int(floor / 10) ? int(floor / 10) : floor / 10.0;
}

function radio_hex(value) {
	const text = str(value);
	return match(text, /^[0-9a-fA-F]{1,10}$/) ? hex(text) : null;
}

// "cell type: lte, serving: yes, ci: 0B3E7A02" as its fields, keyed as mmcli prints them
function radio_cell(line) {
	const fields = {};
	for (let part in split(line, ',')) {
		const colon = index(part, ':');
		if (colon > 0)
			fields[lc(trim(substr(part, 0, colon)))] = trim(substr(part, colon + 1));
	}
	return { type: fields['cell type'] ?? '', serving: fields.serving == 'yes', fields };
}

function serving_cells(answer) {
	const modem = type(answer?.modem) == 'object' ? answer.modem : {};
	const list = modem.generic?.['cell-info'] ?? modem['cell-info'];
	const cells = map(filter(type(list) == 'array' ? list : [], (l) => type(l) == 'string'), radio_cell);
	return filter(cells, (c) => c.serving);
}

function radio_technology(access, cells) {
	const has = (name) => index(access, name) >= 0 || length(filter(cells, (c) => c.type == name)) > 0;
	const any = (names) => length(filter(names, has)) > 0;
	if (has('5gnr'))
		return has('lte') ? 'nr5g_nsa' : 'nr5g_sa';
	if (has('lte'))
		return 'lte';
	if (any(['umts', 'hsdpa', 'hsupa', 'hspa', 'hspa-plus']))
		return 'wcdma';
	return any(['gsm', 'gprs', 'edge']) ? 'gsm' : 'none';
}

function cell_of(cells, name) {
	return filter(cells, (c) => c.type == name)[0];
}

// ModemManager reports RSRP/RSRQ/SINR only once asked to refresh them (router-radio.ts
// signalSetupArgs); a modem that cannot is asked again an hour later, not every minute.
const SIGNAL_SETUP_RETRY_S = 3600;

function signal_readings(state, at) {
	let answer = mmcli_json(['-m', 'any', '--signal-get']);
	const rate = str(answer?.modem?.signal?.refresh?.rate);
	const asked = state.signalSetupAt != null && at - state.signalSetupAt < SIGNAL_SETUP_RETRY_S && at >= state.signalSetupAt;
	if ((!match(rate, /^[0-9]+$/) || int(rate) <= 0) && !asked) {
		state.signalSetupAt = at;
		run([RULES.mmcli, '-m', 'any', `--signal-setup=${RADIO.sampleS}`]);
		answer = mmcli_json(['-m', 'any', '--signal-get']);
	}
	return type(answer?.modem?.signal) == 'object' ? answer.modem.signal : {};
}

// mmcli --signal-get's group of readings for each technology (lte also for NSA)
const SIGNAL_GROUP = { nr5g_sa: '5g', wcdma: 'umts', gsm: 'gsm' };

// The signal headline; where ModemManager gives neither RSRP nor RSSI, its signal quality, a CSQ,
// which is an RSSI (3GPP TS 27.007 +CSQ), as modem-headline.ts falls back to it.
function headline_of(rsrp, rssi, csq, at) {
	const value = rsrp ?? rssi ?? (csq < 0 ? csq : null);
	return value == null ? null : { value, at };
}

function radio_sample(modem, state, at) {
	const none = { time: at * 1000, rsrp: null, rsrq: null, sinr: null, technology: 'none', cellId: null };
	if (!modem)
		return none;
	const cells = serving_cells(mmcli_json(['-m', 'any', '--get-cell-info']));
	const technology = radio_technology(modem.access, cells);
	const signal = signal_readings(state, at);
	const location = mmcli_json(['-m', 'any', '--location-get'])?.modem?.location?.['3gpp'] ?? {};
	// the anchor: the LTE cell on LTE and NSA, the NR cell on SA, the UMTS cell on WCDMA
	const anchor = cell_of(cells, technology == 'nr5g_sa' ? '5gnr' : (technology == 'wcdma' ? 'umts' : 'lte'))?.fields ?? {};
	const group = SIGNAL_GROUP[technology] ?? 'lte';
	const values = type(signal[group]) == 'object' ? signal[group] : {};
	const sample = {
		time: at * 1000,
		rsrp: radio_reading(values.rsrp) ?? radio_reading(anchor.rsrp),
		rsrq: radio_reading(values.rsrq) ?? radio_reading(anchor.rsrq),
		sinr: radio_reading(values.snr) ?? radio_reading(anchor.sinr),
		technology,
		cellId: radio_hex(anchor.ci) ?? radio_hex(location?.cid),
	};
	// contract radio/signal-headline.ts: RSRP, else RSSI (kept in the state, not in the history)
	state.headline = headline_of(sample.rsrp, radio_reading(values.rssi), modem.signal, at);
	return sample;
}

function radio_value_ok(v) {
	return v == null || index(['int', 'double'], type(v)) >= 0;
}

// radio-history.ts isSample; a foreign or damaged entry is left out
function radio_sample_ok(s) {
	return type(s) == 'object' && index(['int', 'double'], type(s.time)) >= 0 && radio_value_ok(s.rsrp) && radio_value_ok(s.rsrq) &&
		radio_value_ok(s.sinr) && (s.cellId == null || type(s.cellId) == 'int') && index(RADIO.technologies, s.technology) >= 0;
}

// The last day, oldest first, at most one day of minutes.
function radio_trim(samples, at) {
	const oldest = (at - RADIO.spanS) * 1000;
	return slice(filter(samples, (s) => s.time >= oldest && s.time <= at * 1000), -RADIO.maxSamples);
}

function radio_load_file(path, at) {
	const saved = read_json(path);
	if (type(saved) != 'object' || saved.version != 1 || type(saved.samples) != 'array')
		return null;
	const samples = sort(filter(saved.samples, radio_sample_ok), (a, b) => a.time - b.time);
	return radio_trim(samples, at);
}

// RAM first (a restart of the service), else the flash copy (a reboot), else nothing yet
function radio_load(at) {
	return radio_load_file(RADIO_FILE, at) ?? radio_load_file(RADIO_FLASH, at) ?? [];
}

function radio_save_flash(samples, state, at) {
	mkdir(FLASH_DIR, 0755);
	write_json(RADIO_FLASH, { version: 1, samples });
	state.radioFlashAt = at;
	state.radioDirty = false;
}

// One sample a minute; the step runs every few seconds.
function sample_radio(w) {
	const s = w.state;
	if (s.radioAt != null && w.at - s.radioAt < RADIO.sampleS && w.at >= s.radioAt)
		return;
	s.radioAt = w.at;
	const samples = radio_load(w.at);
	push(samples, radio_sample(w.modem, s, w.at));
	const kept = radio_trim(samples, w.at);
	write_json(RADIO_FILE, { version: 1, samples: kept });
	s.radioDirty = true;
	s.radioFlashAt ??= w.at;
	if (w.at - s.radioFlashAt >= RADIO.flashS || w.at < s.radioFlashAt)
		radio_save_flash(kept, s, w.at);
}

// ---- what the failover remembers (the daemon's failover-measures.ts) ------------------------------

function measure_ok(m) {
	return type(m) == 'object' && index(['int', 'double'], type(m.value)) >= 0 && type(m.at) == 'int';
}

function measures_ok(saved) {
	const kept = {};
	for (let slot in SLOTS)
		if (type(saved) == 'object' && measure_ok(saved[slot]))
			kept[slot] = saved[slot];
	return kept;
}

function fresh(m, at) {
	return m != null && at - m.at <= RULES.rule.measureValidS ? m : null;
}

// the other SIM is measured better by the margin, or not measured lately (one radio: it gets a try)
function other_is_better(measures, current, other, at) {
	const theirs = fresh(measures[other], at), ours = fresh(measures[current], at);
	return !theirs || !ours || theirs.value >= ours.value + RULES.rule.betterByDb;
}

function known_worse(measures, slot, current, at) {
	const theirs = fresh(measures[slot], at), ours = fresh(measures[current], at);
	return theirs != null && ours != null && theirs.value <= ours.value - RULES.rule.betterByDb;
}

function recent_switches(switches, at) {
	let recent = 0;
	for (let e in switches)
		if (e.reason != 'settings' && at * 1000 - e.time < RULES.rule.backoffWindowS * 1000)
			recent++;
	return recent;
}

// 1, 2, 4 ... for 0 or 1, 2, 3 ... switches (settings saves aside) within the window, at most backoffMaxFactor
function backoff_factor(switches, at) {
	let factor = 1;
	for (let n = 1; n < recent_switches(switches, at) && factor < RULES.rule.backoffMaxFactor; n++)
		factor *= 2;
	return factor;
}

// how long after the last switch a rule may switch again: nothing without a recent switch
function backoff_s(switches, at) {
	return recent_switches(switches, at) == 0 ? 0 : RULES.rule.backoffS * backoff_factor(switches, at);
}

// the weak signal's start, with hysteresis: below the level starts it, level + hysteresisDb ends it
function weak_since(since, value, level, at) {
	if (value == null)
		return null;
	if (value < level)
		return since ?? at;
	return value >= level + RULES.rule.hysteresisDb ? null : since;
}

// The headline of the slot in use, remembered once it settled after a switch; null before or without one.
function measure(w, current) {
	const s = w.state, h = s.headline;
	if (w.at - (s.lastSwitchAt ?? -1e9) < RULES.settleS || h == null || h.at < (s.lastSwitchAt ?? 0) + RULES.settleS || w.at - h.at > RULES.headlineMaxAgeS)
		return null;
	s.measures[current] = h;
	return h.value;
}

// ---- one step ------------------------------------------------------------------------------------

// What the daemon keeps in memory, kept in /tmp (RAM) between steps and across a restart; a value
// of the wrong type (a hand-edited file) is as if absent.
function load_state(at) {
	const saved = read_json(STATE_FILE);
	const state = type(saved) == 'object' ? saved : {};
	for (let key in ['flashSavedAt', 'lastSwitchAt', 'unusableSince', 'signalLowSince', 'lastPingAt', 'pingFailures', 'radioAt', 'radioFlashAt', 'signalSetupAt', 'primaryBackSince'])
		if (type(state[key]) != 'int')
			state[key] = null;
	state.measures = measures_ok(state.measures);
	if (!measure_ok(state.headline))
		state.headline = null;
	if (type(state.slotSettings) != 'string')
		state.slotSettings = null;
	state.flashSavedAt ??= at;
	if (type(state.capAlerts) != 'object')
		state.capAlerts = {};
	if (!bytes_ok(state.last) || type(state.last.device) != 'string')
		state.last = null;
	return state;
}

function save_flash(w) {
	mkdir(FLASH_DIR, 0755);
	write_json(FLASH_DIR + '/usage.json', w.usage);
	write_json(FLASH_DIR + '/switches.json', w.switches);
	w.state.flashSavedAt = w.at;
	w.state.dirty = false;
}

function switch_to(w, to, reason, value) {
	const from = w.modem.slot;
	if (to != 'none' && to != from)
		run([RULES.mmcli, '-m', 'any', `--set-primary-sim-slot=${to == 'sim2' ? 2 : 1}`]);
	w.note(from, to, reason, value);
}

function note_switch(w, from, to, reason, value) {
	const s = w.state;
	const entry = { time: w.at * 1000, from, to, reason };
	if (value != null)
		entry.value = value;
	push(w.switches, entry);
	w.switches = slice(w.switches, -RULES.switchLogLimit);
	w.modem.slot = to == 'none' ? from : to;
	s.lastSwitchAt = w.at;
	s.lastReason = reason;
	s.signalLowSince = null;
	s.pingFailures = 0;
	s.unusableSince = null;
	s.primaryBackSince = null;
	w.state.dirty = true;
	log(`SIM switch from ${from} to ${to}: ${reason}${value == null ? '' : ` (${value})`}`);
}

// One ping every pingEveryS over the data session's device; true when this one failed.
function ping_failed(w) {
	const s = w.state;
	if (w.at - (s.lastPingAt ?? -1e9) < RULES.pingEveryS)
		return false;
	s.lastPingAt = w.at;
	const device = w.reading?.device;
	const answered = device && system([RULES.ping, '-c', '1', '-W', '2', '-I', device, w.config.pingHost], 10000) == 0;
	s.pingFailures = answered ? 0 : (s.pingFailures ?? 0) + 1;
	return !answered;
}

// The first rule the slot in use breaks, with the value that broke it (SimFailover.ruleBroken).
function rule_broken(w, current, signal) {
	const s = w.state, config = w.config;
	const used = percent(w.usage[current], config.caps[current]);
	if (config.caps[current].action == 'switch' && used >= 100)
		return ['dataCap', used];
	if (w.at - (s.lastSwitchAt ?? -1e9) < RULES.settleS)
		return null;
	const since_switch = w.at - (s.lastSwitchAt ?? -1e9);
	const backoff_over = since_switch >= backoff_s(w.switches, w.at);
	s.signalLowSince = config.signalSwitch == '1' ? weak_since(s.signalLowSince, signal, config.signalDbm, w.at) : null;
	const other = current == 'sim1' ? 'sim2' : 'sim1';
	if (s.signalLowSince != null && w.at - s.signalLowSince >= config.signalMinutes * 60 && backoff_over && other_is_better(s.measures, current, other, w.at))
		return ['signal', signal];
	if (config.pingSwitch == '1' && ping_failed(w) && s.pingFailures >= config.pingFailures && backoff_over)
		return ['ping', s.pingFailures];
	return null;
}

// The slot in use cannot serve: after switchDelay, the policy's slot (ucode resolves a name when
// the function using it is compiled, so this stands before decide).
function when_unavailable(w, current, policy, usable) {
	const s = w.state;
	s.unusableSince ??= w.at;
	if (w.at - s.unusableSince < w.config.switchDelay)
		return;
	if (policy != current && (policy == 'none' || usable(policy)))
		switch_to(w, policy, 'unavailable');
}

// Back to the primary: after `unavailable` once it served the switch delay; after a rule once its
// time is up (failbackAfterS times the back-off factor) and it is not known worse (SimFailover.failbackDue).
function failback_due(w, current) {
	const s = w.state, config = w.config;
	if (s.lastReason == 'unavailable')
		return w.at - max(s.lastSwitchAt ?? 0, s.primaryBackSince ?? w.at) >= config.switchDelay;
	if (s.lastReason != 'signal' && s.lastReason != 'ping')
		return false;
	const hold = RULES.rule.failbackAfterS * backoff_factor(w.switches, w.at);
	return w.at - (s.lastSwitchAt ?? 0) >= hold && !known_worse(s.measures, config.primary, current, w.at);
}

// SimFailover.decide: keep or change the slot.
function decide(w) {
	const s = w.state, config = w.config, current = w.modem.slot;
	const states = slot_states(w.modem);
	const policy = active_slot(config, states);
	// a save moves the slot only when it changed the slot settings themselves, never for a cap or a rule
	const settings = sprintf('%s %s %s %s', config.primary, config.enabled.sim1, config.enabled.sim2, config.failover);
	const changed = s.slotSettings != null && s.slotSettings != settings;
	s.slotSettings = settings;
	if (!s.started) {
		// At start (after a boot: /tmp is empty) the policy picks the slot, as the module's own boot does: no switch to log.
		s.started = true;
		s.lastSwitchAt = w.at;
		if (policy != 'none' && policy != current)
			run([RULES.mmcli, '-m', 'any', `--set-primary-sim-slot=${policy == 'sim2' ? 2 : 1}`]);
		return;
	}
	if (changed && policy != current)
		return switch_to(w, policy, 'settings');
	const usable = (slot) => config.enabled[slot] == '1' && states[slot] == 'ready';
	if (!usable(current))
		return when_unavailable(w, current, policy, usable);
	s.unusableSince = null;
	s.primaryBackSince = usable(config.primary) ? (s.primaryBackSince ?? w.at) : null;
	const signal = measure(w, current);
	const other = current == 'sim1' ? 'sim2' : 'sim1';
	const capped = (slot) => config.caps[slot].action != 'warn' && percent(w.usage[slot], config.caps[slot]) >= 100;
	const broken = config.failover == '1' && usable(other) && !capped(other) ? rule_broken(w, current, signal) : null;
	if (broken)
		return switch_to(w, other, broken[0], broken[1]);
	if (config.failback == '1' && current != config.primary && usable(config.primary) && !capped(config.primary) && failback_due(w, current))
		switch_to(w, config.primary, 'failback');
}

// A cap with action `stop` holds mobile data off while the slot in use is at or over it: netifd's
// interface down (as `ifdown wwan`), up again when the month rolls over or the cap changes.
function hold_data(w) {
	const slot = w.modem.slot, cap = w.config.caps[slot];
	const stop = cap.action == 'stop' && percent(w.usage[slot], cap) >= 100;
	if (stop == !!w.state.dataStopped)
		return;
	ubus()?.call(`network.interface.${RULES.iface}`, stop ? 'down' : 'up');
	w.state.dataStopped = stop;
	log(stop ? `data cap of ${slot} reached: mobile data stopped` : 'mobile data allowed again');
}

// A system log line when a SIM's month first reaches 80 % and 100 % of its cap.
function warn_caps(w) {
	for (let slot in SLOTS) {
		const used = percent(w.usage[slot], w.config.caps[slot]);
		const level = used >= 100 ? 100 : (used >= RULES.limits.warnPercent ? RULES.limits.warnPercent : 0);
		const month = w.usage[slot].monthStart;
		const alert = w.state.capAlerts[slot];
		const before = type(alert) == 'object' && alert.month == month && type(alert.level) == 'int' ? alert.level : 0;
		if (level > before)
			log(`${slot} used ${level} % of its data cap`);
		w.state.capAlerts[slot] = { month, level };
	}
}

function count(w) {
	const reading = read_counters(uplink_device());
	const step = step_bytes(w.state.last, reading);
	w.reading = reading;
	w.state.last = reading;
	for (let slot in SLOTS)
		roll(w.usage[slot], w.at, w.config.caps[slot].resetDay);
	if (step.rx > 0 || step.tx > 0) {
		const usage = w.usage[w.modem.slot];
		usage.today.rx += step.rx;
		usage.today.tx += step.tx;
		usage.month.rx += step.rx;
		usage.month.tx += step.tx;
		w.state.dirty = true;
	}
}

function step(at) {
	mkdir(RUN_DIR, 0755);
	const w = { at, state: load_state(at), config: read_config(), usage: load_usage(), switches: load_switches(), note: null };
	w.note = (from, to, reason, value) => note_switch(w, from, to, reason, value);
	w.modem = read_modem();
	sample_radio(w);
	if (!w.modem) {
		if (!w.state.idle)
			log('no modem: ModemManager (mmcli) is missing or sees none; nothing to count or switch');
		w.state.idle = true;
		write_json(STATE_FILE, w.state);
		return w;
	}
	w.state.idle = false;
	count(w);
	warn_caps(w);
	decide(w);
	hold_data(w);
	if (w.state.dirty && at - w.state.flashSavedAt >= RULES.flashSaveS)
		save_flash(w);
	write_json(USAGE_FILE, { slot: w.modem.slot, dataStopped: !!w.state.dataStopped, sim1: w.usage.sim1, sim2: w.usage.sim2 });
	write_json(SWITCHES_FILE, w.switches);
	write_json(STATE_FILE, w.state);
	return w;
}

// A step that fails (a garbage answer the checks above missed) is logged and the next one runs.
function safe_step() {
	try {
		return step(now());
	}
	catch (e) {
		// what the daemon keeps in memory starts over rather than failing every step
		warn(`routerd-simwatch: ${e}\n`);
		unlink(STATE_FILE);
		return null;
	}
}

// procd stops the service with SIGTERM: what was counted since the last flash copy lands now.
function stop() {
	const at = now();
	const state = load_state(at);
	if (state.dirty)
		save_flash({ at, state, usage: load_usage(), switches: load_switches() });
	if (state.radioDirty)
		radio_save_flash(radio_load(at), state, at);
	write_json(STATE_FILE, state);
}

if (ONCE) {
	safe_step();
	exit(0);
}

let stopping = false;
// signal() is ucode's since 2023; without it procd's SIGTERM ends the process at once and the
// flash copy is the last 6-hourly one.
if (type(global.signal) == 'function') {
	global.signal('SIGTERM', () => { stopping = true; });
	global.signal('SIGINT', () => { stopping = true; });
}
while (!stopping) {
	safe_step();
	// select() returns early on a signal; the handler runs before the next instruction
	if (!stopping)
		sleep(RULES.stepS * 1000);
}
stop();
