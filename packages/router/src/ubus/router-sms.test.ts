import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { platformAclNeeds } from './platform-acl-needs';
import { createSmsArgument, parseMmcliSms, parseSmsList, parseUssdReply } from './mmcli-sms';
import { RouterSms, smsReadFile } from './router-sms';
import { UbusCallError, UbusStatus } from './ubus';

describe('createSmsArgument', () => {
  it('quotes the text with a quote it does not hold, last, so that nothing in it becomes another key', () => {
    expect(createSmsArgument('10086', "it's,number='1'")).toBe(`number=10086,text="it's,number='1'"`);
    expect(createSmsArgument('10086', 'say "hi", text=x')).toBe(`number=10086,text='say "hi", text=x'`);
    expect(createSmsArgument('+8613800138000', '余额\n$(reboot)')).toBe("number=+8613800138000,text='余额\n$(reboot)'");
  });

  it('cannot carry a text with both quote kinds (ModemManager knows no escapes)', () => {
    expect(createSmsArgument('10086', `it's "x"`)).toBeUndefined();
  });
});

describe('mmcli SMS answers', () => {
  it('reads the stored messages\' paths and one message as ModemManager shows it', () => {
    expect(parseSmsList('{"modem.messaging.sms":["/org/freedesktop/ModemManager1/SMS/3","/org/freedesktop/ModemManager1/SMS/12"]}')).toEqual(['3', '12']);
    const json = JSON.stringify({
      sms: {
        'dbus-path': '/org/freedesktop/ModemManager1/SMS/3',
        content: { number: '+8610086', text: '余额 12.50 元', data: '--' },
        properties: { 'pdu-type': 'deliver', state: 'received', storage: 'sm', timestamp: '2026-11-20T08:15:00+08:00' },
      },
    });
    expect(parseMmcliSms(json, new Set(['3']))).toEqual({ id: '3', number: '+8610086', text: '余额 12.50 元', time: Date.parse('2026-11-20T00:15:00Z'), direction: 'received', read: true });
    expect(parseMmcliSms(json, new Set())?.read).toBe(false);
  });

  it('takes the network\'s USSD answer out of mmcli\'s sentence', () => {
    expect(parseUssdReply("USSD session initiated; new reply from network: 'Balance 23.50 CNY'\n")).toBe('Balance 23.50 CNY');
  });
});

describe('RouterSms over rpcd', () => {
  const mm = '/usr/bin/mmcli';
  const path = '/org/freedesktop/ModemManager1/SMS/';
  const smsJson = (id: string, pduType: string, text: string) =>
    JSON.stringify({ sms: { 'dbus-path': path + id, content: { number: '10086', text }, properties: { 'pdu-type': pduType, timestamp: '2026-11-20T08:15:00+08:00' } } });

  it('creates the message with the text as one argument and sends it, within the ACL', async () => {
    const text = `it's; $(reboot) \`id\` , number=1`;
    const ubus = new FakeUbus(platformAclNeeds)
      .onExec(mm, ['-m', 'any', `--messaging-create-sms=number=+8613800138000,text="${text}"`], { code: 0, stdout: `Successfully created new SMS: ${path}7\n` })
      .onExec(mm, ['-s', `${path}7`, '--send'], { code: 0, stdout: 'successfully sent the SMS\n' });
    await new RouterSms(ubus).send('+8613800138000', text);
    expect(ubus.execs()).toEqual([`${mm} -m any --messaging-create-sms=number=+8613800138000,text="${text}"`, `${mm} -s ${path}7 --send`]);
  });

  it('refuses a text with both quote kinds on the text field and runs nothing', async () => {
    const ubus = new FakeUbus(platformAclNeeds);
    await expect(new RouterSms(ubus).send('10086', `it's "x"`)).rejects.toMatchObject({ code: '-2', extra: { errors: [{ field: 'text', key: 'sms.quotes' }] } });
    expect(ubus.execs()).toEqual([]);
  });

  it('answers a USSD code the network gives no answer to with a clear, translated error, not an internal one', async () => {
    const ubus = new FakeUbus(platformAclNeeds).onExec(mm, ['-m', 'any', '--3gpp-ussd-initiate=*101#'], {
      code: 1,
      stderr: "error: couldn't initiate USSD session: 'GDBus.Error:org.freedesktop.ModemManager1.Error.Core.Failed: USSD session failed'\n",
    });
    await expect(new RouterSms(ubus).ussd('*101#')).rejects.toMatchObject({ code: '-12', msg: 'sms.ussdFailed' });
  });

  it('lists the stored messages and keeps read marks in /tmp', async () => {
    const ubus = new FakeUbus(platformAclNeeds)
      .onExec(mm, ['-J', '-m', 'any', '--messaging-list-sms'], { code: 0, stdout: JSON.stringify({ 'modem.messaging.sms': [`${path}1`, `${path}2`] }) })
      .onExec(mm, ['-J', '-s', `${path}1`], { code: 0, stdout: smsJson('1', 'deliver', 'hello') })
      .onExec(mm, ['-J', '-s', `${path}2`], { code: 0, stdout: smsJson('2', 'submit', 'sent one') })
      .onRead(smsReadFile, new UbusCallError('file', 'read', UbusStatus.notFound));
    const sms = new RouterSms(ubus);
    expect((await sms.list()).map((m) => [m.id, m.direction, m.read])).toEqual([
      ['1', 'received', false],
      ['2', 'sent', true],
    ]);
    await sms.markRead(['1'], true);
    expect(ubus.writes()).toEqual([{ path: smsReadFile, data: '1\n', mode: 0o600 }]);
    expect((await sms.list())[0]?.read).toBe(true);
  });
});
