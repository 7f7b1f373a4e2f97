import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { lazyHeaderMenu } from './header-menu-button';
import { DeviceMenuLabel } from './header-menu-labels';

beforeAll(() => setupTestI18n('en'));

describe('a header menu loaded on first use', () => {
  it('fetches nothing until pointed at, then opens on the click that asked for it', async () => {
    const load = vi.fn(() => import('./device-menu').then((module) => module.DeviceMenu));
    const Menu = lazyHeaderMenu(load);
    render(
      <MemoryRouter>
        <Menu trigger={<DeviceMenuLabel />} />
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: /device/i });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Reboot' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
