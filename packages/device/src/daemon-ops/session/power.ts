// Spec 4 "Reboot/reset" and DESIGN: the answer leaves first, then the daemon goes away for the
// reboot period and comes back with no sessions. Reset restores the factory files before that.
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '@rc/core/ops/op-context';
import { resetToFactory } from '../../factory/factory-reset';
import type { PowerActions } from '@rc/core/platform/platform';

export const reboot: Handler<Ops['reboot']> = async (_input, ctx) => {
  // The pending file would roll the change back at the next start anyway; now, the history says so.
  await ctx.system.apply.rollback();
  ctx.power.markBusy();
  rebootAfterAnswer(ctx);
  return {};
};

export const reset: Handler<Ops['reset']> = async (_input, ctx) => {
  ctx.power.markBusy();
  try {
    // On OpenWrt the system's own firstboot wipes every setting at the reboot; writing our
    // defaults into /etc/config would delete the other packages' files.
    if (ctx.platform.powerActions) await resetOnRouter(ctx, ctx.platform.powerActions);
    else await resetToFactory({ ...ctx, store: ctx.uciStore });
  } catch (err) {
    ctx.power.clearBusy();
    throw err;
  }
  ctx.sessions.clear();
  rebootAfterAnswer(ctx);
  return {};
};

/** firstboot wipes the overlay, our data folder with it; should it live elsewhere, it is reset too. */
async function resetOnRouter(ctx: OpContext, power: PowerActions): Promise<void> {
  await ctx.uciStore.clearHistory('reset');
  await ctx.account.setPassword(ctx.factory.initialPassword);
  await ctx.deviceCookies.renew();
  await power.factoryReset();
}

function rebootAfterAnswer(ctx: OpContext): void {
  ctx.afterAnswer(() => void ctx.power.reboot().catch((err: unknown) => ctx.log.error('reboot failed', err)));
}
