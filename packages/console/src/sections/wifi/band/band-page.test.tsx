import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { findReady } from '../../../ui/testing/ready-for-pointer';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { WifiBandPage } from './band-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

const hostile = '<img src=x onerror=alert(1)>';
const loaded = {
  band: '2g', enabled: '1', ssid: hostile, hidden: '0', encryption: 'psk2+ccmp', key: 'label-Key-1', workMode: '11n', htmode: 'ht20',
  country: 'CN', channel: '6', frag: 2346, rts: 2347, wmm: '1', isolate: '0', macfilter: 'disable', maclist: ['00:11:22:33:44:55'],
};

let saveAnswer: () => Promise<unknown>;
const saves = () => callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'set_wifi_config').map(([, input]) => input);

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  saveAnswer = () => Promise.resolve({});
  callOpMock.mockImplementation(((def: OpDef) => (def.op === 'get_wifi_config' ? Promise.resolve({ ...loaded }) : saveAnswer())) as never);
});

async function renderBand(band: '2g' | '5g' = '2g') {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<WifiBandPage band={band} />);
  await screen.findAllByDisplayValue(hostile);
  const settings = screen.getByRole('region', { name: band === '2g' ? '2.4G Wi-Fi' : '5G Wi-Fi' });
  const macFilter = screen.getByRole('region', { name: 'MAC filter' });
  return { user, settings, macFilter, ...view };
}

async function confirmSave(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const dialog = await findReady('alertdialog');
  expect(dialog).toHaveTextContent('wireless clients will disconnect and reconnect');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('Wi-Fi band page', () => {
  it('refuses an emptied RTS/CTS threshold on its field instead of saving the loaded one (issue 13.20)', async () => {
    const { user, settings } = await renderBand('2g');
    await user.click(within(settings).getByRole('button', { name: 'Advanced settings' }));
    await user.clear(within(settings).getByRole('spinbutton', { name: /RTS/ }));
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(settings).getByRole('spinbutton', { name: /RTS/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(saves()).toEqual([]);
  });

  it('offers the channels the country allows at the width: 1-13 in China, 1-11 in the US; no 80 MHz on 2.4G (issue 13.16)', async () => {
    const { user, settings } = await renderBand('2g');
    const channels = () => within(within(settings).getByLabelText('Channel')).getAllByRole('option').map((o) => o.textContent);
    expect(channels()).toEqual(['Automatic', ...Array.from({ length: 13 }, (_, i) => String(i + 1))]);
    expect(within(within(settings).getByLabelText('Bandwidth')).queryByRole('option', { name: '80 MHz' })).toBeNull();
    await user.selectOptions(within(settings).getByLabelText('Channel'), '13');
    await user.selectOptions(within(settings).getByLabelText('Country code'), 'US');
    // 13 stays shown as chosen, and the save is refused on it rather than silently changed.
    expect(channels()).toEqual(['Automatic', ...Array.from({ length: 11 }, (_, i) => String(i + 1)), '13']);
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByText(i18next.t('validation.wifiChannelCountry'))).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('offers 5G its own channels, 165 only at 20 MHz, and 80 MHz', async () => {
    callOpMock.mockImplementation(((def: OpDef) =>
      def.op === 'get_wifi_config' ? Promise.resolve({ ...loaded, band: '5g', channel: '36', htmode: 'ht80' }) : saveAnswer()) as never);
    const { user, settings } = await renderBand('5g');
    const channels = () => within(within(settings).getByLabelText('Channel')).getAllByRole('option').map((o) => o.textContent);
    expect(channels()).toEqual(['Automatic', '36', '40', '44', '48', '52', '56', '60', '64', '149', '153', '157', '161']);
    await user.selectOptions(within(settings).getByLabelText('Bandwidth'), 'ht20');
    expect(channels()).toEqual(['Automatic', '36', '40', '44', '48', '52', '56', '60', '64', '149', '153', '157', '161', '165']);
    await user.selectOptions(within(settings).getByLabelText('Country code'), 'DE');
    expect(channels()).toEqual(['Automatic', '36', '40', '44', '48', '52', '56', '60', '64']);
  });

  it('requires a password unless the network is open, without asking the device', async () => {
    const { user, settings } = await renderBand();
    await user.clear(within(settings).getByLabelText('Password'));
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByText(i18next.t('validation.wifiPassword'))).toBeInTheDocument();
    await user.selectOptions(within(settings).getByLabelText('Encryption'), 'none');
    expect(within(settings).queryByLabelText('Password')).toBeNull();
    await confirmSave(user, settings);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ band: '2g', encryption: 'none', ssid: hostile });
  });

  it('saves the MAC filter with the rest of the band as loaded, after the reconnect warning', async () => {
    const { user, macFilter } = await renderBand();
    await user.selectOptions(within(macFilter).getByLabelText('MAC filter'), 'deny');
    const list = within(macFilter).getByLabelText('MAC addresses');
    await user.type(list, '{Enter}AA:BB:CC:DD:EE:FF');
    await confirmSave(user, macFilter);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({ ...loaded, macfilter: 'deny', maclist: ['00:11:22:33:44:55', 'AA:BB:CC:DD:EE:FF'] });
  });

  it('keeps an unsaved SSID edit above when the MAC filter below is saved and the band reloads (issue 13.19)', async () => {
    // The device answers what was saved, so the reload brings new data to both forms.
    callOpMock.mockImplementation(((def: OpDef) =>
      def.op === 'get_wifi_config' ? Promise.resolve({ ...loaded, ...(saves()[0] as object | undefined) }) : saveAnswer()) as never);
    const { user, settings, macFilter } = await renderBand();
    const ssid = within(settings).getByRole('textbox', { name: /SSID/ });
    await user.clear(ssid);
    await user.type(ssid, 'Edited-Not-Saved');
    await user.selectOptions(within(macFilter).getByLabelText('MAC filter'), 'deny');
    await confirmSave(user, macFilter);
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(() => expect(callOpMock.mock.calls.filter(([def]) => (def as OpDef).op === 'get_wifi_config').length).toBeGreaterThan(1));
    expect(within(settings).getByRole('textbox', { name: /SSID/ })).toHaveValue('Edited-Not-Saved');
  });

  it('names each bad MAC line and sends nothing', async () => {
    const { user, macFilter } = await renderBand();
    await user.selectOptions(within(macFilter).getByLabelText('MAC filter'), 'allow');
    await user.type(within(macFilter).getByLabelText('MAC addresses'), '{Enter}00-11-22-33-44-66');
    await user.click(within(macFilter).getByRole('button', { name: 'Save' }));
    expect(await within(macFilter).findByText(/line 2: 00-11-22-33-44-66/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(saves()).toHaveLength(0);
  });

  it("shows the device's -2 verdict next to its field", async () => {
    saveAnswer = () => Promise.reject(new ApiError('-2', { errors: [{ field: 'channel', key: 'validation.wifiChannel' }] }));
    const { user, settings } = await renderBand();
    await confirmSave(user, settings);
    const channel = within(settings).getByLabelText('Channel');
    await waitFor(() => expect(channel).toHaveAttribute('aria-invalid', 'true'));
    expect(channel).toHaveAccessibleDescription(i18next.t('validation.wifiChannel'));
  });

  it('keeps the QR code and password hidden until asked, and shows a hostile SSID as text', async () => {
    const { user, container } = await renderBand();
    const join = screen.getByRole('region', { name: 'Join with a phone' });
    expect(within(join).queryByRole('img')).toBeNull();
    await user.click(within(join).getByRole('button', { name: 'Show QR code' }));
    expect(within(join).getByRole('img', { name: `QR code to join ${hostile}` })).toBeInTheDocument();
    expect(within(join).getByText(hostile)).toBeInTheDocument();
    expect(join).not.toHaveTextContent('label-Key-1');
    await user.click(within(join).getByRole('button', { name: 'Show password' }));
    expect(join).toHaveTextContent('label-Key-1');
    expect(container.querySelector('img')).toBeNull();
  });
});
