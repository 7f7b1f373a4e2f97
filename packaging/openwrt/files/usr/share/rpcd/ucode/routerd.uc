// rpcd ucode plugin (loaded by rpcd-mod-ucode from /usr/share/rpcd/ucode/*.uc): the console's
// sign-in. `routerd login` checks root's password behind the daemon's brute-force lockout and
// mints a session of the `routerd` ACL group itself; `routerd set_password` sets root's password
// the way `passwd` does, after checking the current one behind the same lockout; Samba's
// passwords and DDNS's update now below.
// Calls to rpcd's own `session` object must be deferred: rpcd runs this plugin in its only
// thread, so a synchronous call to itself would wait for its own answer until the timeout.
'use strict';

import { readfile, writefile, rename, mkdir, popen, unlink, access, readlink, lsdir, stat, open } from 'fs';
import { connect } from 'ubus';
import { cursor } from 'uci';

// Every check of a name below carries flag `s`: without it ucode compiles with REG_NEWLINE (ucode
// types.c ucv_regexp_new), and ^...$ matches one line of a longer string ("admin\n<command>").

// packages/device/src/sessions/login-lockout.ts (perClientPolicy) and the daemon's defaults in
// packages/device/src/config.ts; packaging/openwrt/plugin-constants.test.ts checks they agree.
const FAILURES_BEFORE_LOCKOUT = 5;
const LOCKOUT_BASE_SECONDS = 30;
const LOCKOUT_MAX_SECONDS = 3600;
const FORGET_AFTER_SECONDS = 86400;
const SESSION_IDLE_SECONDS = 1800;
const ADMIN_PASSWORD_MIN_LENGTH = 5;

// The console's one account (spec 6) is root. Other names are refused without a check: the
// session minted here holds the console's group, which could be more than their own ACL.
const ACCOUNT = 'root';

// /etc/config/rpcd's login entries the package's uci-defaults script (90-routerd-login) writes.
// rpcd session.c rpc_login_test_login matches an entry by username, then its password; `$p$root`
// is root's /etc/shadow hash. The check entry's username is random and only this plugin reads it,
// so `session login` over /ubus cannot reach it: root's password is tried only behind the lockout.
// The session entry has no password (no `session login` matches it) and only the `routerd` group:
// rpcd restores a session's ACL from the entry of its `username` when it restarts
// (rpc_session_from_blob), so the console's session keeps exactly its group.
const CHECK_ENTRY = 'routerd_check';
const SESSION_USERNAME = 'routerd';

// /tmp is RAM on OpenWrt: the record outlives an rpcd restart, not a reboot.
const STATE_DIR = '/tmp/routerd';
const STATE_FILE = STATE_DIR + '/login-lockout.json';
const MAX_PASSWORD_LENGTH = 512;

// OWASP "device cookies", as the daemon's (packages/device/src/sessions/device-cookies.ts): a
// browser that signed in keeps a token (its localStorage; rpcd sees no cookies) and sends it with
// `login`, so its failures count against its own budget, not the one every unknown browser shares.
// A page of another origin cannot read it. The table stays small: the least recently used goes.
const DEVICE_TOKEN = /^[0-9a-f]{32}$/s;
const DEVICE_TOKEN_BYTES = 16;
const MAX_DEVICES = 32;

// rpcd's session scopes (rpcd session.c: rpc_login_setup_acl_scope) the console's group uses
const ACL_FILE = sourcepath(0, true) + '/../acl.d/routerd.json';
const ACL_GROUP = 'routerd';

let bus = null;

function session_bus() {
	if (!bus)
		bus = connect();
	return bus;
}

function now() {
	return time();
}

function fresh_record() {
	return { failures: 0, lockedUntil: 0, lastFailure: 0 };
}

function valid_record(record) {
	return type(record) == 'object' && type(record.failures) == 'int' && type(record.lockedUntil) == 'int' && type(record.lastFailure) == 'int';
}

// A state that cannot be read (a write cut short) is no state: refusing every login until a
// reboot would be worse.
function load_state() {
	let state = null;
	try {
		state = json(readfile(STATE_FILE) ?? '{}');
	}
	catch (e) {
		state = null;
	}
	let devices = {};
	for (let token, record in (type(state?.devices) == 'object' ? state.devices : {}))
		if (match(token, DEVICE_TOKEN) && valid_record(record) && type(record.seen) == 'int')
			devices[token] = record;
	return { shared: valid_record(state?.shared) ? state.shared : fresh_record(), devices };
}

function save_state(state) {
	mkdir(STATE_DIR, 0700);
	const scratch = STATE_FILE + '.new';
	if (writefile(scratch, sprintf('%J', state)) == null || !rename(scratch, STATE_FILE))
		unlink(scratch);
}

// The budget an attempt spends: its browser's own, or the one unknown browsers share.
function budget(state, device) {
	return (device != null && state.devices[device]) ? state.devices[device] : state.shared;
}

function retry_after(record, at) {
	return record.lockedUntil > at ? record.lockedUntil - at : 0;
}

// An attempt counts as a failure from its start, so that a burst of parallel attempts cannot
// outrun the lockout; a right password clears the record.
function record_failure(record, at) {
	if (at - record.lastFailure > FORGET_AFTER_SECONDS) {
		record.failures = 0;
		record.lockedUntil = 0;
	}
	record.failures++;
	record.lastFailure = at;
	if (record.failures >= FAILURES_BEFORE_LOCKOUT) {
		const doublings = min(record.failures - FAILURES_BEFORE_LOCKOUT, 30);
		record.lockedUntil = at + min(LOCKOUT_BASE_SECONDS * (1 << doublings), LOCKOUT_MAX_SECONDS);
	}
}

function random_token() {
	const source = open('/dev/urandom');
	const bytes = source?.read(DEVICE_TOKEN_BYTES);
	source?.close();
	return length(bytes) == DEVICE_TOKEN_BYTES ? hexenc(bytes) : null;
}

// After a right password: the browser's record starts again (a new one for a browser without a
// known token); the least recently seen browser goes when the table is full.
function trust_device(state, device, at) {
	if (device == null || !state.devices[device]) {
		device = random_token();
		if (device == null)
			return null;
		let tokens = keys(state.devices);
		while (length(tokens) >= MAX_DEVICES) {
			tokens = sort(tokens, (a, b) => state.devices[a].seen - state.devices[b].seen);
			delete state.devices[shift(tokens)];
		}
	}
	state.devices[device] = { ...fresh_record(), seen: at };
	return device;
}

function refuse_locked(req, seconds) {
	req.reply({ locked: true, retryAfterSeconds: seconds }, UBUS_STATUS_PERMISSION_DENIED);
}

// The check entry's username, read at each check so that it is always the installed one. Where
// it is gone (a restored /etc/config/rpcd of before the package), it is written again as the
// uci-defaults script writes it, so that the console's sign-in never depends on a backup's age.
function check_username() {
	const uci = cursor();
	const name = uci.get('rpcd', CHECK_ENTRY, 'username');
	if (type(name) == 'string' && length(name) >= 16)
		return name;
	const random = random_token();
	if (random == null)
		return null;
	uci.set('rpcd', CHECK_ENTRY, 'login');
	uci.set('rpcd', CHECK_ENTRY, 'username', 'routerd-check-' + random);
	uci.set('rpcd', CHECK_ENTRY, 'password', '$p$' + ACCOUNT);
	return uci.commit('rpcd') ? 'routerd-check-' + random : null;
}

// `device`: the token the browser sent, null when it sent none or one this router did not issue.
// Checks `password` as root's unless a lockout holds; `on_right(device)` then answers, with the
// browser's token (a new one where it had none).
function check_password(req, device, password, on_right) {
	const check = check_username();
	if (!check)
		return req.reply(null, UBUS_STATUS_NOT_FOUND);
	const at = now();
	let state = load_state();
	if (device != null && !state.devices[device])
		device = null;
	const wait = retry_after(budget(state, device), at);
	if (wait > 0)
		return refuse_locked(req, wait);
	record_failure(budget(state, device), at);
	save_state(state);
	return session_bus().defer('session', 'login', { username: check, password, timeout: 1 }, (status, reply) => {
		if (status == 0 && reply?.ubus_rpc_session) {
			session_bus().defer('session', 'destroy', { ubus_rpc_session: reply.ubus_rpc_session });
			let cleared = load_state();
			if (device == null)
				cleared.shared = fresh_record();
			const trusted = trust_device(cleared, device, now());
			save_state(cleared);
			return on_right(trusted);
		}
		if (status != UBUS_STATUS_PERMISSION_DENIED)
			return req.reply(null, status || UBUS_STATUS_UNKNOWN_ERROR);
		const locked = retry_after(budget(load_state(), device), now());
		req.reply({ locked: locked > 0, retryAfterSeconds: locked }, UBUS_STATUS_PERMISSION_DENIED);
	});
}

// The `routerd` group of the package's ACL as session grant calls, read at each login so that it
// is always the installed file.
function console_grants() {
	const acl = json(readfile(ACL_FILE) ?? '{}')?.[ACL_GROUP];
	let grants = [];
	for (let perm in ['read', 'write']) {
		for (let scope, entries in acl?.[perm] ?? {}) {
			let objects = [];
			if (type(entries) == 'array')
				for (let object in entries)
					push(objects, [object, perm]);
			else
				for (let object, functions in entries)
					for (let fn in functions)
						push(objects, [object, fn]);
			push(grants, { scope, objects });
		}
		push(grants, { scope: 'access-group', objects: [[ACL_GROUP, perm]] });
	}
	return grants;
}

// A new session with exactly the console's group, named for the session entry, then the answer.
// Each call deferred; rpcd answers them in order.
function mint_session(req, device) {
	session_bus().defer('session', 'create', { timeout: SESSION_IDLE_SECONDS }, (status, created) => {
		const sid = created?.ubus_rpc_session;
		if (status != 0 || !sid)
			return req.reply(null, status || UBUS_STATUS_UNKNOWN_ERROR);
		let calls = [['set', { ubus_rpc_session: sid, values: { username: SESSION_USERNAME } }]];
		for (let grant in console_grants())
			push(calls, ['grant', { ubus_rpc_session: sid, ...grant }]);
		let failed = false;
		let pending = length(calls);
		for (let call in calls)
			session_bus().defer('session', call[0], call[1], (answered) => {
				failed = failed || answered != 0;
				if (--pending > 0)
					return;
				if (failed) {
					session_bus().defer('session', 'destroy', { ubus_rpc_session: sid });
					return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
				}
				let answer = { ubus_rpc_session: sid, timeout: created.timeout, expires: created.expires };
				if (device != null)
					answer.device = device;
				req.reply(answer);
			});
	});
}

// The browser's token argument: absent, or a string (one this router did not issue counts as none).
function device_arg(value) {
	if (value == null)
		return { device: null };
	if (type(value) != 'string' || length(value) > 64)
		return null;
	return { device: match(value, DEVICE_TOKEN) ? value : null };
}

function login(req) {
	const name = req.args.username, password = req.args.password, device = device_arg(req.args.device);
	if (type(name) != 'string' || type(password) != 'string' || length(password) > MAX_PASSWORD_LENGTH || !device)
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	if (name != ACCOUNT)
		return req.reply({ locked: false, retryAfterSeconds: 0 }, UBUS_STATUS_PERMISSION_DENIED);
	return check_password(req, device.device, password, (trusted) => mint_session(req, trusted));
}

// As `passwd root` does: busybox passwd (bb_ask_noecho) reads the new password and its repeat
// from stdin a byte at a time up to each newline, so both lines can be written at once (LuCI's
// `sleep 1` between them was for older busybox that read the whole buffer). The command is a
// fixed string; the password only goes to its stdin.
function write_password(password) {
	const passwd = popen('passwd root >/dev/null 2>&1', 'w');
	if (!passwd)
		return false;
	passwd.write(password + '\n' + password + '\n');
	return passwd.close() == 0;
}

// The current password first (a stolen session must not become a permanent takeover), behind the
// sign-in's lockout: a wrong one counts as a failed sign-in and changes nothing.
function set_password(req) {
	const password = req.args.password, current = req.args.current, device = device_arg(req.args.device);
	if (type(password) != 'string' || length(password) < ADMIN_PASSWORD_MIN_LENGTH ||
	    length(password) > MAX_PASSWORD_LENGTH || match(password, /[[:cntrl:]]/) ||
	    type(current) != 'string' || length(current) > MAX_PASSWORD_LENGTH || !device)
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	return check_password(req, device.device, current, (trusted) => {
		if (!write_password(password))
			return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
		req.reply(trusted != null ? { device: trusted } : {});
	});
}

// Advanced > Security's other ways to root's password (issue 39.1), none behind this plugin's
// lockout: root's own rpcd login entry (session login over /ubus; LuCI signs in through it,
// luci-base dispatcher.uc session_setup; rpcd session.c rpc_login_test_login skips an entry without
// a password) and dropbear's password sign-in (its init script reads PasswordAuth and
// RootPasswordAuth of each `dropbear` section with config_get_bool, both on by default).
const LUCI = '/www/cgi-bin/luci';
const DROPBEAR = '/usr/sbin/dropbear';
const DROPBEAR_INIT = '/etc/init.d/dropbear';
const UCI_FALSE = ['0', 'off', 'false', 'no', 'disabled'];

function bool_option(value) {
	return value == null || !(value in UCI_FALSE);
}

function root_logins(uci) {
	let names = [];
	uci.foreach('rpcd', 'login', (entry) => {
		if (entry.username == ACCOUNT && entry.password != null)
			push(names, entry['.name']);
	});
	return names;
}

function ssh_password_logins(uci) {
	let names = [];
	if (!access(DROPBEAR, 'x'))
		return names;
	uci.foreach('dropbear', 'dropbear', (server) => {
		if (bool_option(server.enable) && bool_option(server.PasswordAuth) && bool_option(server.RootPasswordAuth))
			push(names, server['.name']);
	});
	return names;
}

function sign_in_doors(req) {
	const uci = cursor();
	return { luci: access(LUCI) == true, rootLogin: length(root_logins(uci)) > 0, sshPassword: length(ssh_password_logins(uci)) > 0 };
}

function close_sign_in_door(req) {
	const door = req.args.door;
	const uci = cursor();
	if (door == 'rootLogin') {
		for (let name in root_logins(uci))
			uci.delete('rpcd', name, 'password');
		return uci.commit('rpcd') ? {} : req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
	}
	if (door != 'sshPassword')
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	const servers = ssh_password_logins(uci);
	if (!length(servers))
		return {};
	for (let name in servers) {
		uci.set('dropbear', name, 'PasswordAuth', 'off');
		uci.set('dropbear', name, 'RootPasswordAuth', 'off');
	}
	if (!uci.commit('dropbear'))
		return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
	// procd restarts dropbear with the new options (its init script's reload)
	if (access(DROPBEAR_INIT, 'x'))
		system([DROPBEAR_INIT, 'reload']);
	return {};
}

// Samba's password store (spec 6: the share's account is the administrator's). smbpasswd -a -s
// (samba4-server) reads the new password and its repeat from stdin, so the password is never on
// a command line; the account name is on it, refused unless it is a Unix user name
// (packages/contract/src/ops/service/samba-fields.ts USERNAME_RE, the same pattern). Which
// accounts hold the factory password is remembered here, no hash: Samba's passdb cannot say.
const SMBPASSWD = '/usr/bin/smbpasswd';
const SAMBA_USERNAME = /^[a-z_][a-z0-9_-]{0,31}$/s;
const SAMBA_MARKS = '/etc/routerd/samba-accounts.json';
const SAMBA_PASSWORD_MAX_LENGTH = 127;

function samba_marks() {
	let marks = null;
	try {
		marks = json(readfile(SAMBA_MARKS) ?? '{}');
	}
	catch (e) {
		marks = null;
	}
	return type(marks) == 'object' ? marks : {};
}

function samba_account(req) {
	const name = req.args.username;
	if (type(name) != 'string' || !match(name, SAMBA_USERNAME))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	const mark = samba_marks()[name];
	return { set: mark != null, factory: mark?.factory == true };
}

// smbpasswd -a adds a Samba password to an existing Unix account only (its passdb looks the user up
// with getpwnam), and a stock OpenWrt has root and the daemons' accounts alone. A missing account is
// made as base-files' user_add makes a package's (package/base-files/files/lib/functions.sh): the
// first free uid from 32768, the same gid, home /var/run/<name>, shell /bin/false, and a shadow
// line without a password, so that it never signs in to the router; under the lock user_add takes.
const PASSWD = '/etc/passwd', SHADOW = '/etc/shadow', PASSWD_LOCK = '/var/lock/passwd';

function ensure_unix_account(name) {
	const lock = open(PASSWD_LOCK, 'w');
	if (!lock || !lock.lock('x'))
		return false;
	const lines = split(readfile(PASSWD) ?? '', '\n');
	let made = true;
	if (!length(filter(lines, (line) => index(line, name + ':') == 0))) {
		const uids = map(lines, (line) => split(line, ':')[2]);
		let uid = 32768;
		while (index(uids, '' + uid) >= 0)
			uid++;
		const passwd = open(PASSWD, 'a'), shadow = open(SHADOW, 'a');
		made = passwd != null && shadow != null &&
			passwd.write(sprintf('%s:x:%d:%d:%s:/var/run/%s:/bin/false\n', name, uid, uid, name, name)) != null &&
			shadow.write(sprintf('%s:x:0:0:99999:7:::\n', name)) != null;
		passwd?.close();
		shadow?.close();
	}
	lock.lock('u');
	lock.close();
	return made;
}

function set_samba_password(req) {
	const name = req.args.username, password = req.args.password, factory = req.args.factory == true;
	if (type(name) != 'string' || !match(name, SAMBA_USERNAME) || type(password) != 'string' ||
	    length(password) < ADMIN_PASSWORD_MIN_LENGTH || length(password) > SAMBA_PASSWORD_MAX_LENGTH ||
	    match(password, /[[:cntrl:]]/))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	if (!access(SMBPASSWD, 'x'))
		return req.reply(null, UBUS_STATUS_NOT_FOUND);
	if (!ensure_unix_account(name))
		return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
	const smbpasswd = popen(SMBPASSWD + ' -a -s ' + name + ' >/dev/null 2>&1', 'w');
	if (!smbpasswd)
		return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
	smbpasswd.write(password + '\n' + password + '\n');
	if (smbpasswd.close() != 0)
		return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
	let marks = samba_marks();
	marks[name] = { factory };
	mkdir('/etc/routerd', 0700);
	const scratch = SAMBA_MARKS + '.new';
	if (writefile(scratch, sprintf('%J', marks)) == null || !rename(scratch, SAMBA_MARKS)) {
		unlink(scratch);
		return req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
	}
	return {};
}

// Diagnostics' Stop (packages/router/src/ubus/router-diagnostics.ts): ping, traceroute and
// nslookup run as rpcd's own children through `file exec`, which answers with what they printed
// once they end (rpcd file.c rpc_file_exec_run: fork, execv of the path as given, answer at EOF of
// both pipes). Stop ends the caller's program: SIGINT, as the daemon's runner sends it
// (diagnostics-job.ts), so that ping prints its statistics. Only a child of this rpcd (the plugin
// runs inside it: /proc/self is rpcd) whose argv is exactly the one given and whose program is one
// of these is signalled; the caller names no pid. kill(1) with an argument array, no shell:
// ucode's fs has no kill(2), and system() without a timeout leaves SIGCHLD to rpcd's uloop.

const DIAGNOSTICS_PROGRAMS = ['/bin/ping', '/usr/bin/traceroute', '/usr/bin/nslookup'];
const KILL = '/bin/kill';

function parent_pid(pid) {
	const line = readfile('/proc/' + pid + '/stat');
	// "pid (comm) state ppid ...": comm may hold spaces and parentheses, so from the last ')'
	return line ? split(substr(line, rindex(line, ')') + 2), ' ')[1] : null;
}

function process_argv(pid) {
	const cmdline = readfile('/proc/' + pid + '/cmdline');
	if (!cmdline)
		return null;
	const argv = split(cmdline, '\u0000');
	pop(argv);
	return argv;
}

// [command, ...params] when the command is a string and the params at most 32 strings; else null
function checked_argv(command, params) {
	if (type(command) != 'string' || type(params) != 'array' || length(params) > 32)
		return null;
	for (let param in params)
		if (type(param) != 'string')
			return null;
	return [command, ...params];
}

function same_argv(a, b) {
	if (length(a) != length(b))
		return false;
	for (let i = 0; i < length(a); i++)
		if (a[i] !== b[i])
			return false;
	return true;
}

function diagnostics_children(argv) {
	const rpcd = readlink('/proc/self');
	let pids = [];
	for (let name in lsdir('/proc') ?? [])
		if (match(name, /^[0-9]+$/) && parent_pid(name) == rpcd && same_argv(process_argv(name), argv))
			push(pids, name);
	return pids;
}

function diagnostics_stop(req) {
	const argv = checked_argv(req.args.command, req.args.params);
	if (!argv || !(argv[0] in DIAGNOSTICS_PROGRAMS))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	let stopped = 0;
	for (let pid in diagnostics_children(argv))
		if (system([KILL, '-INT', pid]) == 0)
			stopped++;
	return { stopped };
}

// Programs whose arguments vary (issue 39.5; packages/router/src/ubus/exec-shapes.ts): rpcd
// matches a `file exec` grant against the space-joined argv with fnmatch (session.c
// rpc_session_acl_allowed), where `*` spans spaces and slashes, so the console's ACL grants only
// fixed command lines and these run here. Each argument must fit its shape in exec-shapes.json
// (generated with the ACL): a literal, a regular expression over the whole argument (flag 's':
// without it ucode compiles with REG_NEWLINE, and ^...$ would match one line of a longer
// argument), or a path beneath a folder without empty, `.` or `..` parts. The checked array then
// goes to rpcd's own `file exec` over this plugin's connection, which carries no session, so rpcd
// runs it with execv (no shell) and answers {code, stdout, stderr} as it answers the browser; the
// program is rpcd's child, which diagnostics_stop relies on. The connection waits as long as rpcd
// lets a program run (rpcd -t, 120 s by default), not ucode's 30 s.
// /usr/share/routerd/exec-shapes.json, found from this file as ACL_FILE is
const EXEC_SHAPES_FILE = sourcepath(0, true) + '/../../routerd/exec-shapes.json';
const EXEC_TIMEOUT_SECONDS = 120;

let exec_shapes_cache = null;
let exec_bus_conn = null;

function exec_shapes() {
	if (exec_shapes_cache == null) {
		let shapes = null;
		try {
			shapes = json(readfile(EXEC_SHAPES_FILE) ?? '[]');
		}
		catch (e) {
			shapes = null;
		}
		exec_shapes_cache = type(shapes) == 'array' ? shapes : [];
	}
	return exec_shapes_cache;
}

function exec_bus() {
	if (!exec_bus_conn)
		exec_bus_conn = connect(null, EXEC_TIMEOUT_SECONDS);
	return exec_bus_conn;
}

function path_beneath(root, path) {
	if (type(root) != 'string' || index(path, root + '/') != 0 || match(path, /[[:cntrl:]]/s))
		return false;
	for (let part in split(substr(path, length(root) + 1), '/'))
		if (part == '' || part == '.' || part == '..')
			return false;
	return true;
}

function arg_fits(shape, arg) {
	if (type(shape) == 'string')
		return arg === shape;
	if (type(shape?.match) == 'string')
		return match(arg, regexp('^(' + shape.match + ')$', 's')) != null;
	if (shape?.under != null)
		return path_beneath(shape.under, arg);
	return false;
}

function argv_fits(shape, argv) {
	if (shape?.command !== argv[0] || type(shape.params) != 'array' || length(shape.params) != length(argv) - 1)
		return false;
	for (let i = 0; i < length(shape.params); i++)
		if (!arg_fits(shape.params[i], argv[i + 1]))
			return false;
	return true;
}

// the argument array when it has a shape (a background one for background_start), else null
function shaped_argv(argv, background) {
	for (let shape in exec_shapes())
		if ((shape?.background == true) == background && argv_fits(shape, argv))
			return argv;
	return null;
}

function shaped_exec(req) {
	const argv = checked_argv(req.args.command, req.args.params);
	if (!argv)
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	if (!shaped_argv(argv, false))
		return req.reply(null, UBUS_STATUS_PERMISSION_DENIED);
	return exec_bus().defer('file', 'exec', { command: argv[0], params: slice(argv, 1) }, (status, reply) =>
		req.reply(status == 0 ? reply : null, status));
}

// Programs that outlast a request (Disk management's mkfs: packages/router/src/ubus/router-background.ts):
// rpcd's `file exec` answers only once its program has ended and kills it after its exec timeout
// (rpcd file.c rpc_file_exec_timeout_cb), so these run as instances of procd's service
// `routerd-jobs` instead: `service add` starts one with its argument array (no respawn, no shell),
// procd keeps it listed after it exited with its exit code, and `service delete` forgets it
// (procd service/service.c service_handle_set, service_handle_delete; instance.c instance_exit,
// instance_dump). The argument array must have one of the background shapes of exec-shapes.json,
// argument by argument (shaped_argv below, as `exec` checks its own). An instance's data keeps
// when it started, in seconds of uptime.
const JOBS_SERVICE = 'routerd-jobs';
const JOB_NAME = /^[a-z0-9_-]{1,48}$/s;
const JOB_PATH = /^(\/[A-Za-z0-9_.+-]+)+$/s;

function uptime_seconds() {
	return int(split(readfile('/proc/uptime') ?? '0', ' ')[0]);
}

function job_argv(command, params) {
	const argv = checked_argv(command, params);
	return argv && match(command, JOB_PATH) && index(command, '/.') < 0 ? argv : null;
}

// procd's instance as the page reads it: running or its exit code, and its seconds so far
function job_state(instance) {
	const started = instance?.data?.started;
	const seconds = type(started) == 'int' ? max(0, uptime_seconds() - started) : 0;
	return instance.running ? { running: true, seconds } : { running: false, exitCode: instance.exit_code ?? 0, seconds };
}

function with_jobs(req, then) {
	return session_bus().defer('service', 'list', { name: JOBS_SERVICE }, (status, reply) => {
		if (status != 0)
			return req.reply(null, status);
		then(reply?.[JOBS_SERVICE]?.instances ?? {});
	});
}

function background_start(req) {
	const name = req.args.name, argv = job_argv(req.args.command, req.args.params);
	if (type(name) != 'string' || !match(name, JOB_NAME) || !argv)
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	if (!shaped_argv(argv, true))
		return req.reply(null, UBUS_STATUS_PERMISSION_DENIED);
	if (!access(argv[0], 'x'))
		return req.reply(null, UBUS_STATUS_NOT_FOUND);
	return with_jobs(req, (jobs) => {
		// `service add` would restart a running instance whose command changed (instance.c instance_update)
		if (jobs[name]?.running)
			return req.reply(null, UBUS_STATUS_NOT_SUPPORTED);
		const instance = { command: argv, data: { started: uptime_seconds() } };
		session_bus().defer('service', 'add', { name: JOBS_SERVICE, instances: { [name]: instance } }, (added) =>
			req.reply(added == 0 ? {} : null, added));
	});
}

function background_status(req) {
	return with_jobs(req, (jobs) => {
		let states = {};
		for (let name, instance in jobs)
			states[name] = job_state(instance);
		req.reply({ jobs: states });
	});
}

function background_forget(req) {
	const name = req.args.name;
	if (type(name) != 'string' || !match(name, JOB_NAME))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	return with_jobs(req, (jobs) => {
		if (!jobs[name])
			return req.reply({});
		// a running program is never cut short: procd would SIGTERM it (instance.c instance_stop)
		if (jobs[name].running)
			return req.reply(null, UBUS_STATUS_NOT_SUPPORTED);
		session_bus().defer('service', 'delete', { name: JOBS_SERVICE, instance: name }, (status) =>
			req.reply(status == 0 ? {} : null, status));
	});
}

// DDNS "update now" (Advanced > DDNS): ddns-scripts' own start of one service, as LuCI's Reload
// runs it: dynamic_dns_lucihelper.sh -S <section> -- start puts dynamic_dns_updater.sh for that
// section in the background and returns. Not rpcd's `file exec`: rpcd answers it only at EOF of
// the program's stdout and stderr, which the backgrounded updater keeps open for as long as it
// runs (rpcd file.c), so every call would end in rpcd's exec timeout. The section's last-update
// record goes first, so that the updater sends at once (dynamic_dns_updater.sh: LAST_TIME 0,
// "last update: never") instead of only when the address changed. An argument array, no shell;
// the section name is a UCI name, as uci itself allows.
const DDNS_HELPER = '/usr/lib/ddns/dynamic_dns_lucihelper.sh';
const DDNS_RUN_DIR = '/var/run/ddns';
const UCI_NAME = /^[A-Za-z0-9_]+$/s;

function ddns_update(req) {
	const section = req.args.section;
	if (type(section) != 'string' || length(section) > 64 || !match(section, UCI_NAME))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	if (!access(DDNS_HELPER, 'x'))
		return req.reply(null, UBUS_STATUS_NOT_FOUND);
	unlink(DDNS_RUN_DIR + '/' + section + '.update');
	return system([DDNS_HELPER, '-S', section, '--', 'start'], 10000) == 0 ? {} : req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
}

// System > History (packages/router/src/ubus/router-history.ts): the changes the console saved,
// one JSON file an entry on flash, written whole (temp file + rename) and bounded as the daemon's
// history (packages/device/src/config.ts historyEntries and historyBytes defaults;
// packaging/openwrt/package.test.ts checks they agree). The browser sends an entry in base64
// chunks (uhttpd-mod-ubus takes at most 64 KiB a request: uhttpd ubus.c UH_UBUS_MAX_POST_SIZE),
// staged in RAM under a token of its own; the chunk marked `done` lands it, or, for a change
// awaiting `uci confirm`, a later call without data once it was confirmed. The id, the time and
// who saved it are the plugin's, never the browser's; each file is checked before anything is
// written. Changes made elsewhere (LuCI, ssh) are not recorded.

const HISTORY_DIR = '/etc/routerd/history';
const HISTORY_STAGE_PREFIX = 'history-';
const HISTORY_ENTRIES = 200;
const HISTORY_BYTES = 2097152;
const HISTORY_ENTRY_MAX_BYTES = 262144;
// an answer's entries (libubus UBUS_MAX_MSGLEN is 1 MiB); older ones come with `before`
const HISTORY_PAGE_BYTES = 524288;
const HISTORY_CHUNK_MAX_LENGTH = 65536;
const HISTORY_FILES_MAX = 64;
// longer than the longest rollback window (the daemon's --apply-window-seconds, at most 3600)
const HISTORY_STAGE_MAX_AGE = 7200;
const HISTORY_ID_PATTERN = '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{3}Z-[0-9]{6}';
const HISTORY_ID = regexp('^' + HISTORY_ID_PATTERN + '$', 's');
const HISTORY_FILE = regexp('^' + HISTORY_ID_PATTERN + '\\.json$', 's');
const HISTORY_TOKEN = /^[0-9a-f]{16}$/s;
const HISTORY_OP = /^[a-z][a-z0-9_]{0,63}$/s;
// packages/core/src/uci/uci-names.ts isUciPackageName
const UCI_PACKAGE = /^[A-Za-z0-9_-]{1,64}$/s;

let history_seq = 0;

function history_names() {
	let names = [];
	for (let name in lsdir(HISTORY_DIR) ?? [])
		if (match(name, HISTORY_FILE))
			push(names, name);
	return sort(names);
}

// The oldest entries beyond the bounds go, by count and by bytes, as the daemon prunes (uci-history.ts).
function history_prune() {
	const newest_first = reverse(history_names());
	let bytes = 0;
	for (let i = 0; i < length(newest_first); i++) {
		const path = HISTORY_DIR + '/' + newest_first[i];
		bytes += stat(path)?.size ?? 0;
		if (i >= HISTORY_ENTRIES || bytes > HISTORY_BYTES)
			unlink(path);
	}
}

// The router's clock, as the daemon names an entry (history-entry.ts historyEntryId): sorting
// the names sorts the entries by time.
function history_stamp() {
	const at = clock();
	const t = gmtime(at[0]), ms = int(at[1] / 1000000);
	const date = sprintf('%04d-%02d-%02dT', t.year, t.mon, t.mday);
	let id = null;
	while (id == null || access(HISTORY_DIR + '/' + id + '.json')) {
		history_seq = (history_seq + 1) % 1000000;
		id = sprintf('%s%02d-%02d-%02d-%03dZ-%06d', date, t.hour, t.min, t.sec, ms, history_seq);
	}
	return { id, time: sprintf('%s%02d:%02d:%02d.%03dZ', date, t.hour, t.min, t.sec, ms) };
}

function history_text(value) {
	return value == null || type(value) == 'string';
}

// The entry as the browser made it ({op, files}), each field checked; null for anything else.
function history_checked(text) {
	let input = null;
	try {
		input = json(text);
	}
	catch (e) {
		return null;
	}
	if (type(input) != 'object' || type(input.op) != 'string' || !match(input.op, HISTORY_OP) ||
	    type(input.files) != 'array' || length(input.files) > HISTORY_FILES_MAX)
		return null;
	let files = [];
	for (let file in input.files) {
		if (type(file) != 'object' || type(file.pkg) != 'string' || !match(file.pkg, UCI_PACKAGE) ||
		    !history_text(file.before) || !history_text(file.after) || type(file.secretsChanged) != 'array')
			return null;
		for (let name in file.secretsChanged)
			if (type(name) != 'string' || length(name) > 256 || match(name, /[[:cntrl:]]/))
				return null;
		push(files, { pkg: file.pkg, before: file.before, after: file.after, secretsChanged: file.secretsChanged });
	}
	return { op: input.op, files };
}

// `by`: the account of the session; the console's is root's (ACCOUNT: `login` takes no other).
function history_write(entry) {
	const stamp = history_stamp();
	const record = { id: stamp.id, time: stamp.time, op: entry.op, by: ACCOUNT, files: entry.files };
	mkdir('/etc/routerd', 0700);
	mkdir(HISTORY_DIR, 0700);
	const path = HISTORY_DIR + '/' + stamp.id + '.json', scratch = HISTORY_DIR + '/.' + stamp.id + '.new';
	if (writefile(scratch, sprintf('%J\n', record)) == null || !rename(scratch, path)) {
		unlink(scratch);
		return null;
	}
	history_prune();
	return stamp.id;
}

// What a browser staged and never landed (a change rpcd rolled back) goes after a while.
function history_forget_stale() {
	const at = now();
	for (let name in lsdir(STATE_DIR) ?? [])
		if (index(name, HISTORY_STAGE_PREFIX) == 0 && at - (stat(STATE_DIR + '/' + name)?.mtime ?? at) > HISTORY_STAGE_MAX_AGE)
			unlink(STATE_DIR + '/' + name);
}

// Appends a chunk at `offset`, which must be the bytes staged so far.
function history_stage(path, offset, chunk) {
	mkdir(STATE_DIR, 0700);
	if (offset == 0) {
		history_forget_stale();
		return writefile(path, chunk) != null;
	}
	if (stat(path)?.size != offset)
		return false;
	if (!length(chunk))
		return true;
	const file = open(path, 'a');
	if (!file)
		return false;
	const written = file.write(chunk);
	file.close();
	return written == length(chunk);
}

function history_add(req) {
	const token = req.args.token, offset = req.args.offset, data = req.args.data, done = req.args.done;
	if (type(token) != 'string' || !match(token, HISTORY_TOKEN) || type(offset) != 'int' || offset < 0 ||
	    type(data) != 'string' || length(data) > HISTORY_CHUNK_MAX_LENGTH || (done != null && type(done) != 'bool'))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	const staged = STATE_DIR + '/' + HISTORY_STAGE_PREFIX + token;
	const chunk = length(data) ? b64dec(data) : '';
	if (chunk == null || offset + length(chunk) > HISTORY_ENTRY_MAX_BYTES || !history_stage(staged, offset, chunk)) {
		unlink(staged);
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	}
	if (done != true)
		return {};
	const entry = history_checked(readfile(staged));
	unlink(staged);
	if (!entry)
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	const id = history_write(entry);
	return id ? { id } : req.reply(null, UBUS_STATUS_UNKNOWN_ERROR);
}

// Newest first, the files' texts as they are (the browser parses them), `next` to ask for older ones.
function history_list(req) {
	const before = req.args.before;
	if (before != null && (type(before) != 'string' || !match(before, HISTORY_ID)))
		return req.reply(null, UBUS_STATUS_INVALID_ARGUMENT);
	let entries = [], bytes = 0, last = null;
	for (let name in reverse(history_names())) {
		const id = replace(name, /\.json$/, '');
		if (before != null && id >= before)
			continue;
		const text = readfile(HISTORY_DIR + '/' + name);
		if (text == null)
			continue;
		if (length(entries) > 0 && bytes + length(text) > HISTORY_PAGE_BYTES)
			return { entries, next: last };
		push(entries, text);
		bytes += length(text);
		last = id;
	}
	return { entries };
}

return {
	routerd: {
		login: { args: { username: 'root', password: 'password', device: '0123456789abcdef0123456789abcdef' }, call: login },
		diagnostics_stop: { args: { command: '/bin/ping', params: [] }, call: diagnostics_stop },
		background_start: { args: { name: 'format-sda1', command: '/usr/sbin/mkfs.ext4', params: [] }, call: background_start },
		background_status: { args: {}, call: background_status },
		background_forget: { args: { name: 'format-sda1' }, call: background_forget },
		exec: { args: { command: '/bin/mount', params: [] }, call: shaped_exec },
		set_password: { args: { password: 'password', current: 'password', device: '0123456789abcdef0123456789abcdef' }, call: set_password },
		sign_in_doors: { args: {}, call: sign_in_doors },
		close_sign_in_door: { args: { door: 'rootLogin' }, call: close_sign_in_door },
		samba_account: { args: { username: 'admin' }, call: samba_account },
		set_samba_password: { args: { username: 'admin', password: 'password', factory: false }, call: set_samba_password },
		ddns_update: { args: { section: 'myddns_ipv4' }, call: ddns_update },
		history_add: { args: { token: '0123456789abcdef', offset: 0, data: 'e30=', done: false }, call: history_add },
		history_list: { args: { before: '2026-01-01T00-00-00-000Z-000001' }, call: history_list },
	},
};
