// Issue 31.6: what the band's radio and the router's wpad support, for the band tab's choices and
// for set_wifi_config, which refuses 11ax on a radio without HE and SAE where hostapd has none.
import type { Ops } from '@rc/contract/registry';
import type { OpInput } from '@rc/contract/op';
import { BandWorkModes, SaeEncryptions } from '@rc/contract/ops/wifi/wifi-rules';
import { ValidationKey } from '@rc/contract/datatypes';
import type { Handler, OpContext } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';

export const get_wifi_support: Handler<Ops['get_wifi_support']> = async ({ band }, ctx) => {
  const support = await ctx.platform.wifiSupport?.();
  const he = support?.he[band];
  return { band, workModes: BandWorkModes[band].filter((mode) => mode !== '11ax' || he !== false), he: he ?? null, sae: support?.sae ?? null };
};

/** Refuses (-2) what the radio or hostapd reports it cannot do; what it cannot tell passes. */
export async function checkWifiSupport(ctx: OpContext, input: Pick<OpInput<Ops['set_wifi_config']>, 'band' | 'workMode' | 'encryption'>): Promise<void> {
  const support = await ctx.platform.wifiSupport?.();
  if (!support) return;
  if (input.workMode === '11ax' && support.he[input.band] === false) throw fieldRefusal('workMode', ValidationKey.wifiNoHe);
  checkSae(support.sae, input.encryption);
}

/** WPA3 needs a hostapd built with SAE: refused by field where wpad reports none. */
export async function checkGuestSae(ctx: OpContext, encryption: string): Promise<void> {
  checkSae((await ctx.platform.wifiSupport?.())?.sae, encryption);
}

function checkSae(sae: boolean | undefined, encryption: string): void {
  if (SaeEncryptions.includes(encryption) && sae === false) throw fieldRefusal('encryption', ValidationKey.wifiNoSae);
}
