import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
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
});
