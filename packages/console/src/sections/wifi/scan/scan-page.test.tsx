import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { findReady } from '../../../ui/testing/ready-for-pointer';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { ScanPage } from './scan-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const hostile = '<img src=x onerror=alert(1)>';
const networks = [
  { band: '2g', ssid: hostile, bssid: '8C:00:00:00:00:01', channel: 6, signalDbm: -45, encryption: 'none' },
  { band: '5g', ssid: '咖啡店 ☕', bssid: '8C:00:00:00:00:02', channel: 149, signalDbm: -60, encryption: 'psk2+ccmp' },
  { band: '2g', ssid: '', bssid: '8C:00:00:00:00:03', channel: 11, signalDbm: -80, encryption: 'psk2+ccmp' },
  { band: '2g', ssid: 'Free\u202EiFiW', bssid: '8C:00:00:00:00:04', channel: 1, signalDbm: -82, encryption: 'none' },
];
const answers: Record<string, unknown> = {
  wifi_scan: { networks },
  get_apclient: { enabled: '0', band: '2g', ssid: '', bssid: '', encryption: 'none', key: '' },
  get_apclient_status: { state: 'disabled', ssid: '', bssid: '', channel: 0, signalDbm: 0, ipaddr: '' },
  set_apclient: {},
};
const sent = (op: string) => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === op).map(([, input]) => input);

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => Promise.resolve(answers[def.op])) as never);
});

async function renderScan() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<ScanPage />);
  const table = await screen.findByRole('table', { name: 'Networks in range, strongest first' });
  await within(table).findByText('咖啡店 ☕');
  return { user, table, ...view };
}

describe('Wi-Fi scan page', () => {
  it('lists neighbours with their names as plain text, a hidden one by a label no SSID can fake', async () => {
    const { table, container } = await renderScan();
    expect(within(table).getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(within(table).getByText('(hidden network)')).toHaveClass('wifi-page__no-ssid');
    expect(within(table).getAllByRole('img', { name: /signal level/ })).toHaveLength(4);
    // Issue 39.6: a neighbour's right-to-left override is named in its own box, never applied.
    expect(within(table).getByText(/^Free/).closest('bdi')!.textContent).toBe('FreeU+202EiFiW');
    expect(table.textContent).not.toContain('\u202E');
    expect(within(table).getByRole('button', { name: 'Connect to Free[U+202E]iFiW' })).toBeInTheDocument();
    // Encryption in words, never OpenWrt's spelling (issue 13.25).
    expect(within(table).getAllByText('WPA2-PSK (AES)')).toHaveLength(2);
    expect(within(table).queryByText('psk2+ccmp')).toBeNull();
  });

  it('connects to a scanned network with its band, BSSID and encryption, once the password passes the rule', async () => {
    const { user, table } = await renderScan();
    await user.click(within(table).getByRole('button', { name: 'Connect to 咖啡店 ☕' }));
    const dialog = await findReady('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(i18next.t('validation.wifiPassword'))).toBeInTheDocument();
    expect(sent('set_apclient')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), '-long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(sent('set_apclient')).toHaveLength(1));
    expect(sent('set_apclient')[0]).toEqual({ enabled: '1', band: '5g', ssid: '咖啡店 ☕', bssid: '8C:00:00:00:00:02', encryption: 'psk2+ccmp', key: 'short-long-enough' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the name of a hidden network before joining it', async () => {
    const { user, table } = await renderScan();
    await user.click(within(table).getByRole('button', { name: 'Connect to (hidden network)' }));
    const dialog = await findReady('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'upstream-Key-1');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(i18next.t('validation.ssid'))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Network name'), 'Quiet Office');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(sent('set_apclient')).toMatchObject([{ ssid: 'Quiet Office', bssid: '8C:00:00:00:00:03' }]));
  });
});
