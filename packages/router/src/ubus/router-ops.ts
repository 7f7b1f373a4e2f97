// The ops the Node daemon answers from its own services, as a router answers them with its own
// stack (issue 27): sign-in is rpcd's session minted by the `routerd` ucode plugin (root's password
// checked behind its lockout), the password is root's (`routerd set_password`), a pending risky
// save is rpcd's `uci apply` (router-apply.ts), the login page's and footer's facts come from
// procd's `system board`, the backup is `sysupgrade -b` (router-backup.ts), its restore checked in
// the browser and extracted by `sysupgrade -r` (router-restore.ts), the firmware OpenWrt's own
// image through `sysupgrade -T` and `sysupgrade` (router-firmware.ts), the factory reset
// `firstboot -y`, Samba's password smbpasswd through the plugin (router-samba.ts), diagnostics'
// jobs in the browser over rpcd's file exec (router-diagnostics.ts). System > History runs the
// daemon's handlers over the entries the `routerd` plugin keeps (router-history.ts, recorded by
// UbusConfigStore). An upgrade from a URL or the vendor's server (a stock OpenWrt has neither) is
// not offered: it answers -12 router.notAvailable.
// Browser-safe.
import type { OpName } from '@rc/contract/registry';
import type { OpContext } from '@rc/core/ops/op-context';
import { deviceMac, lanAddress } from '@rc/core/settings/network-settings';
import { systemSettings } from '@rc/core/settings/system-settings';
import { holdBatchFor } from './hold-batch';
import type { JsonRpcUbus } from './json-rpc-ubus';
import { routerClock } from './router-ntp';
import { NotOnRouterError } from '@rc/core/errors/not-on-router';
import type { RouterApply } from './router-apply';
import { boardName, loginHandlers, systemBoard, type DeviceTokenMemory } from './router-login';
import { loadOnce } from '@rc/core/lib/load-once';
import type { RouterBusy } from './router-busy';
import type { RouterUpload } from './router-upload';

/** `upload`: an upload op's file (router-upload.ts). */
export type RouterHandler = (input: never, ctx: OpContext, upload?: RouterUpload) => Promise<object>;

export interface RouterOpDeps {
  ubus: JsonRpcUbus;
  apply: RouterApply;
  /** the dispatcher's (router-dispatcher.ts): a firmware upgrade sets it */
  busy?: RouterBusy;
  /** this browser's token from `routerd login` (router-login.ts) */
  device?: DeviceTokenMemory;
}

/** The daemon-only ops a router does not offer yet. */
export const notOnRouterOps: readonly OpName[] = [
  // The router fetches no image itself, and a stock OpenWrt knows no upgrade server of this console.
  'upgrade_remote',
  'upgrade_check_online',
  // The first-start wizard's "done" mark is the daemon's data folder's (docs/openwrt.md "First-start wizard").
  'set_first_start',
  // The simulated router's voice platform: a router hears commands through its vendor's cloud client.
  'speech_simulate_command',
  // The simulator's faults and traffic (Utilities > Simulator): a real SIM, signal or ISP is not the console's to break.
  'get_simulator',
  'set_simulator',
  'simulator_receive_sms',
  'simulator_make_traffic',
];

export function routerOwnOps({ ubus, apply, busy = { active: false }, device }: RouterOpDeps): Map<string, RouterHandler> {
  const own = new Map<string, RouterHandler>();
  const add = <I>(name: OpName, handler: (input: I, ctx: OpContext, upload?: RouterUpload) => Promise<object>) => own.set(name, handler as RouterHandler);

  const login = loginHandlers(ubus, device);
  add('login', login.login);
  add('get_login_info', login.get_login_info);
  add('logout', async () => {
    await ubus.call('session', 'destroy').catch(() => undefined);
    return {};
  });
  // Any call that rpcd lets through refreshes the session's idle timer (rpcd session.c rpc_touch_session).
  add('long_link', async () => {
    await ubus.call('session', 'access', { scope: 'ubus', object: 'session', function: 'access' });
    return {};
  });
  // The password, reboot, reset and backup ops load with their first call (router-admin-ops.ts).
  const adminOps = loadOnce(async () => (await holdBatchFor(ubus, import('./router-admin-ops'))).routerAdminOps({ ubus, apply, device }));
  for (const name of ['change_password', 'reboot', 'reset', 'backup_download'] as const) {
    add<never>(name, async (input, ctx) => (await adminOps())[name](input, ctx));
  }
  // The share's page loads its handlers (and their contract rules) with itself.
  // Advanced > Security's other ways to root's password: with the page (router-sign-in-doors.ts)
  add<never>('get_sign_in_doors', async () => (await holdBatchFor(ubus, import('./router-sign-in-doors'))).routerSignInDoorsOps(ubus).get_sign_in_doors());
  add<never>('close_sign_in_door', async (input) => (await holdBatchFor(ubus, import('./router-sign-in-doors'))).routerSignInDoorsOps(ubus).close_sign_in_door(input));
  add<never>('get_samba', async (input, ctx) => (await holdBatchFor(ubus, import('./router-samba'))).routerSambaOps(ubus).get_samba(input, ctx));
  add<never>('set_samba', async (input, ctx) => (await holdBatchFor(ubus, import('./router-samba'))).routerSambaOps(ubus).set_samba(input, ctx));
  // Diagnostics' jobs live in this browser, their programs run by rpcd (router-diagnostics.ts).
  let diagnostics: Promise<ReturnType<typeof import('./router-diagnostics').routerDiagnosticsOps>> | undefined;
  const diagnosticsOps = () => (diagnostics ??= holdBatchFor(ubus, import('./router-diagnostics')).then((m) => m.routerDiagnosticsOps(ubus)));
  for (const name of ['diagnose_start', 'diagnose_result', 'diagnose_stop'] as const) {
    add<never>(name, async (input) => (await diagnosticsOps())[name](input));
  }
  // The restore and upgrade pages load their handlers (the archive reader, tar, every page's
  // checks) with themselves; one instance each keeps the previewed restore and the upgrade's progress.
  let restore: Promise<ReturnType<typeof import('./router-restore').routerRestoreOps>> | undefined;
  const restoreOps = () => (restore ??= holdBatchFor(ubus, import('./router-restore')).then((m) => m.routerRestoreOps(ubus)));
  for (const name of ['restore_upload', 'restore_apply', 'restore_cancel'] as const) {
    add<never>(name, async (input, ctx, upload) => (await restoreOps())[name](input, ctx, upload));
  }
  let firmware: Promise<ReturnType<typeof import('./router-firmware').routerFirmwareOps>> | undefined;
  const firmwareOps = () => (firmware ??= holdBatchFor(ubus, import('./router-firmware')).then((m) => m.routerFirmwareOps(ubus, busy)));
  for (const name of ['get_firmware_info', 'upgrade_local', 'get_upgrade_progress'] as const) {
    add<never>(name, async (input, ctx, upload) => (await firmwareOps())[name](input, ctx, upload));
  }
  // The commands heard are the vendor's cloud client's, not this console's (router-speech.ts).
  add<never>('get_speech_status', async (input, ctx) => (await holdBatchFor(ubus, import('./router-speech'))).routerSpeechStatus(input, ctx));
  add('get_apply_status', async () => apply.status());
  add('apply_confirm', async () => {
    await apply.confirm();
    return {};
  });
  add('apply_revert', async () => {
    await apply.revert();
    return {};
  });
  add('get_web_msg', async (_input, ctx) => {
    const [network, system, board, status, clock, bridgeMac] = await Promise.all([ctx.store.read('network'), ctx.store.read('system'), systemBoard(ubus), ctx.platform.systemStatus(), routerClock(ubus), lanBridgeMac(ubus)]);
    const { timezone, zonename } = systemSettings(system);
    return {
      uptime: String(status.uptime),
      authcode: '1',
      macaddr: deviceMac(network, 'br-lan') ?? bridgeMac,
      board: boardName(board),
      ipaddr: lanAddress(network).ipaddr,
      sysversion: board.release?.version ?? '',
      mode: 'router',
      timezone,
      zonename,
      localtime: clock,
      // The first-start wizard is the daemon's (docs/openwrt.md "First-start wizard"): never due here.
      first_start: false,
    };
  });
  for (const name of notOnRouterOps) {
    add(name, async () => {
      throw new NotOnRouterError(name);
    });
  }
  return own;
}

/** br-lan's MAC as netifd has it (device.c device_dump_status `macaddr`): stock OpenWrt sets none in UCI. */
async function lanBridgeMac(ubus: JsonRpcUbus): Promise<string> {
  const devices = await ubus.call<Record<string, { macaddr?: unknown } | undefined>>('network.device', 'status').catch(() => ({}) as Record<string, undefined>);
  const mac = devices['br-lan']?.macaddr;
  return typeof mac === 'string' ? mac.toUpperCase() : '';
}
