import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { findReady } from '../../../ui/testing/ready-for-pointer';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { DhcpPage } from './dhcp-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const pool = { enabled: '1', start: 100, end: 250, leaseTime: 12, leaseUnit: 'h' };
const leases = [
  { hostname: '小米手环', ip: '192.168.1.101', mac: '00:11:22:33:44:01', expires: 3600 },
  { hostname: '<b>guest</b>', ip: '192.168.1.102', mac: '00:11:22:33:44:02', expires: 3600 },
  { hostname: 'pc', ip: '192.168.1.103', mac: '00:11:22:33:44:03', expires: 3600 },
  { hostname: 'cam\u202Egnp.exe', ip: '192.168.1.104', mac: '00:11:22:33:44:04', expires: 3600 },
];
let lan = { ipaddr: '192.168.1.1', netmask: '255.255.255.0', macaddr: '00:11:22:33:44:55' };

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  lan = { ipaddr: '192.168.1.1', netmask: '255.255.255.0', macaddr: '00:11:22:33:44:55' };
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_lan_config') return Promise.resolve({ ...lan });
    if (def.op === 'get_dhcp_config') return Promise.resolve({ ...pool });
    if (def.op === 'get_dhcp_leases') return Promise.resolve({ leases });
    if (def.op === 'get_static_leases') return Promise.resolve({ hosts: [] });
    return Promise.resolve({});
  }) as never);
});

const sent = (op: string) => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === op).map(([, input]) => input);

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<DhcpPage />);
  await screen.findByRole('spinbutton', { name: 'End IP (host number)' });
  return user;
}

describe('DHCP page', () => {
  it('warns before saving a pool whose end is not more than 10 above the start, and saves it when asked to', async () => {
    const user = await renderPage();
    const end = screen.getByRole('spinbutton', { name: 'End IP (host number)' });
    await user.clear(end);
    await user.type(end, '105');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findReady('alertdialog')).toHaveTextContent(/not more than 10 above the start IP/);
    expect(sent('set_dhcp_config')).toEqual([]);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('set_dhcp_config')).toEqual([{ ...pool, end: 105 }]));
  });

  it('refuses a pool beyond a /25 LAN next to the End field, saving nothing', async () => {
    lan = { ...lan, netmask: '255.255.255.128' };
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/beyond the LAN subnet/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'End IP (host number)' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent('set_dhcp_config')).toEqual([]);
  });

  it('says what became of a lease name dnsmasq cannot take when it is made static', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make 192.168.1.101 (00:11:22:33:44:01) a static allocation' }));
    await waitFor(() => expect(sent('set_static_leases')).toEqual([{ hosts: [{ name: '', ip: '192.168.1.101', mac: '00:11:22:33:44:01' }] }]));
    expect(await screen.findByText('“小米手环” cannot be a DHCP host name (letters, digits and hyphens only): 192.168.1.101 was made static without a name.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make 192.168.1.102 (00:11:22:33:44:02) a static allocation' }));
    await waitFor(() => expect(sent('set_static_leases')[1]).toEqual({ hosts: [{ name: 'b-guest-b', ip: '192.168.1.102', mac: '00:11:22:33:44:02' }] }));
    expect(await screen.findByText('“<b>guest</b>” cannot be a DHCP host name (letters, digits and hyphens only): 192.168.1.102 was made static under the name “b-guest-b”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make 192.168.1.103 (00:11:22:33:44:03) a static allocation' }));
    await waitFor(() => expect(sent('set_static_leases')[2]).toEqual({ hosts: [{ name: 'pc', ip: '192.168.1.103', mac: '00:11:22:33:44:03' }] }));
    await waitFor(() => expect(screen.queryByText(/cannot be a DHCP host name/)).not.toBeInTheDocument());
  });

  it('shows a host name that asked for a bidi override isolated, the override named, not applied (issue 39.6)', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Addresses handed out' });
    const name = await within(table).findByText(/^cam/);
    expect(name.closest('bdi')).not.toBeNull();
    expect(name.closest('bdi')!.textContent).toBe('camU+202Egnp.exe');
    expect(table.textContent).not.toContain('\u202E');
  });
});
