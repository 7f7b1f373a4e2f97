import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { DeviceMenu } from './device-menu';
import { UserMenu } from './user-menu';

beforeAll(() => setupTestI18n('en'));

// The header menus' code loads when reached for (menu-on-demand.tsx): the press that loads it opens it.
describe('the header menus loaded on demand', () => {
  it('opens the device menu on the first press', async () => {
    render(
      <MemoryRouter>
        <DeviceMenu />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: /device/i });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Reboot' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Reset' })).toBeTruthy();
  });

  it('opens the user menu from the keyboard as well', async () => {
    render(
      <MemoryRouter>
        <UserMenu showMenuStyle={false} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: /user menu/i }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Change admin password' })).toBeTruthy();
  });
});
