import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import '../../../ui/testing/jsdom-shims';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { wanStatus } from '../../../ui/testing/wan-status';
import { WireguardPage } from './wireguard-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const phonePeer = { description: 'Pixel', publicKey: 'cGhvbmUta2V5LW9mLTMyLWJ5dGVzLWxvbmctZm9yLXQ=', presharedKeySet: '1', allowedIps: '10.14.0.2/32', endpointHost: '', endpointPort: '', persistentKeepalive: '', routeAllowedIps: '0' };
const remoteServer = { ...phonePeer, description: 'VPN provider', allowedIps: '0.0.0.0/0', endpointHost: 'vpn.example.com', endpointPort: '51820', routeAllowedIps: '1' };
const ddns = { enabled: '1', provider: 'duckdns', updateUrl: '', domain: 'myhome.duckdns.org', username: 'x', password_set: '1', interval: 10, logLines: 250, timeout: 60, remark: '', useHttps: '1' };

function answer(peers: object[], ddnsAnswer: object = ddns) {
  callOpMock.mockImplementation(((def: OpDef | undefined) => {
    if (def?.op === 'get_wireguard') return Promise.resolve({ enabled: '1', listenPort: 51820, addresses: '10.14.0.1/24', publicKey: 'cm91dGVyLWtleS1vZi0zMi1ieXRlcy1sb25nLWZvci0=', peers });
    if (def?.op === 'get_wan_status') return Promise.resolve(wanStatus('203.0.113.7'));
    if (def?.op === 'get_ddns') return Promise.resolve(ddnsAnswer);
    if (def?.op === 'get_wireguard_status') return Promise.resolve({ available: '1', up: '1', peers: [] });
    return Promise.resolve({});
  }) as never);
}

beforeAll(() => setupTestI18n('en'));
beforeEach(() => callOpMock.mockReset());

describe('WireGuard page (issue 43.6, 42.4)', () => {
  it('offers Add phone first among the peers, the manual Add after it', async () => {
    answer([phonePeer]);
    renderWithProviders(<WireguardPage />);
    const addPhone = await screen.findByRole('button', { name: 'Add phone' });
    const add = screen.getByRole('button', { name: /^Add$/ });
    expect(addPhone.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("fills the router's address from the internet with the DDNS name when one is set", async () => {
    answer([phonePeer]);
    renderWithProviders(<WireguardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add phone' }));
    await waitFor(() => expect(screen.getByLabelText('Router address from the internet')).toHaveValue('myhome.duckdns.org'));
  });

  it('says why no phone can be added while the router is a client of a remote server, and offers no button', async () => {
    answer([remoteServer]);
    renderWithProviders(<WireguardPage />);
    expect(await screen.findByText(/is a client of a remote WireGuard server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add phone' })).toBeNull();
  });
});
