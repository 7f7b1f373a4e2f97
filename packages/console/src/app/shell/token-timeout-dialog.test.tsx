import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOp } from '../../lib/api-client';
import { refs } from '../../lib/op-refs';
import { sessionExpiredStore } from '../../lib/session-expiry';
import { fakeDevice } from '../../test/fake-device';
import '../../ui/testing/jsdom-shims';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { TokenTimeoutDialog } from './token-timeout-dialog';

beforeAll(() => setupTestI18n('en'));
afterEach(() => {
  sessionExpiredStore.set(false);
  vi.unstubAllGlobals();
});

describe('the token-timeout dialog', () => {
  it('appears once when calls answer -1, and logs out on confirmation', async () => {
    window.location.hash = '#/network/wan';
    document.cookie = 'AC_TOKEN=stale; Path=/';
    fakeDevice({ long_link: { code: '-1' }, get_web_msg: { code: '-1' } });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, hash: '#/network/wan', reload });
    render(<TokenTimeoutDialog />);
    await act(async () => {
      await Promise.allSettled([callOp(refs.long_link, {}), callOp(refs.get_web_msg, {}), callOp(refs.long_link, {})]);
    });
    const dialogs = screen.getAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent("You haven't operated for a long time, please log in again");
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(document.cookie).not.toContain('AC_TOKEN');
    expect(reload).toHaveBeenCalled();
  });
});
