import { describe, expect, it } from 'vitest';
import { createSmsArgument, parseMmcliSms, parseSmsList, parseUssdReply } from './router-sms';

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
