import type { OpInput } from '@rc/contract/op';
import { get_wifi_config, type set_wifi_config } from '@rc/contract/ops/wifi/band';
import type { WifiBand } from '@rc/contract/ops/wifi/wifi-rules';
import { useOp } from '../../../lib/use-op';

export type BandInput = OpInput<typeof set_wifi_config>;

export const useWifiConfig = (band: WifiBand) => useOp(get_wifi_config, { band });

/**
 * The band's two forms (settings, MAC filter) each send the whole set_wifi_config: what the
 * form shows over what the device answered, so that saving one form keeps the other's fields.
 */
export function mergeWithLoaded(band: WifiBand, loaded: object | undefined) {
  return (values: Partial<BandInput>) => ({ ...(loaded as BandInput | undefined), ...values, band }) as BandInput;
}
