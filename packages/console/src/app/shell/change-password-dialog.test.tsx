import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../../test/fake-device';
import '../../ui/testing/jsdom-shims';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { ChangePasswordDialog } from './change-password-dialog';

async function fill(oldpassword: string, newpassword: string, confirm: string) {
  if (oldpassword) await userEvent.type(screen.getByLabelText('Old password'), oldpassword);
  if (newpassword) await userEvent.type(screen.getByLabelText('New password'), newpassword);
  await userEvent.type(screen.getByLabelText('Confirm new password'), `${confirm}{Enter}`);
}

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  document.cookie = 'AC_TOKEN=abc; Path=/';
  document.cookie = 'ROLE=admin; Path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the change-password dialog', () => {
  it('refuses two new passwords that differ, on Enter, without calling the device', async () => {
    const { calls } = fakeDevice({});
    render(<ChangePasswordDialog open onOpenChange={() => undefined} onChanged={() => undefined} />);
    await fill('admin12345', 'secret1', 'secret2');
    expect(screen.getByText('The two new passwords differ, please retry')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for at least 5 characters and for the old password', async () => {
    fakeDevice({});
    render(<ChangePasswordDialog open onOpenChange={() => undefined} onChanged={() => undefined} />);
    await fill('', 'abcd', 'abcd');
    expect(screen.getByText('The password must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter the old password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the device verdict on a wrong old password next to that field', async () => {
    fakeDevice({ change_password: { code: '-10' } });
    const changed = vi.fn();
    render(<ChangePasswordDialog open onOpenChange={() => undefined} onChanged={changed} />);
    await fill('wrong', 'secret1', 'secret1');
    expect(await screen.findByText('Old password wrong, please retry')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
    expect(changed).not.toHaveBeenCalled();
  });

  it('says how long to wait once wrong old passwords locked the account, and changes nothing', async () => {
    fakeDevice({ change_password: { code: '-5', retry_after: 30 } });
    const changed = vi.fn();
    render(<ChangePasswordDialog open onOpenChange={() => undefined} onChanged={changed} />);
    await fill('wrong', 'secret1', 'secret1');
    expect(await screen.findByText('Too many wrong passwords, please try again in 30 s')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
    expect(changed).not.toHaveBeenCalled();
  });

  it('sends the role from the ROLE cookie and hands over to logout on success', async () => {
    const { calls } = fakeDevice({ change_password: { code: '1' } });
    const changed = vi.fn();
    render(<ChangePasswordDialog open onOpenChange={() => undefined} onChanged={changed} />);
    await fill('admin12345', 'secret1', 'secret1');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ op: 'change_password', method: 'POST', body: { role: 'admin', oldpassword: 'admin12345', newpassword: 'secret1' } });
  });
});
