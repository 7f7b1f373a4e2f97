// The ops the Node daemon answers from its own services, as a router answers them with its own
// stack (issue 27): sign-in is rpcd's session through the `routerd` ucode plugin (its lockout in
// front of `session login`), the password is root's (`routerd set_password`), a pending risky
// save is rpcd's `uci apply` (router-apply.ts), the login page's and footer's facts come from
// procd's `system board`, the backup is `sysupgrade -b` (router-backup.ts), the factory reset
// `firstboot -y`, Samba's password smbpasswd through the plugin (router-samba.ts). History (rpcd
// keeps none), restore and firmware are not offered yet: they answer -12 router.notAvailable.
// Browser-safe.
import type { OpName } from '@rc/contract/registry';
import type { OpContext } from '../ops/op-context';
import { deviceMac, lanAddress } from '../settings/network-settings';
import { systemSettings } from '../settings/system-settings';
import type { JsonRpcUbus } from './json-rpc-ubus';
import { routerClock } from './router-ntp';
import { NotOnRouterError } from './not-on-router';
import type { RouterApply } from './router-apply';
import { boardName, loginHandlers, signIn, systemBoard } from './router-login';
import { routerBackup, routerBackupName } from './router-backup';

export type RouterHandler = (input: never, ctx: OpContext) => Promise<object>;

export interface RouterOpDeps {
  ubus: JsonRpcUbus;
  apply: RouterApply;
}

/** The daemon-only ops a router does not offer yet. */
export const notOnRouterOps: readonly OpName[] = [
  'get_firmware_info',
  'upgrade_local',
  'upgrade_remote',
  'upgrade_check_online',
  'get_upgrade_progress',
  'restore_upload',
  'restore_apply',
  'restore_cancel',
  'get_history',
  'get_history_raw',
  'revert_history_entry',
  'restore_history_point',
  'history_export',
  // The speech log is a file the daemon keeps itself.
  'get_speech',
  'set_speech',
  'get_speech_status',
  'speech_simulate_command',
];

export function routerOwnOps({ ubus, apply }: RouterOpDeps): Map<string, RouterHandler> {
  const own = new Map<string, RouterHandler>();
  const add = <I>(name: OpName, handler: (input: I, ctx: OpContext) => Promise<object>) => own.set(name, handler as RouterHandler);

  const login = loginHandlers(ubus);
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
  add<{ oldpassword: string; newpassword: string }>('change_password', async ({ oldpassword, newpassword }) => {
    // The old password is checked as a sign-in is, lockout included, in a session dropped at once.
    const check = await signIn(ubus, 'root', oldpassword, '-10');
    await ubus.callIn(check, 'session', 'destroy').catch(() => undefined);
    await ubus.call('routerd', 'set_password', { password: newpassword });
    return {};
  });
  add('reboot', async (_input, ctx) => {
    const actions = ctx.platform.powerActions;
    if (!actions) throw new NotOnRouterError('reboot');
    // rpcd's rollback timer dies with the reboot: a change awaiting confirmation goes back first.
    if (apply.active) await apply.revert();
    ctx.afterAnswer(() => void actions.reboot().catch(() => undefined));
    return {};
  });
  add('reset', async (_input, ctx) => {
    const actions = ctx.platform.powerActions;
    if (!actions) throw new NotOnRouterError('reset');
    if (apply.active) await apply.revert();
    // firstboot -y marks the overlay for wiping (fstools jffs2reset); the reboot does the rest.
    await actions.factoryReset();
    ctx.afterAnswer(() => void actions.reboot().catch(() => undefined));
    return {};
  });
  add('backup_download', async (_input, ctx) => {
    const [data, board] = await Promise.all([routerBackup(ubus), systemBoard(ubus)]);
    ctx.answerFile({ name: routerBackupName(board.hostname ?? '', new Date()), data: data as Buffer });
    return {};
  });
  // The share's page loads its handlers (and their contract rules) with itself.
  add<never>('get_samba', async (input, ctx) => (await import('./router-samba')).routerSambaOps(ubus).get_samba(input, ctx));
  add<never>('set_samba', async (input, ctx) => (await import('./router-samba')).routerSambaOps(ubus).set_samba(input, ctx));
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
    const [network, system, board, status, clock] = await Promise.all([ctx.store.read('network'), ctx.store.read('system'), systemBoard(ubus), ctx.platform.systemStatus(), routerClock(ubus)]);
    const { timezone, zonename } = systemSettings(system);
    return {
      uptime: String(status.uptime),
      authcode: '1',
      macaddr: deviceMac(network, 'br-lan') ?? '',
      board: boardName(board),
      ipaddr: lanAddress(network).ipaddr,
      sysversion: board.release?.version ?? '',
      mode: 'router',
      timezone,
      zonename,
      localtime: clock,
    };
  });
  for (const name of notOnRouterOps) {
    add(name, async () => {
      throw new NotOnRouterError(name);
    });
  }
  return own;
}
