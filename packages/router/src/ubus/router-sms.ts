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
// phones do not show as text. The parsers (mmcli-sms.ts) load with mmcli's first answer.
import { fieldRefusal, OpError } from '@rc/core/errors/op-error';
import type { ModemMessaging, SmsMessage } from '@rc/core/platform/modem-control';
import { readRouterFileIfAny, writeRouterFile } from './router-files';
import { execProgram, RouterProgramError } from './router-programs';
import { holdBatchFor } from './hold-batch';
import type { Ubus } from './ubus';
import { smsPathPrefix } from './mmcli-sms-path';

export const smsReadFile = '/tmp/routerd-sms-read';

export class RouterSms implements ModemMessaging {
  constructor(private readonly ubus: Ubus) {}

  async list(): Promise<SmsMessage[]> {
    // the list and the ids already read in one batch (issue 41)
    const [listed, read] = await Promise.all([this.mmcli(['-J', '-m', 'any', '--messaging-list-sms']), this.readIds()]);
    const { parseMmcliSms, parseSmsList } = await holdBatchFor(this.ubus, import('./mmcli-sms'));
    const messages = await Promise.all(parseSmsList(listed).map(async (id) => parseMmcliSms(await this.mmcli(['-J', '-s', smsPathPrefix + id]), read)));
    return messages.filter((message): message is SmsMessage => message !== undefined);
  }

  async send(number: string, text: string): Promise<void> {
    const { createSmsArgument } = await holdBatchFor(this.ubus, import('./mmcli-sms'));
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
    const reply = await this.mmcli(['-m', 'any', `--3gpp-ussd-initiate=${code}`]).catch((err: unknown) => {
      // mmcli exits 1 when the network refuses the code or never answers (its session failed or
      // timed out): the administrator's to retry, not an internal error
      if (err instanceof RouterProgramError) throw new OpError('-12', 'sms.ussdFailed');
      throw err;
    });
    return (await holdBatchFor(this.ubus, import('./mmcli-sms'))).parseUssdReply(reply);
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
