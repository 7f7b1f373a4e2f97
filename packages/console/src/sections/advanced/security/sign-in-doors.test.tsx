import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../../../test/fake-device';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { SignInDoors } from './sign-in-doors';

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  document.cookie = 'AC_TOKEN=abc; Path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the other ways to the admin password (Advanced > Security)', () => {
  it('says LuCI loses its sign-in, and closes root\'s rpcd login only after the confirmation', async () => {
    let open = true;
    const { calls } = fakeDevice({
      get_sign_in_doors: () => ({ code: '1', luci: true, rootLogin: open, sshPassword: false }),
      close_sign_in_door: () => ((open = false), { code: '1' }),
    });
    renderWithProviders(<SignInDoors />);
    expect(await screen.findByText(/closing it stops LuCI's sign-in/)).toBeInTheDocument();
    expect(screen.queryByText(/SSH takes root's password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Close rpcd's login for root" }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('LuCI and anything else that signs in with root');
    expect(calls.filter((call) => call.op === 'close_sign_in_door')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(calls.find((call) => call.op === 'close_sign_in_door')?.body).toEqual({ door: 'rootLogin' }));
    expect(await screen.findByText(/No other sign-in takes the admin password/)).toBeInTheDocument();
  });

  it('cancelling leaves SSH password sign-in as it is', async () => {
    const { calls } = fakeDevice({ get_sign_in_doors: { code: '1', luci: false, rootLogin: false, sshPassword: true } });
    renderWithProviders(<SignInDoors />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off SSH password sign-in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.map((call) => call.op)).toEqual(['get_sign_in_doors']);
  });
});
