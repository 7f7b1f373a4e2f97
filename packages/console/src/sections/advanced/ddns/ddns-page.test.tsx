import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { DdnsPage } from './ddns-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const stored = {
  enabled: '1', provider: 'duckdns', updateUrl: '', domain: 'myrouter', username: 'admin@example.com', password_set: '1',
  interval: 600, logLines: 250, timeout: 60, remark: '', useHttps: '1',
};

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_ddns') return Promise.resolve({ ...stored });
    if (def.op === 'get_ddns_status') return Promise.resolve({ enabled: '1', registeredIp: '', localIp: '', lastAnswer: '', lastUpdateSecondsAgo: -1 });
    if (def.op === 'get_ddns_log') return Promise.resolve({ lines: [] });
    return Promise.resolve({});
  }) as never);
});

const saved = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_ddns').map(([, input]) => input);

describe('DDNS page', () => {
  it('marks the fields a switched-on service needs as required (*), the kept password not', async () => {
    renderWithProviders(<DdnsPage />);
    for (const name of ['Domain', 'Username', /Update interval|Check interval|Interval/]) {
      expect(await screen.findByRole('textbox', { name }).catch(() => screen.getByRole('spinbutton', { name }))).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Password', { exact: true })).not.toHaveAttribute('aria-required');
  });

  it('switched off, saves the switch alone', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DdnsPage />);
    await user.click(await screen.findByRole('switch', { name: 'DDNS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ enabled: '0' }]));
  });

  it("marks the bad domain, never the empty 'keep the stored password' field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DdnsPage />);
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    await user.clear(domain);
    await user.type(domain, 'bad domain!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(domain).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Choose one of the options')).toBeNull();
    expect(saved()).toEqual([]);
  });

  it('offers HTTPS for a provider with a plain http update URL, on as loaded, and saves it off when switched off', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DdnsPage />);
    const https = await screen.findByRole('switch', { name: 'Update over HTTPS' });
    expect(https).toBeChecked();
    await user.click(https);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'duck-token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([expect.objectContaining({ provider: 'duckdns', useHttps: '0' })]));
  });

  it('shows no HTTPS switch for Cloudflare, which always uses it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DdnsPage />);
    await screen.findByRole('switch', { name: 'Update over HTTPS' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), 'cloudflare');
    expect(screen.queryByRole('switch', { name: 'Update over HTTPS' })).toBeNull();
  });
});
