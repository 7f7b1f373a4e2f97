// Utilities > Site survey: the neighbouring networks one radio hears.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';

export const site_survey: Handler<Ops['site_survey']> = async ({ band }, ctx) => ({
  results: await ctx.platform.wifiScan(band === '2.4' ? '2g' : '5g'),
});
