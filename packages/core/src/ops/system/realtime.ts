// System > Realtime graphs (issue 32.4): one sample from the platform; the console keeps the window.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';

export const get_realtime_sample: Handler<Ops['get_realtime_sample']> = (_input, ctx) => ctx.platform.realtimeSample();
