import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { findReady } from '../../../ui/testing/ready-for-pointer';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { consoleUrlAt } from './console-url';
import { LanPage } from './lan-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const config = { ipaddr: '192.168.1.1', netmask: '255.255.255.0', macaddr: '00:11:22:33:44:55' };
const status = { ...config, terminals: 3, rxBytes: 0, txBytes: 0, dhcp: true };

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_lan_config') return Promise.resolve({ ...config });
    if (def.op === 'get_lan_status') return Promise.resolve({ ...status });
    return Promise.resolve({});
  }) as never);
});
afterEach(() => vi.useRealTimers());

const saved = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_lan_config').map(([, input]) => input);

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LanPage />);
  const ipaddr = await screen.findByRole('textbox', { name: 'IP address' });
  return { user, ipaddr };
}

describe('LAN page', () => {
  it('saves an unchanged address without a question', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ ipaddr: '192.168.1.1', netmask: '255.255.255.0' }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns that a new address moves the console, asks, saves, then says where it goes', async () => {
    const { user, ipaddr } = await renderPage();
    await user.clear(ipaddr);
    await user.type(ipaddr, '192.168.8.1');
    const target = consoleUrlAt('192.168.8.1');
    expect(screen.getByText(`After saving, the console moves to ${target}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findReady('alertdialog');
    expect(dialog).toHaveTextContent(/moves this console to the new address/);
    expect(saved()).toEqual([]);
    // The dialog's own Save: until the modal has hidden the page, the form's Save is found too.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ ipaddr: '192.168.8.1', netmask: '255.255.255.0' }]));
    expect(await screen.findByRole('link', { name: target })).toHaveAttribute('href', target);
  });

  it("shows spec 5's message for an empty address or mask", async () => {
    const { user, ipaddr } = await renderPage();
    await user.clear(ipaddr);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('IP address and subnet mask cannot be empty')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it('blames the subnet mask for a /31, not the address (issue 13.21)', async () => {
    const { user } = await renderPage();
    const netmask = screen.getByRole('textbox', { name: 'Subnet mask' });
    await user.clear(netmask);
    await user.type(netmask, '255.255.255.254');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The subnet mask must be 255.0.0.0 (/8) to 255.255.255.252 (/30)')).toBeInTheDocument();
    expect(netmask).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'IP address' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(saved()).toEqual([]);
  });
});

describe('consoleUrlAt', () => {
  it('keeps the scheme and port of the console', () => {
    expect(consoleUrlAt('10.0.0.1', { protocol: 'http:', port: '8080' })).toBe('http://10.0.0.1:8080/');
    expect(consoleUrlAt('10.0.0.1', { protocol: 'https:', port: '' })).toBe('https://10.0.0.1/');
  });
});
