// Every handler's answer against its op's output schema (the test helper turns checkOutputs on,
// so a mismatch answers -12 and fails here), for every op of the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { allOps, findOp } from '../../../device/src/http/op-table';
import { startTestDevice, testInitialPassword, type TestDevice } from '../../../device/test-support/test-device';
import { openvpnPems } from '../../../device/test-support/openvpn-pems';
import { downloadRaw, uploadRaw } from '../../../device/test-support/raw-upload';

const { ca, cert, key } = openvpnPems();

// Inputs of ops that cannot be derived below. An op taking input adds its sample here.
const sampleInputs: Record<string, Record<string, unknown>> = {
  close_sign_in_door: { door: 'sshPassword' },
  login: { username: 'admin', password: testInitialPassword },
  change_password: { role: 'admin', oldpassword: testInitialPassword, newpassword: testInitialPassword },
  get_wifi_config: { band: '2g' },
  get_wifi_support: { band: '5g' },
  set_localtime: { localtime: Date.UTC(2027, 0, 1) },
  set_terminal_block: { mac: '3C:22:FB:00:00:01', blocked: false },
  set_terminal_name: { mac: '3C:22:FB:00:00:01', name: 'kids-tablet' },
  site_survey: { band: '2.4' },
  sms_send: { number: '10086', text: 'CXYE' },
  sms_delete: { ids: ['3'] },
  sms_mark_read: { ids: ['2'], read: '1' },
  ussd_send: { code: '*100#' },
  simulator_receive_sms: { number: 'ICBC', text: 'Your code is 845219' },
  simulator_make_traffic: { interface: 'wifi-5g', mbps: 20, seconds: 30 },
  diagnose_start: { host: '127.0.0.1', tool: 'ping', protocol: 'ipv4' },
  set_first_start: { wifi: [{ band: '2g', ssid: 'Home', key: 'home-key-1' }], zonename: 'Asia/Shanghai' },
  // Not configured at the factory: what get answers has no key yet, so a first save brings one.
  set_guest_wifi: { enabled: '1', mode: 'dual', ssid: 'Guest-Cafe', hidden: '0', encryption: 'psk2+ccmp', key: 'guest-pass-1' },
  set_ddns: { enabled: '1', provider: 'dyndns', updateUrl: '', domain: 'home.example.org', username: 'home', password: 'secret-1', interval: 600, logLines: 250, timeout: 60, remark: '' },
  set_apclient: { enabled: '1', band: '2g', ssid: 'Uplink', bssid: '', encryption: 'psk2+ccmp', key: 'uplink-pass-1' },
  // One default route among the tunnels: the second one leaves it.
  set_pptp: { enabled: '1', server: 'vpn.example.com', username: 'alice', password: 'secret-1', defaultroute: '1', mtu: 1400 },
  set_l2tp: { enabled: '1', server: '203.0.113.7', username: 'bob', password: 'secret-1', defaultroute: '0', mtu: 1400 },
  add_wireguard_phone: { description: 'Pixel', endpointHost: 'home.example.net' },
  set_openvpn: { enabled: '1', remote: 'vpn.example.com', port: 1194, protocol: 'udp', device: 'tun', ca, cert, key },
  // The overview's client is the PPTP tab's section; the L2TP one goes off.
  set_vpn_client: { type: 'pptp', server: 'vpn.example.com', username: 'alice', password: '', mppe: '0' },
  vpn_connect: { tunnel: 'pptp' },
  vpn_disconnect: { tunnel: 'l2tp' },
  set_portal: {
    enabled: '1', gatewayId: 'gw1', checkInterval: 60, clientTimeout: 5, serverHost: 'auth.example.com', serverPort: 80, serverPath: '/wifidog/',
    ssl: '0', sslPort: 443, trustedDomains: ['example.com'], trustedMacs: [],
  },
  // The blank SD card: formatting it needs nothing mounted; the stick's sda2 mounts and unmounts.
  disk_format: { id: 'mmcblk0p1', fstype: 'ext4', label: '' },
  disk_mount: { id: 'sda2' },
  disk_unmount: { id: 'sda2' },
  // No restore waits under this id: nothing to discard, which is no error.
  restore_cancel: { restoreId: '0'.repeat(32) },
  // Switched off, no mounted directory is needed.
  set_samba: { enabled: '0', name: 'share', username: 'admin', password: '', path: '' },
};
// Ops whose success needs a job another call started, or a server outside the device: their own tests cover them.
const coveredElsewhere = ['diagnose_result', 'diagnose_stop', 'upgrade_remote', 'upgrade_check_online', 'get_history_raw', 'revert_history_entry', 'restore_history_point',
  // answer only while a risky save awaits confirmation: ops/system/apply.test.ts
  'apply_confirm', 'apply_revert',
  // needs a restore previewed by the upload: ops/system/restore.test.ts
  'restore_apply',
  // heard only while speech control is on and the cloud logged in: ops/service/speech.test.ts
  'speech_simulate_command',
  // needs a client signed in through the portal: ops/service/portal.test.ts
  'portal_kick'];
// Ops that end the session or the boot run by themselves, last.
const runLast = ['logout', 'reboot', 'reset'];

let device: TestDevice;
let token: string;

beforeAll(async () => {
  device = await startTestDevice({ rebootSeconds: 0.2, checkOutputs: true });
  token = await device.login();
});
afterAll(() => device.cleanup());

/** DESIGN "The wire": set_X takes what get_X answers, so a set op saves back what its get op read. */
async function sampleInput(op: OpDef): Promise<Record<string, unknown>> {
  const sample = sampleInputs[op.op];
  if (sample) return sample;
  const read = op.op.startsWith('set_') ? findOp(`get_${op.op.slice(4)}`) : undefined;
  if (!read) return {};
  const { body } = await device.call(read.name, { token, input: sampleInputs[read.name] ?? {} });
  const fields = Object.keys((op.input as unknown as { shape?: object }).shape ?? {});
  return Object.fromEntries(Object.entries(body as object).filter(([key]) => fields.includes(key)));
}

describe('every op answers what its contract says', () => {
  // Uploads take a raw file body and downloads answer a file, not JSON: their own tests cover them.
  const others = allOps().filter((op) => !runLast.includes(op.op) && !coveredElsewhere.includes(op.op) && !op.upload && !op.download);

  it.each(others.map((op) => [op.op, op] as const))('%s', async (name, op) => {
    const input = await sampleInput(op);
    const logged = device.errors.length;
    const { body } = await device.call(name, { token, input });
    expect(body.code, JSON.stringify(body)).toBe('1');
    const { code: _code, ...data } = body;
    expect(() => op.output.parse(data)).not.toThrow();
    expect(device.errors.slice(logged)).toEqual([]);
  });

  // Issue 39.3: the restore's allow-list (backup/restorable-options.ts) holds what every page wrote above.
  it('a backup taken after every page saved restores with nothing left out', async () => {
    const backup = await downloadRaw(device, 'backup_download', token);
    const preview = await uploadRaw(device, { op: 'restore_upload', token, data: backup.data });
    expect(preview.body).toMatchObject({ code: '1', origin: 'thisUnit', notRestored: [] });
    await device.call('restore_cancel', { token, input: { restoreId: preview.body.restoreId } });
  });

  it.each(runLast)('%s', async (name) => {
    const fresh = await device.login().catch(async () => {
      // After a reboot or reset the daemon may still be on its way back.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return device.login();
    });
    const { body } = await device.call(name, { token: fresh });
    expect(body).toEqual({ code: '1' });
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
});
