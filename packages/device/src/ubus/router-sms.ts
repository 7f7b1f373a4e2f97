// SMS and USSD on OpenWrt through ModemManager's mmcli (rpcd file exec: an argument array, never a
// shell). The messages stay where ModemManager keeps them (the SIM's or the module's storage,
// its `storage` property); ModemManager has no read flag, so the ids read are kept in a file in
// RAM (/tmp/routerd-sms-read), gone after a reboot.
//
// Sending: mmcli takes the text only inside its `--messaging-create-sms` key=value string
// (mmcli-modem-messaging.c build_sms_properties_from_input). The string is one argv element, and
// ModemManager's parser (mm-common-helpers.c mm_common_parse_key_value_string) reads a quoted
// value up to the first matching quote with no escapes: the text goes last, quoted with a quote
// character it does not contain, so no part of it can be read as another key. A text with both
// ' and " cannot be carried and is refused (-2 sms.quotes). `--messaging-create-sms-with-data`
// is no way around it: it sets the SMS's binary `data`, sent as an 8-bit data message that
// phones do not show as text.
import { fieldRefusal } from '../ops/op-error';
import type { ModemMessaging, SmsMessage } from '../platform/modem-control';
import { readRouterFileIfAny, writeRouterFile } from './router-files';
import { execProgram, RouterProgramError } from './router-programs';
import { parseJson } from './ubus-parsers';
import type { Ubus } from './ubus';

export const smsReadFile = '/tmp/routerd-sms-read';
const smsPathPrefix = '/org/freedesktop/ModemManager1/SMS/';

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

export class RouterSms implements ModemMessaging {
  constructor(private readonly ubus: Ubus) {}

  async list(): Promise<SmsMessage[]> {
    const ids = parseSmsList(await this.mmcli(['-J', '-m', 'any', '--messaging-list-sms']));
    const read = await this.readIds();
    const messages = await Promise.all(ids.map(async (id) => parseMmcliSms(await this.mmcli(['-J', '-s', smsPathPrefix + id]), read)));
    return messages.filter((message): message is SmsMessage => message !== undefined);
  }

  async send(number: string, text: string): Promise<void> {
    const properties = createSmsArgument(number, text);
    if (!properties) throw fieldRefusal('text', 'sms.quotes');
    const created = await this.mmcli(['-m', 'any', `--messaging-create-sms=${properties}`]);
    const id = new RegExp(`${smsPathPrefix}([0-9]+)`).exec(created)?.[1];
    if (!id) throw new RouterProgramError('mmcli', 'no SMS created');
    await this.mmcli(['-s', smsPathPrefix + id, '--send']);
  }

  async remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.mmcli(['-m', 'any', `--messaging-delete-sms=${smsPathPrefix}${id}`]);
  }

  async markRead(ids: readonly string[], read: boolean): Promise<void> {
    const known = await this.readIds();
    for (const id of ids) {
      if (read) known.add(id);
      else known.delete(id);
    }
    await writeRouterFile(this.ubus, smsReadFile, [...known].join('\n') + '\n', 0o600);
  }

  async ussd(code: string): Promise<string> {
    return parseUssdReply(await this.mmcli(['-m', 'any', `--3gpp-ussd-initiate=${code}`]));
  }

  private async readIds(): Promise<Set<string>> {
    const text = (await readRouterFileIfAny(this.ubus, smsReadFile)) ?? '';
    return new Set(text.split('\n').filter((line) => /^[0-9]+$/.test(line)));
  }

  private async mmcli(params: string[]): Promise<string> {
    const answer = await execProgram(this.ubus, 'mmcli', params);
    if (answer.code !== 0) throw new RouterProgramError('mmcli', answer.stderr.split('\n')[0] || `exit ${answer.code}`);
    return answer.stdout;
  }
}
