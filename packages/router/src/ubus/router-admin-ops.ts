// The router's own answers (router-ops.ts) to the administrator's rarer ops: the password (the
// `routerd` plugin's set_password, which checks the current one behind the sign-in's lockout), reboot and factory reset (procd, fstools'
// firstboot), the backup (sysupgrade -b, router-backup.ts). Loaded with the first of them, not
// with the home page (DESIGN budgets). Browser-safe.
import type { OpContext } from '@rc/core/ops/op-context';
import type { JsonRpcUbus } from './json-rpc-ubus';
import { NotOnRouterError } from '@rc/core/errors/not-on-router';
import type { RouterApply } from './router-apply';
import { routerBackup, routerBackupName } from './router-backup';
import { deviceArgument, keepDeviceToken, noDeviceToken, passwordRefusal, systemBoard, type DeviceTokenMemory } from './router-login';

type AdminOp = (input: never, ctx: OpContext) => Promise<object>;

interface AdminOpDeps {
  ubus: JsonRpcUbus;
  apply: RouterApply;
  device?: DeviceTokenMemory;
}

export function routerAdminOps({ ubus, apply, device = noDeviceToken }: AdminOpDeps): Record<'change_password' | 'reboot' | 'reset' | 'backup_download', AdminOp> {
  return {
    change_password: async ({ oldpassword, newpassword }: { oldpassword: string; newpassword: string }) => {
      // The plugin checks the old password itself, under this browser's lockout budget: a wrong
      // one counts as a failed sign-in and changes nothing.
      try {
        keepDeviceToken(device, await ubus.call<{ device?: unknown }>('routerd', 'set_password', { current: oldpassword, password: newpassword, ...deviceArgument(device) }));
      } catch (error) {
        throw passwordRefusal(error, '-10');
      }
      return {};
    },
    reboot: async (_input, ctx) => {
      const actions = ctx.platform.powerActions;
      if (!actions) throw new NotOnRouterError('reboot');
      // rpcd's rollback timer dies with the reboot: a change awaiting confirmation goes back first.
      if (apply.active) await apply.revert();
      ctx.afterAnswer(() => void actions.reboot().catch(() => undefined));
      return {};
    },
    reset: async (_input, ctx) => {
      const actions = ctx.platform.powerActions;
      if (!actions) throw new NotOnRouterError('reset');
      if (apply.active) await apply.revert();
      // firstboot -y marks the overlay for wiping (fstools jffs2reset); the reboot does the rest.
      await actions.factoryReset();
      ctx.afterAnswer(() => void actions.reboot().catch(() => undefined));
      return {};
    },
    backup_download: async (_input, ctx) => {
      const [data, board] = await Promise.all([routerBackup(ubus), systemBoard(ubus)]);
      ctx.answerFile({ name: routerBackupName(board.hostname ?? '', new Date()), data });
      return {};
    },
  };
}
