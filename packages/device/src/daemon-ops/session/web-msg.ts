// Spec 2 footer and 7 get_web_msg: what the header and footer show, polled every 60 s.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '@rc/core/ops/op-context';
import { deviceModels } from '../../factory/device-models';
import { deviceMac, lanAddress } from '@rc/core/settings/network-settings';
import { systemSettings } from '@rc/core/settings/system-settings';
import { firstStartDue } from '@rc/core/ops/session/first-start';

export const get_web_msg: Handler<Ops['get_web_msg']> = async (_input, ctx) => {
  const [network, system, status, localtime, firstStart] = await Promise.all([
    ctx.store.read('network'),
    ctx.store.read('system'),
    ctx.platform.systemStatus(),
    ctx.platform.clock(),
    firstStartDue(ctx),
  ]);
  const { identity } = ctx.factory;
  const { timezone, zonename } = systemSettings(system);
  return {
    uptime: String(status.uptime),
    // This build has no licence server: every unit counts as authorized (spec 6 leaves it open).
    authcode: '1',
    macaddr: deviceMac(network, 'br-lan') ?? identity.lanMac,
    board: deviceModels[identity.model].board,
    ipaddr: lanAddress(network).ipaddr,
    // Persisted by an upgrade, so it survives the reboot that follows.
    sysversion: ctx.system.firmwareState.get().version,
    mode: 'router',
    timezone,
    zonename,
    localtime,
    first_start: firstStart,
  };
};

/** The login screen's facts (spec 2), the only device facts answered without a token. */
export const get_login_info: Handler<Ops['get_login_info']> = async (_input, ctx) => {
  const status = await ctx.platform.systemStatus();
  return {
    sysversion: ctx.system.firmwareState.get().version,
    uptime: status.uptime,
    board: deviceModels[ctx.factory.identity.model].board,
  };
};
