// ModemManager's SMS answers and arguments (router-sms.ts says how they are used), loaded with the
// first answer of mmcli: a router without ModemManager (its home page's SMS badge) never needs it. Browser-safe.
import type { SmsMessage } from '@rc/core/platform/modem-control';
import { smsPathPrefix } from './mmcli-sms-path';
import { parseJson } from './ubus-parsers';

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' && value !== '--' ? value : '');

/** The key=value string of `--messaging-create-sms`; undefined when the text holds both quotes. */
export function createSmsArgument(number: string, text: string): string | undefined {
  const quote = !text.includes("'") ? "'" : !text.includes('"') ? '"' : undefined;
  return quote && `number=${number},text=${quote}${text}${quote}`;
}

/** `mmcli -J -s <path>`: one message, its id the index at the end of its path. */
export function parseMmcliSms(json: string, read: ReadonlySet<string>): SmsMessage | undefined {
  const sms = object(parseJson(json).sms);
  const id = str(sms['dbus-path']).slice(smsPathPrefix.length);
  if (!/^[0-9]+$/.test(id)) return undefined;
  const content = object(sms.content);
  const properties = object(sms.properties);
  const received = str(properties['pdu-type']) !== 'submit';
  const time = Date.parse(str(properties.timestamp));
  return {
    id,
    number: str(content.number),
    text: str(content.text),
    time: Number.isFinite(time) ? time : 0,
    direction: received ? 'received' : 'sent',
    read: !received || read.has(id),
  };
}

/** `mmcli -J -m any --messaging-list-sms`: the ids of the stored messages. */
export function parseSmsList(json: string): string[] {
  const list = parseJson(json)['modem.messaging.sms'];
  return (Array.isArray(list) ? list : []).map(str).filter((path) => path.startsWith(smsPathPrefix)).map((path) => path.slice(smsPathPrefix.length));
}

/** "new reply from network: '<answer>'" as mmcli prints a USSD answer. */
export function parseUssdReply(stdout: string): string {
  const match = /reply from network:\s*'([\s\S]*)'\s*$/.exec(stdout.trim());
  return match?.[1] ?? stdout.trim();
}
