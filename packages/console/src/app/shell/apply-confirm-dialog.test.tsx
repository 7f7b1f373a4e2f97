// Issue 43.1: a risky save whose confirmation cannot reach the router keeps the question open and
// says how to reach it again; a rollback is told as soon as the router answers, naming the change,
// in the router's time.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOp } from '../../lib/api-client';
import { deviceReachStore } from '../../lib/device-reach';
import { set_wifi_config } from '@rc/contract/ops/wifi/band';
import { pendingApplyStore } from '../../lib/pending-apply';
import { toastStore } from '../../lib/toast';
import { fakeDevice } from '../../test/fake-device';
import { renderWithProviders } from '../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { ApplyConfirmDialog } from './apply-confirm-dialog';

beforeAll(() => setupTestI18n('en'));
afterEach(() => {
  pendingApplyStore.set(null);
  toastStore.set([]);
  deviceReachStore.set({ lastAnswerAt: Date.now(), missed: 0 });
  localStorage.clear();
  vi.unstubAllGlobals();
});

const wifiSave = { band: '2.4G', enabled: '1', ssid: 'Home-Net', hidden: '0', encryption: 'psk2', key: 'new-secret-9', workMode: '11bgn', htmode: 'HT20', country: 'CN', channel: 'auto', frag: 2346, rts: 2347, wmm: '1', isolate: '0', macfilter: 'disable' };

async function saveWifi(answers: Record<string, unknown>) {
  const device = fakeDevice({ set_wifi_config: { code: '1', pending_apply: 30, apply_token: 't0k' }, ...answers } as never);
  await callOp(set_wifi_config, wifiSave as never);
  return device;
}

describe('the confirmation of a risky save', () => {
  it('stays open when Keep cannot reach the router, and says to rejoin the named Wi-Fi with its new password, then Keep, with the seconds left', async () => {
    await saveWifi({ apply_confirm: new TypeError('Failed to fetch') });
    renderWithProviders(<ApplyConfirmDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the new settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep the new settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/did not answer/);
    expect(alert).toHaveTextContent(/“Home-Net”.*new password.*Keep the new settings/);
    expect(alert).toHaveTextContent(/\d+ s left/);
    expect(dialog).toBeInTheDocument();
    expect(pendingApplyStore.get()?.op).toBe('set_wifi_config');
  });

  it('tells the rollback once the router answers again, naming the change and in the router’s time zone', async () => {
    const device = await saveWifi({});
    pendingApplyStore.set((pending) => pending && { ...pending, change: 'Wi-Fi: Password → (changed)', deadline: Date.now() + 300 });
    // The browser is cut off from the router when the window closes.
    device.fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<ApplyConfirmDialog />);
    await waitFor(() => expect(pendingApplyStore.get()).toBeNull(), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(toastStore.get().map((item) => item.message).join(' ')).not.toMatch(/not confirmed/);
    // The router answers again: it rolled back at 12:00:05 UTC, 20:00:05 in its zone (UTC+8).
    fakeDevice({
      get_apply_status: { code: '1', pending: false, op: '', secondsLeft: 0, lastRollback: { op: 'set_wifi_config', time: '2026-12-07T12:00:05.000Z' } },
      get_web_msg: { code: '1', zonename: 'Asia/Shanghai', timezone: 'CST-8' },
    });
    await waitFor(() => expect(toastStore.get().map((item) => item.message).join(' ')).toMatch(/Wi-Fi: Password → \(changed\).*20:00:05/), { timeout: 5000 });
  });
});
