// Network > 3G/4G, the radio (issue 31.1, 31.2): the serving cell now and its last 24 hours.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { SAMPLE_EVERY_MS } from '../../radio/radio-history';
import { noCellRadio } from '../../radio/no-radio';

export const get_radio_status: Handler<Ops['get_radio_status']> = async (_input, ctx) => {
  const radio = await ctx.platform.cellRadio?.();
  return { ...(radio ?? noCellRadio), present: radio !== undefined, time: Date.now() };
};

export const get_radio_history: Handler<Ops['get_radio_history']> = async (_input, ctx) => {
  const history = ctx.platform.radioHistory;
  const samples = (await history?.lastDay()) ?? [];
  return {
    intervalSeconds: SAMPLE_EVERY_MS / 1000,
    kept: history?.kept ?? 'memory',
    time: samples.map((s) => s.time),
    rsrp: samples.map((s) => s.rsrp),
    rsrq: samples.map((s) => s.rsrq),
    sinr: samples.map((s) => s.sinr),
    technology: samples.map((s) => s.technology),
    cellId: samples.map((s) => s.cellId),
  };
};
