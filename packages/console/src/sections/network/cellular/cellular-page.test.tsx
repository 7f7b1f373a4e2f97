import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { CellularPage } from './cellular-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const config = { priority: '0', proto: 'qmi', country: 'CN', isp: 'custom', apn: 'private.corp', dialnumber: '', auth: 'none', username: '', pdptype: 'ipv4v6' };
const status = { present: true, operator: 'China Mobile', signalDbm: -88.7, signalMetric: 'rsrp', iccid: '89860000000000000001', model: 'Quectel EC200A-CN', imei: '860000000000001', networkType: '5G NSA', state: 'connected', ipaddr: '100.64.0.2', connectedSeconds: 60, rxBytes: 0, txBytes: 0, rxRate: 0, txRate: 0 };

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_cellular_config') return Promise.resolve({ ...config });
    if (def.op === 'get_cellular_status') return Promise.resolve({ ...status });
    if (def.op === 'get_cellular_log') {
      return Promise.resolve({
        entries: [
          { time: 0, message: '<b>SIM1 ready</b>' },
          { time: 1000, message: 'Registered on China Mobile, LTE', event: 'registered', params: { operator: '中国移动', rat: 'LTE' } },
        ],
      });
    }
    return Promise.resolve({});
  }) as never);
});

const saved = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_cellular_config').map(([, input]) => input);

describe('3G/4G page', () => {
  it("keeps the loaded APN, fills an ISP's APN when one is chosen, and starts a new country at its first ISP", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CellularPage />);
    const apn = await screen.findByRole('textbox', { name: 'APN' });
    expect(apn).toHaveValue('private.corp');

    await user.selectOptions(screen.getByRole('combobox', { name: 'ISP' }), 'cucc');
    expect(apn).toHaveValue('3gnet');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Nation/area' }), 'GB');
    expect(screen.getByRole('combobox', { name: 'ISP' })).toHaveValue('ee');
    expect(apn).toHaveValue('everywhere');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ country: 'GB', isp: 'ee', apn: 'everywhere' });
    expect(saved()[0]).not.toHaveProperty('dialnumber');
  });

  it('shows the connect number for PPP dialing only, and checks it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CellularPage />);
    const proto = await screen.findByRole('combobox', { name: 'Dialing method' });
    expect(screen.queryByRole('textbox', { name: 'Connect number' })).not.toBeInTheDocument();
    await user.selectOptions(proto, '3g');
    await user.type(screen.getByRole('textbox', { name: 'Connect number' }), '*99#;');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a dial number of digits, * and #, e.g. *99#')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it("offers each dialing method the authentications its OpenWrt handler reads (issue 13.3)", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CellularPage />);
    const proto = await screen.findByRole('combobox', { name: 'Dialing method' });
    await user.click(screen.getByRole('button', { name: /Advanced/ }));
    const authValues = () => [...screen.getByRole('combobox', { name: 'Authentication' }).querySelectorAll('option')].map((option) => option.value);
    expect(authValues()).toEqual(['none', 'pap', 'chap', 'both']);
    await user.selectOptions(proto, 'mbim');
    expect(authValues()).toEqual(['none', 'pap', 'chap']);
    await user.selectOptions(proto, 'ncm');
    expect(screen.queryByRole('combobox', { name: 'Authentication' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ proto: 'ncm', pdptype: 'ipv4v6' });
    expect(saved()[0]).not.toHaveProperty('auth');
  });

  it('refuses a user name with no authentication, saying PAP or CHAP is needed, and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CellularPage />);
    await screen.findByRole('combobox', { name: 'Dialing method' });
    await user.click(screen.getByRole('button', { name: /Advanced/ }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'card');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user name and password need PAP or CHAP: choose an authentication, or clear them')).toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it("shows the signal headline with its word and four bars (issue 42.2), and the modem's log as text", async () => {
    renderWithProviders(<CellularPage />);
    expect(await screen.findByRole('img', { name: 'RSRP -88.7 dBm, Good' })).toHaveClass('signal-bars--3');
    expect(screen.getByTestId('signal-headline')).toHaveTextContent('RSRP -88.7 dBmGood');
    expect(screen.getByText('5G NSA')).toBeInTheDocument();
    expect(await screen.findByText(/<b>SIM1 ready<\/b>/)).toBeInTheDocument();
  });

  it("words the modem's known events in the page's language, with their values (issue 13.25)", async () => {
    renderWithProviders(<CellularPage />);
    expect(await screen.findByText(/Registered on 中国移动, LTE/)).toBeInTheDocument();
    expect(screen.queryByText(/Registered on China Mobile/)).toBeNull();
  });

  it('keeps every log line inside a list, the log role on the box around it (issue 19.9, axe listitem)', async () => {
    renderWithProviders(<CellularPage />);
    const line = (await screen.findByText(/<b>SIM1 ready<\/b>/)).closest('li');
    expect(line?.parentElement?.tagName).toBe('OL');
    expect(line?.parentElement?.getAttribute('role')).toBeNull();
    expect(screen.getByRole('log', { name: 'Modem log' })).toContainElement(line ?? null);
  });
});
