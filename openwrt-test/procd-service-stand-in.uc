// Test stand-in for procd's `service` object (the stack runs no procd: it must be PID 1). Run by
// stack-inside.sh as its own process on the stack's bus, it keeps to procd's semantics for what
// the console uses (openwrt/procd at 2c1834a, service/service.c and service/instance.c):
// - `set`/`add` {name, instances, autostart}: no name is INVALID_ARGUMENT (service.c:443-445);
//   `add` keeps the instances not named, `set` stops them (service.c:182-190, vlist_flush); a new
//   instance starts when the service autostarts, the default (service.c:86-88, 161-164); an
//   instance that is not running starts again with its new config, a running one restarts only if
//   its command changed (instance.c instance_update 1575-1590).
// - an instance without respawn that exits stays listed, not running, with its exit code:
//   WEXITSTATUS, or 128 + the signal (instance.c instance_exit 843-890, instance_exit_code 825-840;
//   uloop.process gives ucode only WEXITSTATUS, so a signal death reads 0 here).
// - `list` {name}: per service its `instances`, each with running, pid while running, command,
//   term_timeout (5), exit_code once exited and data (instance.c instance_dump 1668-1709).
// - `delete` {name, instance}: no name or an unknown service or instance is NOT_FOUND
//   (service.c:558-580); a running instance gets SIGTERM and goes once it exited, another goes at
//   once (instance.c instance_stop 894-906).
// Only command and data of an instance are kept; procd's other instance options are ignored.
'use strict';

import * as uloop from 'uloop';
import { connect } from 'ubus';

const TERM_TIMEOUT = 5;
let services = {};

function start(instance) {
	const argv = instance.command;
	instance.running = true;
	delete instance.exit_code;
	instance.process = uloop.process(argv[0], slice(argv, 1), {}, (code) => {
		instance.running = false;
		instance.exit_code = code;
		delete instance.process;
		if (instance.deleted)
			delete instance.owner[instance.name];
		else if (instance.next) {
			instance.command = instance.next.command;
			instance.data = instance.next.data;
			delete instance.next;
			start(instance);
		}
	});
}

function terminate(instance) {
	system(['kill', '-TERM', '' + instance.process.pid()]);
}

function valid_instance(config) {
	return type(config) == 'object' && type(config.command) == 'array' && length(config.command) > 0;
}

function update_instance(instances, name, config, autostart) {
	let instance = instances[name];
	if (!instance) {
		instance = instances[name] = { name, owner: instances, command: config.command, data: config.data, running: false, exit_code: 0 };
		if (autostart)
			start(instance);
		return;
	}
	if (!instance.running) {
		instance.command = config.command;
		instance.data = config.data;
		return start(instance);
	}
	if (sprintf('%J', instance.command) != sprintf('%J', config.command)) {
		instance.next = config;
		terminate(instance);
	}
	else
		instance.data = config.data;
}

function remove_instance(instances, name) {
	const instance = instances[name];
	if (!instance.running)
		return delete instances[name];
	instance.deleted = true;
	terminate(instance);
}

function set(req, add) {
	const name = req.args.name;
	if (type(name) != 'string')
		return UBUS_STATUS_INVALID_ARGUMENT;
	let service = services[name];
	if (!service)
		service = services[name] = { autostart: req.args.autostart ?? true, instances: {} };
	else if (req.args.autostart != null)
		service.autostart = req.args.autostart;
	const wanted = req.args.instances;
	if (type(wanted) == 'object') {
		for (let instance, config in wanted)
			if (valid_instance(config))
				update_instance(service.instances, instance, config, service.autostart);
		if (!add)
			for (let instance in keys(service.instances))
				if (!valid_instance(wanted[instance]))
					remove_instance(service.instances, instance);
	}
	return 0;
}

function dump(instance) {
	let out = { running: instance.running };
	if (instance.running)
		out.pid = instance.process.pid();
	out.command = instance.command;
	out.term_timeout = TERM_TIMEOUT;
	if (!instance.running)
		out.exit_code = instance.exit_code;
	if (instance.data)
		out.data = instance.data;
	return out;
}

function list(req) {
	let out = {};
	for (let name, service in services) {
		if (req.args.name != null && req.args.name != name)
			continue;
		let entry = {};
		if (!service.autostart)
			entry.autostart = false;
		let instances = {};
		for (let instance_name, instance in service.instances)
			if (!instance.deleted)
				instances[instance_name] = dump(instance);
		if (length(instances))
			entry.instances = instances;
		out[name] = entry;
	}
	return out;
}

function remove(req) {
	const service = services[req.args.name];
	if (type(req.args.name) != 'string' || !service)
		return UBUS_STATUS_NOT_FOUND;
	if (req.args.instance == null) {
		for (let instance in keys(service.instances))
			remove_instance(service.instances, instance);
		return 0;
	}
	if (!service.instances[req.args.instance] || service.instances[req.args.instance].deleted)
		return UBUS_STATUS_NOT_FOUND;
	remove_instance(service.instances, req.args.instance);
	return 0;
}

uloop.init();
const bus = connect();
bus.publish('service', {
	set: { args: { name: '', instances: {}, autostart: true }, call: (req) => set(req, false) },
	add: { args: { name: '', instances: {}, autostart: true }, call: (req) => set(req, true) },
	list: { args: { name: '', verbose: true }, call: list },
	delete: { args: { name: '', instance: '' }, call: remove },
});
uloop.run();
