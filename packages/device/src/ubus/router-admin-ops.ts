// The router's own answers (router-ops.ts) to the administrator's rarer ops: the password (the
// `routerd` plugin's set_password after a sign-in check), reboot and factory reset (procd, fstools'
// firstboot), the backup (sysupgrade -b, router-backup.ts). Loaded with the first of them, not
// with the home page (DESIGN budgets). Browser-safe.
import type { OpContext } from '../ops/op-context';
import type { JsonRpcUbus } from './json-rpc-ubus';
import { NotOnRouterError } from './not-on-router';
import type { RouterApply } from './router-apply';
import { routerBackup, routerBackupName } from './router-backup';
import { signIn, systemBoard } from './router-login';

type AdminOp = (input: never, ctx: OpContext) => Promise<object>;

export function routerAdminOps({ ubus, apply }: { ubus: JsonRpcUbus; apply: RouterApply }): Record<'change_password' | 'reboot' | 'reset' | 'backup_download', AdminOp> {
  return {
    change_password: async ({ oldpassword, newpassword }: { oldpassword: string; newpassword: string }) => {
      // The old password is checked as a sign-in is, lockout included, in a session dropped at once.
      const check = await signIn(ubus, 'root', oldpassword, '-10');
      await ubus.callIn(check, 'session', 'destroy').catch(() => undefined);
      await ubus.call('routerd', 'set_password', { password: newpassword });
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
