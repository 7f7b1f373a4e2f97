import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { WanPage } from './wan-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const config = { proto: 'dhcp', ipaddr: '10.20.30.40', netmask: '255.255.255.0', gateway: '10.20.30.1', dns1: '', dns2: '', username: '', macaddr: '00:11:22:33:44:56' };
const status = { proto: 'dhcp', up: true, ipaddr: '10.20.30.40', macaddr: '00:11:22:33:44:56', connectedSeconds: 3725, rxBytes: 1536, txBytes: 1024, rxRate: 2048, txRate: 512 };
let save: (input: unknown) => Promise<unknown>;

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  save = () => Promise.resolve({});
  callOpMock.mockImplementation(((def: OpDef, input: unknown) => {
    if (def.op === 'get_wan_config') return Promise.resolve({ ...config });
    if (def.op === 'get_wan_status') return Promise.resolve({ ...status });
    if (def.op === 'wan_detect') return Promise.resolve({ connected: false, checks: [{ check: 'link', ok: true, skipped: false, latencyMs: 0 }, { check: 'gateway', ok: false, skipped: false, latencyMs: 0 }, { check: 'dns', ok: false, skipped: true, latencyMs: 0 }, { check: 'internet', ok: false, skipped: true, latencyMs: 0 }] });
    return save(input);
  }) as never);
});

const saved = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_wan_config').map(([, input]) => input);

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<WanPage />);
  const proto = await screen.findByRole('combobox', { name: 'Connection type' });
  return { user, proto };
}

describe('WAN page', () => {
  it("shows only the chosen protocol's fields, and sends only those", async () => {
    const { user, proto } = await renderPage();
    expect(screen.queryByRole('textbox', { name: 'IP address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'PPPoE account' })).not.toBeInTheDocument();

    await user.selectOptions(proto, 'pppoe');
    expect(screen.getByRole('textbox', { name: 'PPPoE account' })).toBeInTheDocument();
    expect(screen.getByLabelText('PPPoE password')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Default gateway' })).not.toBeInTheDocument();

    await user.selectOptions(proto, 'static');
    expect(screen.getByRole('textbox', { name: 'Default gateway' })).toHaveValue('10.20.30.1');
    expect(screen.queryByRole('textbox', { name: 'PPPoE account' })).not.toBeInTheDocument();

    await user.selectOptions(proto, 'dhcp');
    await user.type(screen.getByRole('textbox', { name: 'Primary DNS' }), '9.9.9.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ proto: 'dhcp', dns1: '9.9.9.9', dns2: '' }]));
  });

  it('checks in the browser what the protocol needs, with the same rules as the device', async () => {
    const { user, proto } = await renderPage();
    await user.selectOptions(proto, 'pppoe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.selectOptions(proto, 'static');
    await user.clear(screen.getByRole('textbox', { name: 'Default gateway' }));
    await user.type(screen.getByRole('textbox', { name: 'Default gateway' }), '192.0.2.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The gateway must be in the same subnet as the IP address')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it("puts the device's -2 on its field", async () => {
    save = () => Promise.reject(new ApiError('-2', { errors: [{ field: 'ipaddr', key: 'validation.lanWanOverlap' }] }));
    const { user, proto } = await renderPage();
    await user.selectOptions(proto, 'static');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The LAN and the WAN cannot be in the same subnet')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IP address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the state table and a detection result in words', async () => {
    const { user } = await renderPage();
    expect(await screen.findByText('01:02:05')).toBeInTheDocument();
    expect(screen.getByText('2.00 KB/s')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detection' }));
    expect(await screen.findByText(/the gateway does not answer/)).toBeInTheDocument();
    expect(screen.getAllByText('Not checked')).toHaveLength(2);
  });
});
