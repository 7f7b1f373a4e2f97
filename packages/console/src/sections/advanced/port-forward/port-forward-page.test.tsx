import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { PortForwardPage } from './port-forward-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const web = { id: 'pf_1', name: 'Web', protocol: 'tcp', externalZone: 'wan', externalPort: '8080', internalZone: 'lan', internalIp: '192.168.1.20', internalPort: '80', enabled: '1' };
const nas = { id: '', name: 'NAS', protocol: 'tcp', externalZone: 'wan', externalPort: '5000:5001', internalZone: 'lan', internalIp: '192.168.1.30', internalPort: '', enabled: '1' };
const everything = { ...nas, name: 'All UDP', protocol: 'udp', externalPort: '', internalIp: '192.168.1.31', enabled: '0' };
let otherRules: object[] = [];

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  otherRules = [nas, everything];
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(def.op === 'get_port_forwards' ? { rules: [web], otherRules, zones: ['lan', 'wan', 'guest'] } : {})) as never);
});

describe('Port forwarding page', () => {
  it('lists the forwards made in LuCI read only, below the rules', async () => {
    renderWithProviders(<PortForwardPage />);
    const table = await screen.findByRole('table', { name: 'Forwarded elsewhere' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['NAS', 'TCP', 'WAN : 5000:5001', 'LAN : 192.168.1.30:5000:5001', 'On'],
      ['All UDP', 'UDP', 'WAN : all ports', 'LAN : 192.168.1.31:all ports', 'Off'],
    ]);
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it("shows no such table when every forward is this page's", async () => {
    otherRules = [];
    renderWithProviders(<PortForwardPage />);
    await screen.findByRole('table', { name: 'Port forwarding rules' });
    expect(screen.queryByRole('table', { name: 'Forwarded elsewhere' })).toBeNull();
  });

  it("offers the router's zones for both ends of a rule, WAN to LAN for a new one", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PortForwardPage />);
    await screen.findByRole('table', { name: 'Port forwarding rules' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const external = await screen.findByRole('combobox', { name: 'External zone' });
    const internal = screen.getByRole('combobox', { name: 'Internal zone' });
    expect(within(external).getAllByRole('option').map((option) => option.textContent)).toEqual(['LAN', 'WAN', 'Guest network']);
    expect([(external as HTMLSelectElement).value, (internal as HTMLSelectElement).value]).toEqual(['wan', 'lan']);
  });
});
