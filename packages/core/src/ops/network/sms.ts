// Network > SMS (issue 31.4): the module's stored messages, sending one, and USSD. The platform's
// messaging is the module itself (simulated) or ModemManager (ubus/router-sms.ts).
import type { Ops } from '@rc/contract/registry';
import { smsParts } from '@rc/contract/sms-text';
import type { ModemMessaging } from '../../platform/modem-control';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';

async function messaging(ctx: OpContext): Promise<ModemMessaging> {
  // On OpenWrt ModemManager's mmcli reads and sends the messages (ubus/router-sms.ts): without it the page names the package.
  await ctx.platform.requirePackage?.('modemmanager');
  const found = ctx.platform.messaging;
  if (!found) throw new OpError('-12', 'sms.noModem');
  return found;
}

export const get_sms_list: Handler<Ops['get_sms_list']> = async (_input, ctx) => {
  const messages = (await (await messaging(ctx)).list()).sort((a, b) => b.time - a.time || Number(b.id) - Number(a.id));
  return {
    messages: messages.map((message) => ({ ...message, read: message.read ? '1' : '0' })),
    unread: messages.filter((message) => !message.read).length,
  };
};

export const sms_send: Handler<Ops['sms_send']> = async (input, ctx) => {
  await (await messaging(ctx)).send(input.number, input.text);
  return { parts: smsParts(input.text).parts };
};

export const sms_delete: Handler<Ops['sms_delete']> = async (input, ctx) => {
  await (await messaging(ctx)).remove(input.ids);
  return {};
};

export const sms_mark_read: Handler<Ops['sms_mark_read']> = async (input, ctx) => {
  await (await messaging(ctx)).markRead(input.ids, input.read === '1');
  return {};
};

export const ussd_send: Handler<Ops['ussd_send']> = async (input, ctx) => ({ answer: await (await messaging(ctx)).ussd(input.code) });
