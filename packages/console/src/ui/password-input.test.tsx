import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';
import { setupTestI18n } from './testing/test-i18n';

beforeAll(() => setupTestI18n('en'));

describe('PasswordInput', () => {
  it('names its button after what it shows: a SIM PIN is not a password (issue 30.13)', async () => {
    render(
      <>
        <label htmlFor="pin">PIN</label>
        <PasswordInput id="pin" reveal="pin" defaultValue="2468" />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'text');
  });

  it('shows a password on request', async () => {
    render(
      <>
        <label htmlFor="key">Password</label>
        <PasswordInput id="key" reveal defaultValue="secret" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
