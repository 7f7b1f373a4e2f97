import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuConf } from '@rc/contract/features';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuConfStore } from '../../lib/menu-conf';
import { fakeDevice, menuConf } from '../../test/fake-device';
import { renderWithProviders } from '../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { FirstStartWizard } from './first-start-wizard';

const band = (name: '2g' | '5g') => ({
  code: '1', band: name, enabled: '1', ssid: name === '2g' ? 'ZBT-0188' : 'ZBT-0188-5G', hidden: '0', encryption: 'psk2+ccmp', key: 'factory-key-1',
  workMode: '11n', htmode: 'ht20', country: 'CN', channel: 'auto', frag: 2346, rts: 2347, wmm: '1', isolate: '0', macfilter: 'disable', maclist: [],
});

function device() {
  return fakeDevice({
    wan_type_detect: { code: '1', suggested: 'dhcp', dhcp: true, pppoe: false, sim: true, signalDbm: -80 },
    get_wan_config: { code: '1', proto: 'dhcp', ipaddr: '', netmask: '', gateway: '', dns1: '', dns2: '', username: '', macaddr: '' },
    get_cellular_config: { code: '1', priority: '0', proto: 'qmi', country: 'CN', isp: 'cmcc', apn: 'cmnet', dialnumber: '', auth: 'none', username: '', pdptype: 'ipv4v6' },
    get_wifi_config: (call) => band(call.url.searchParams.get('band') === '5g' ? '5g' : '2g'),
    set_first_start: { code: '1' },
  });
}

beforeAll(() => setupTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the first-start wizard', () => {
  it('saves nothing until Finish, then one call without the skipped step', async () => {
    menuConfStore.set(menuConf() as MenuConf);
    const { calls } = device();
    const done = vi.fn();
    renderWithProviders(<FirstStartWizard deviceZone="UTC" onDone={done} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await screen.findByText('Found: a server on the WAN port hands out addresses (DHCP).');
    expect(screen.getByRole('radio', { name: /Automatic \(DHCP\)/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const ssid = screen.getAllByLabelText('Network name (SSID)')[0]!;
    await user.clear(ssid);
    await user.type(ssid, 'Home');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The skipped password step keeps the initial one.
    expect(screen.getByText('Admin password', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Unchanged');
    expect(calls.filter((call) => call.op === 'set_first_start')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const saves = calls.filter((call) => call.op === 'set_first_start');
    expect(saves.map((call) => call.body)).toEqual([
      {
        wan: { proto: 'dhcp' },
        wifi: [
          { band: '2g', ssid: 'Home', key: 'factory-key-1' },
          { band: '5g', ssid: 'ZBT-0188-5G', key: 'factory-key-1' },
        ],
        zonename: expect.any(String),
      },
    ]);
  }, 30_000);

  it('keeps the step and names the field when its check fails', async () => {
    menuConfStore.set(menuConf() as MenuConf);
    device();
    renderWithProviders(<FirstStartWizard deviceZone="UTC" onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The password must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5: Admin password')).toBeInTheDocument();
  }, 30_000);
});
