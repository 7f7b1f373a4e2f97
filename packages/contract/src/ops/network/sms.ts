// Network > SMS (issue 31.4): the messages stored on the modem and its SIM as ModemManager keeps
// them, sending one to a number, and a USSD request (a balance query) with the network's answer.
import { z } from 'zod';
import { defineOp } from '../../op';
import { SmsKey, SmsLimits, isSmsNumber, isUssdCode, smsParts } from '../../sms-text';

const smsId = z.string().regex(/^[0-9]{1,9}$/, SmsKey.ids);
const ids = z.array(smsId).min(1, SmsKey.ids).max(200, SmsKey.ids);

const message = z.object({
  id: z.string(),
  /** the sender of a received message, the recipient of a sent one */
  number: z.string(),
  text: z.string(),
  /** epoch ms: the SMSC's timestamp of a received message, the send time of a sent one */
  time: z.number(),
  direction: z.enum(['received', 'sent']),
  read: z.enum(['1', '0']),
});

export const get_sms_list = defineOp({
  op: 'get_sms_list',
  method: 'GET',
  feature: 'net_cellular1',
  summary: 'The messages stored on the modem and its SIM, newest first, with how many are unread.',
  input: z.strictObject({}),
  output: z.object({ messages: z.array(message), unread: z.number().int() }),
});

export const sms_send = defineOp({
  op: 'sms_send',
  method: 'POST',
  feature: 'net_cellular1',
  mutates: true,
  summary: 'Sends a text to one number: 160 GSM-7 or 70 UCS-2 characters a message, up to 10 parts.',
  input: z.strictObject({
    number: z.string().refine(isSmsNumber, SmsKey.number),
    text: z
      .string()
      .min(1, SmsKey.text)
      .refine((text) => !text.includes('\0'), SmsKey.text)
      .refine((text) => smsParts(text).parts <= SmsLimits.maxParts, SmsKey.tooLong),
  }),
  output: z.object({ parts: z.number().int() }),
});

export const sms_delete = defineOp({
  op: 'sms_delete',
  method: 'POST',
  feature: 'net_cellular1',
  mutates: true,
  summary: 'Deletes messages from the modem and SIM storage.',
  input: z.strictObject({ ids }),
  output: z.object({}),
});

export const sms_mark_read = defineOp({
  op: 'sms_mark_read',
  method: 'POST',
  feature: 'net_cellular1',
  summary: 'Marks received messages as read (or unread again).',
  input: z.strictObject({ ids, read: z.enum(['1', '0']) }),
  output: z.object({}),
});

export const ussd_send = defineOp({
  op: 'ussd_send',
  method: 'POST',
  feature: 'net_cellular1',
  summary: 'Sends a USSD request such as *100# and answers the network\'s reply.',
  input: z.strictObject({ code: z.string().refine(isUssdCode, SmsKey.ussd) }),
  output: z.object({ answer: z.string() }),
});

export const get_cellular_alerts = defineOp({
  op: 'get_cellular_alerts',
  method: 'GET',
  feature: 'net_cellular1',
  summary: 'What the header and home page flag: unread messages and SIMs at 80 % or 100 % of their data cap.',
  input: z.strictObject({}),
  output: z.object({
    unreadSms: z.number().int(),
    dataCaps: z.array(z.object({ slot: z.enum(['sim1', 'sim2']), percent: z.number().int() })),
  }),
});
