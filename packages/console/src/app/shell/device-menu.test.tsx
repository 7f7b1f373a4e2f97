import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { DeviceMenu } from './device-menu';

beforeAll(() => setupTestI18n('en'));

describe('DeviceMenu', () => {
  it('shows the close icon spec 2 names for the device menu (issue 19.6)', () => {
    render(
      <MemoryRouter>
        <DeviceMenu />
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: /device/i });
    expect(trigger.querySelector('svg')?.getAttribute('data-icon')).toBe('close');
  });
});
