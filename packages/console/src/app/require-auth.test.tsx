import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { LoginPage } from '../sections/login/login-page';
import { fakeDevice } from '../test/fake-device';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { RequireAuth } from './require-auth';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="*"
          element={
            <RequireAuth>
              <p>signed-in console</p>
            </RequireAuth>
          }
        />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeAll(() => setupTestI18n('en'));
beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('the route guard', () => {
  it('sends a visit without a token to /login with the original full path', () => {
    renderAt('/network/dhcp?tab=leases');
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/network/dhcp?tab=leases')}`);
    expect(screen.queryByText('signed-in console')).not.toBeInTheDocument();
  });

  it('lets a visit with a token through', () => {
    document.cookie = 'AC_TOKEN=abc; Path=/';
    renderAt('/wifi/5g');
    expect(screen.getByText('signed-in console')).toBeInTheDocument();
    expect(location()).toBe('/wifi/5g');
  });

  it('returns to the original page after sign-in, with the password in the POST body only', async () => {
    const { calls } = fakeDevice({ login: { code: '1', access_token: 'fresh' }, get_web_msg: { code: '-1' } });
    renderAt('/network/dhcp?tab=leases');
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'admin12345{Enter}');
    expect(await screen.findByText('signed-in console')).toBeInTheDocument();
    expect(location()).toBe('/network/dhcp?tab=leases');
    const login = calls.find((call) => call.op === 'login');
    expect(login).toMatchObject({ method: 'POST', body: { username: 'admin', password: 'admin12345' } });
    expect(login?.url.search).not.toContain('admin12345');
    expect(document.cookie).toContain('AC_TOKEN=fresh');
  });

  it('never follows a redirect to another origin', async () => {
    fakeDevice({ login: { code: '1', access_token: 'fresh' }, get_web_msg: { code: '-1' } });
    renderAt(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'admin12345{Enter}');
    await act(async () => undefined);
    expect(location()).toBe('/home');
  });
});
