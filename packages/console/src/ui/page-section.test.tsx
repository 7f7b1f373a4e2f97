import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../lib/api-client';
import { AddPhone } from '../sections/service/wireguard/add-phone';
import { DmzPage } from '../sections/advanced/dmz/dmz-page';
import { renderWithProviders } from './testing/render-with-providers';
import { setupTestI18n } from './testing/test-i18n';

vi.mock('../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const withWan = (ipaddr: string) =>
  callOpMock.mockImplementation(((def: OpDef) =>
    Promise.resolve(def?.op === 'get_wan_status' ? { proto: 'dhcp', up: true, ipaddr, macaddr: '', connectedSeconds: 1, rxBytes: 0, txBytes: 0, rxRate: 0, txRate: 0 } : {})) as never);

beforeAll(() => setupTestI18n('en'));
beforeEach(() => callOpMock.mockReset());

describe('private WAN warning', () => {
  it('says a CGNAT WAN address cannot be reached from the internet, and points to DDNS', async () => {
    withWan('100.72.4.9');
    renderWithProviders(<MemoryRouter><DmzPage /></MemoryRouter>);
    const notice = await screen.findByTestId('private-wan');
    expect(notice.textContent).toContain('100.72.4.9 is private');
    expect(screen.getByRole('link', { name: 'DDNS settings' })).toBeTruthy();
  });

  it('stays away with a public WAN address', async () => {
    withWan('203.0.113.7');
    renderWithProviders(<MemoryRouter><DmzPage /></MemoryRouter>);
    await waitFor(() => expect(callOpMock.mock.calls.some(([def]) => (def as OpDef).op === 'get_wan_status')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('private-wan')).toBeNull();
  });

  it("WireGuard's add-a-phone offers a public WAN address as the phone's endpoint, never a private one", async () => {
    withWan('203.0.113.7');
    const first = renderWithProviders(<AddPhone />);
    await waitFor(() => expect((screen.getByLabelText(/Router address from the internet/i) as HTMLInputElement).value).toBe('203.0.113.7'));
    first.unmount();
    withWan('192.168.8.20');
    renderWithProviders(<AddPhone />);
    await waitFor(() => expect(callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'get_wan_status').length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((screen.getByLabelText(/Router address from the internet/i) as HTMLInputElement).value).toBe('');
  });
});
