import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { SmsInbox } from './sms-inbox';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

// Issue 39.6: a sender that a right-to-left override turns into "exe.png" on screen.
const reversing = 'invoice\u202Egnp.exe';
const messages = [
  { id: '1', number: reversing, text: 'open \u202Etxt.exe now', time: 1_700_000_000_000, direction: 'received', read: '0' },
  { id: '2', number: '10086', text: 'balance 12.00 CNY', time: 1_700_000_100_000, direction: 'sent', read: '1' },
];

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_sms_list' ? { messages, unread: 1 } : {})) as never);
});

describe('SMS inbox', () => {
  it('shows a sender and a text with a bidi override isolated, the override visible, never applied', async () => {
    renderWithProviders(<SmsInbox />);
    const table = await screen.findByRole('table', { name: 'Messages' });
    await within(table).findByText('balance 12.00 CNY');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).not.toContain('\u202E');
    const sender = within(row).getByText(/invoice/);
    expect(sender.closest('bdi')).not.toBeNull();
    expect(sender.closest('bdi')!.textContent).toBe('invoiceU+202Egnp.exe');
    expect(within(row).getByText(/txt\.exe/).closest('bdi')).not.toBeNull();
    const remove = within(row).getByRole('button', { name: /^Delete the message/ });
    expect(remove.getAttribute('aria-label')).not.toContain('\u202E');
  });

  it('shows no time for a message ModemManager sent (it stores none: time 0), never 1970', async () => {
    callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_sms_list' ? { messages: [{ ...messages[1], time: 0 }], unread: 0 } : {})) as never);
    renderWithProviders(<SmsInbox />);
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = (await within(table).findByText('balance 12.00 CNY')).closest('tr')!;
    expect(row.textContent).not.toMatch(/1970/);
  });
});
