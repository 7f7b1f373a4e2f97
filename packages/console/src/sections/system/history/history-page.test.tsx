import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../../../test/fake-device';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { HistoryPage } from './history-page';

beforeAll(() => setupTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the History page', () => {
  it('groups changes by the device\'s day, names them plainly, and filters by page and words', async () => {
    const user = userEvent.setup();
    fakeDevice({ get_history: { code: '1', entries }, get_web_msg: { code: '1', localtime: Date.parse('2026-11-27T10:00:00Z'), zonename: 'UTC', timezone: 'UTC' } });
    renderWithProviders(<HistoryPage />);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getAllByRole('article')).toHaveLength(2);
    expect(within(today).getByRole('heading', { name: 'Automatic rollback' })).toBeVisible();
    expect(within(today).getByText('by admin from 192.168.1.20')).toBeVisible();
    expect(within(today).getByText("Added port forwarding 'NAS web'")).toBeVisible();
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByText("Changed DHCP pool 'lan': start 100 → 120, limit 150 → 100")).toBeVisible();
    expect(screen.getByRole('region', { name: /2026/ })).toBeVisible();
    // An unknown kind of section is named by its file and key, never by a translation key.
    expect(screen.getByText('Changed DDNS › myddns: password (not shown)')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Filter by page'), 'DHCP');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 of 4 changes')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Filter by page'), '');
    await user.type(screen.getByLabelText('Search'), 'nas WEB');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Port forwarding' })).toBeVisible();
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'no such thing');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('names who saved a change: the address the daemon saw, the rpcd account a router records, or the router itself', async () => {
    const routerEntry = { ...entries[2]!, id: '2026-11-26T09-00-00Z-1', time: '2026-11-26T09:00:00Z', by: 'root' };
    fakeDevice({ get_history: { code: '1', entries: [entries[0], entries[1], routerEntry] }, get_web_msg: { code: '1', localtime: Date.parse('2026-11-27T10:00:00Z'), zonename: 'UTC', timezone: 'UTC' } });
    renderWithProviders(<HistoryPage />);
    expect(await screen.findByText('by root')).toBeVisible();
    expect(screen.getByText('by admin from 192.168.1.20')).toBeVisible();
    expect(screen.getByText('by the router')).toBeVisible();
  });

  it('keeps the raw UCI diff behind Details', async () => {
    const user = userEvent.setup();
    fakeDevice({
      get_history: { code: '1', entries: entries.slice(2, 3) },
      get_web_msg: { code: '1', localtime: Date.parse('2026-11-27T10:00:00Z'), zonename: 'UTC', timezone: 'UTC' },
      get_history_raw: { code: '1', files: [{ pkg: 'dhcp', before: "config dhcp 'lan'\n\toption start '100'\n", after: "config dhcp 'lan'\n\toption start '120'\n" }] },
    });
    renderWithProviders(<HistoryPage />);
    const details = await screen.findByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/option start '120'/)).toBeNull();
    await user.click(details);
    expect(await screen.findByText(/option start '120'/, { selector: '.history-raw__added' })).toBeVisible();
  });
});

const change = (pkg: string, sections: object[]) => ({ pkg, sections });
const entries = [
  { id: '2026-11-27T09-00-00Z-1', time: '2026-11-27T09:00:00Z', op: 'apply_rollback', by: '', files: [change('firewall', [{ key: '@defaults[0]', type: 'defaults', label: '', kind: 'changed', options: [{ option: 'input', before: 'REJECT', after: 'ACCEPT', secret: false }] }])] },
  { id: '2026-11-27T08-00-00Z-1', time: '2026-11-27T08:00:00Z', op: 'set_port_forwards', by: '192.168.1.20', files: [change('firewall', [{ key: '@redirect[0]', type: 'redirect', label: 'NAS web', kind: 'added', options: [] }])] },
  {
    id: '2026-11-26T08-00-00Z-1',
    time: '2026-11-26T08:00:00Z',
    op: 'set_dhcp_config',
    by: '192.168.1.20',
    files: [change('dhcp', [{ key: 'lan', type: 'dhcp', label: '', kind: 'changed', options: [{ option: 'start', before: '100', after: '120', secret: false }, { option: 'limit', before: '150', after: '100', secret: false }] }])],
  },
  { id: '2026-11-20T08-00-00Z-1', time: '2026-11-20T08:00:00Z', op: 'set_ddns', by: '192.168.1.20', files: [change('ddns', [{ key: 'myddns', type: 'service', label: '', kind: 'changed', options: [{ option: 'password', before: null, after: null, secret: true }] }])] },
];
