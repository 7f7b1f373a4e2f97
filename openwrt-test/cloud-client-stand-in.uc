// Test stand-in for a vendor's cloud client (docs/openwrt.md, "Cloud login, Cloud management and
// Speech control"): run by stack-inside.sh as its own process on the stack's bus, it publishes the
// object `cloud` as a vendor image's client would. `status`: logged in while /etc/config/cloud's
// cloud.login.enabled is '1' (read again at each call, as the console saves it), with a fixed cloud
// ID and the remote address on the configured server; else not logged in, reason 'disabled'.
// `speech_heard`: one command its voice platform gave, in the contract's speechHeard shape.
'use strict';

import * as uloop from 'uloop';
import { connect } from 'ubus';
import { cursor } from 'uci';

const CLOUD_ID = '004211837265';

function status() {
	const login = cursor().get_all('cloud', 'login');
	if (login?.enabled != '1')
		return { logged: false, reason: 'disabled' };
	return { logged: true, cloud_id: CLOUD_ID, remote_url: `https://${login.server}/d/${CLOUD_ID}` };
}

function speech_heard() {
	return { heard: [ { time: 1764067200000, command: 'online_devices', result: 'done', devices: 3 } ] };
}

// uhttpd-mod-ubus adds `ubus_rpc_session` to every call's arguments (uhttpd ubus.c), and ucode's
// ubus module answers INVALID_ARGUMENT for one its method does not declare (lib/ubus.c
// uc_ubus_object_call_args)
const args = { ubus_rpc_session: '' };

uloop.init();
const bus = connect();
bus.publish('cloud', {
	status: { args, call: status },
	speech_heard: { args, call: speech_heard },
});
uloop.run();
