import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { fakeDevice } from '../../test/fake-device';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { LoginForm } from './login-form';

beforeAll(() => setupTestI18n('en'));
beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

async function signIn(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('puts the cursor in Username (issue 30.13)', () => {
    fakeDevice({});
    render(<LoginForm onSignedIn={() => undefined} />);
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('asks for both fields before calling the device', async () => {
    const { calls } = fakeDevice({});
    render(<LoginForm onSignedIn={() => undefined} />);
    await signIn('', '');
    expect(screen.getByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says it is logging in while the device answers, then clears the fields', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const signedIn = vi.fn();
    render(<LoginForm onSignedIn={signedIn} />);
    await signIn('admin', 'admin12345');
    expect(screen.getByRole('button', { name: 'Logging in, please wait...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ code: '1', access_token: 'tok' })));
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalled());
    // the cleared fields render after the answer's callback (outside act): wait for that render
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue(''));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('tells a wrong password apart from a network failure', async () => {
    fakeDevice({ login: { code: '-3' } });
    render(<LoginForm onSignedIn={() => undefined} />);
    await signIn('admin', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password, please try again');

    fakeDevice({ login: new TypeError('Failed to fetch') });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server or network error! please try again later!'));
  });

  it('shows the lockout with its seconds and holds the button until then', async () => {
    fakeDevice({ login: { code: '-5', retry_after: 30 } });
    render(<LoginForm onSignedIn={() => undefined} />);
    await signIn('admin', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts, please try again in 30 s');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});
