// Puts the real procd's `service` object, and only it, on the stack's bus (stack-inside.sh runs
// it where OPENWRT_TOOLS has procd). procd runs on a bus of its own (procd.sock) because, not
// being pid 1, it still runs its shutdown sequence on `system reboot` and `sysupgrade`
// (kill(-1), reboot(): procd state.c); its `system` object must be out of every test's reach.
// Each call to `service` is passed on with its arguments; procd's answer, or its ubus status,
// comes back unchanged.
'use strict';

import * as uloop from 'uloop';
import { connect } from 'ubus';

// a sample value of each blobmsg type (libubox blobmsg.h: 1 array, 2 table, 3 string, 4-6
// integers, 7 bool, 8 double) for publish's signature, which `ubus -v list` shows
const samples = [ null, [], {}, '', 0, 0, 0, true, 0.5 ];

// procd's answer, else its status (an answer without data is status 0)
function pass_on(procd, method) {
	return (req) => procd.call('service', method, req.args) ?? procd.error(true) ?? 0;
}

function bridge(bus, procd) {
	const signature = procd.list('service')?.[0];
	if (!signature)
		return false;
	let methods = {};
	for (let method, args in signature) {
		let sample = {};
		for (let arg, kind in args)
			sample[arg] = samples[kind] ?? '';
		methods[method] = { args: sample, call: pass_on(procd, method) };
	}
	bus.publish('service', methods);
	return true;
}

uloop.init();
const procd = connect(ARGV[0]);
const bus = connect();
// procd publishes `service` shortly after it connects
let tries = 0;
function retry() {
	if (!bridge(bus, procd) && ++tries < 100)
		uloop.timer(100, retry);
}
retry();
uloop.run();
