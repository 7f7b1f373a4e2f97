import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../ui/testing/jsdom-shims';
import { findReady } from '../../ui/testing/ready-for-pointer';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { DeviceMenu } from './device-menu';
import { DeviceMenuLabel } from './header-menu-labels';

beforeAll(() => setupTestI18n('en'));

describe('DeviceMenu', () => {
  it('shows a restart symbol for the device menu, not an "×" that reads as closing something (issues 19.6, 30.13)', () => {
    render(
      <MemoryRouter>
        <DeviceMenu trigger={<DeviceMenuLabel />} />
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: /device/i });
    expect(trigger.querySelector('svg')?.getAttribute('data-icon')).toBe('reboot');
  });

  it("says what a factory reset brings back: the label's password, LAN and Wi-Fi (issue 30.13)", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DeviceMenu trigger={<DeviceMenuLabel />} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: /device/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    const dialog = await findReady('alertdialog', { name: 'Reset' });
    expect(dialog).toHaveTextContent('Are you sure you want to restore factory settings?');
    expect(dialog).toHaveTextContent("The admin password, the LAN address and the Wi-Fi names and keys return to the values on the device's label");
  });

  it('gives the focus back to the device menu button when the Reset question is dismissed with Escape (issue 43.7)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DeviceMenu trigger={<DeviceMenuLabel />} />
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: /device/i });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    await findReady('alertdialog', { name: 'Reset' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
