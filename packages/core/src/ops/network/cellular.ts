// Network > 3G/4G (spec 2): network.wwan and the ISP choice (settings/cellular-settings.ts),
// the modem's live state and its log. The PIN and the password are write-only.
import type { Ops } from '@rc/contract/registry';
import type { cellularProtos } from '@rc/contract/ops/network/cellular-fields';
import type { Handler } from '../op-context';
import { cellularConfig, writeCellular } from '../../settings/cellular-settings';
import { draftPackage } from '../../uci/uci-draft';
import { mwan3Package } from '../../settings/dispatch-settings';
import { hasRouterPackage } from '../router-package';
import type { RouterPackage } from '../../errors/missing-package-error';
import { modemWithHeadline } from '../../radio/modem-headline';

/**
 * The package whose protocol handler netifd runs for each dialing method: uqmi's qmi.sh, umbim's
 * mbim.sh, comgt-ncm's ncm.sh, comgt's 3g.sh, ModemManager's modemmanager.sh (/lib/netifd/proto).
 */
const dialPackages: Record<(typeof cellularProtos)[number], RouterPackage> = {
  qmi: 'uqmi',
  mbim: 'umbim',
  ncm: 'comgt-ncm',
  '3g': 'comgt',
  modemmanager: 'modemmanager',
};

export const get_cellular_config: Handler<Ops['get_cellular_config']> = async (_input, ctx) => {
  const [network, cellular] = await Promise.all([ctx.store.read('network'), ctx.store.read('cellular')]);
  return cellularConfig(network, cellular);
};

export const set_cellular_config: Handler<Ops['set_cellular_config']> = async (input, ctx) => {
  await ctx.platform.requirePackage?.(dialPackages[input.proto]);
  // mwan3's /etc/init.d/mwan3 reads /etc/config/mwan3: none to write where it is not installed
  const dispatch = await hasRouterPackage(ctx, 'mwan3');
  const packages = ['network', 'cellular', 'firewall', ...(dispatch ? [mwan3Package] : [])];
  await ctx.store.transact('set_cellular_config', packages, (draft) => {
    writeCellular(draftPackage(draft, 'network'), draftPackage(draft, 'cellular'), draftPackage(draft, 'firewall'), dispatch ? draftPackage(draft, mwan3Package) : undefined, input);
  });
  return {};
};

export const get_cellular_status: Handler<Ops['get_cellular_status']> = async (_input, ctx) => {
  const [modem, traffic] = await Promise.all([modemWithHeadline(ctx.platform), ctx.platform.modemTraffic()]);
  return { ...modem, ...traffic };
};

export const get_cellular_log: Handler<Ops['get_cellular_log']> = async (_input, ctx) => ({
  entries: await ctx.platform.modemLog(),
});
