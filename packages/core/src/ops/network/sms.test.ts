import { afterEach, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startTabDevice, type TabTestDevice } from '../../../../device/test-support/tab-test-kit';

let kit: TabTestDevice | undefined;
afterEach(async () => {
  await kit?.cleanup();
  kit = undefined;
});

interface Listed {
  messages: Array<{ id: string; number: string; text: string; direction: string; read: string }>;
  unread: number;
}

const list = async () => (await kit!.ok('get_sms_list')) as unknown as Listed;

describe('SMS on the simulated module', () => {
  it('lists the operator\'s messages, newest first, with the unread count the header badge shows', async () => {
    kit = await startTabDevice();
    const { messages, unread } = await list();
    expect(messages).toHaveLength(3);
    expect(unread).toBe(2);
    expect(messages.every((m) => m.direction === 'received' && /^100[0-9]{2}$/.test(m.number))).toBe(true);
    expect((await kit.ok('get_cellular_alerts')).unreadSms).toBe(2);
  });

  it('sends any text as one argument, keeps it as sent, and counts its parts as typed', async () => {
    kit = await startTabDevice();
    const hostile = `'; reboot; echo "$(id)" \`x\` \\ , number='1' 余额😀`;
    expect(await kit.ok('sms_send', { number: '+8613800138000', text: hostile })).toEqual({ code: '1', parts: 1 });
    expect((await kit.ok('sms_send', { number: '10086', text: 'a'.repeat(161) })).parts).toBe(2);
    const sent = (await list()).messages.filter((m) => m.direction === 'sent');
    expect(sent.map((m) => m.text)).toContain(hostile);
    expect(sent.find((m) => m.text === hostile)?.number).toBe('+8613800138000');
  });

  it('marks messages read and deletes them, and keeps the storage across a restart', async () => {
    kit = await startTabDevice();
    const unread = (await list()).messages.filter((m) => m.read === '0').map((m) => m.id);
    await kit.ok('sms_mark_read', { ids: unread, read: '1' });
    expect((await list()).unread).toBe(0);
    await kit.ok('sms_delete', { ids: [unread[0]] });
    kit = await kit.restart();
    const after = await list();
    expect(after.messages.map((m) => m.id)).not.toContain(unread[0]);
    expect(after.unread).toBe(0);
  });

  it('answers a balance query by USSD', async () => {
    kit = await startTabDevice();
    expect((await kit.ok('ussd_send', { code: '*100#' })).answer).toMatch(/balance \d+\.\d\d CNY/);
  });

  it('refuses a bad number, an empty, NUL-holding or over-long text and a USSD code that is not one, changing nothing', async () => {
    kit = await startTabDevice();
    const before = await list();
    await kit.refused('sms_send', { number: '138;reboot', text: 'hi' }, [{ field: 'number', key: 'sms.number' }]);
    await kit.refused('sms_send', { number: "1',text='x", text: 'hi' }, [{ field: 'number', key: 'sms.number' }]);
    await kit.refused('sms_send', { number: '10086', text: '' }, [{ field: 'text', key: 'sms.text' }]);
    await kit.refused('sms_send', { number: '10086', text: 'a\0b' }, [{ field: 'text', key: 'sms.text' }]);
    await kit.refused('sms_send', { number: '10086', text: '额'.repeat(67 * 10 + 1) }, [{ field: 'text', key: 'sms.tooLong' }]);
    await kit.refused('ussd_send', { code: '*100#$(reboot)' }, [{ field: 'code', key: 'sms.ussd' }]);
    await kit.refused('sms_delete', { ids: ['../1'] }, [{ field: 'ids.0', key: 'sms.ids' }]);
    expect(await list()).toEqual(before);
    expect(await readdir(path.join(kit.device.dataDir, 'state'))).not.toContain('modem-sms.json');
  });
});
