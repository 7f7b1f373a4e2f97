// What the header's badge and the home page's warning show (issue 31.3, 31.4), in one small call.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { capAlerts } from './sim-usage';

export const get_cellular_alerts: Handler<Ops['get_cellular_alerts']> = async (_input, ctx) => {
  // asked together: on a router, one round trip (issue 41)
  const [messages = [], dataCaps] = await Promise.all([ctx.platform.messaging?.list(), capAlerts(ctx)]);
  return { unreadSms: messages.filter((message) => !message.read).length, dataCaps };
};
