// Issue 43.7: a rename's toast says what was renamed, not "Operation succeeded".
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast';
import { fakeDevice } from '../../../test/fake-device';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { RenameDialog } from './rename-dialog';

beforeAll(() => setupTestI18n('en'));
afterEach(() => {
  toastStore.set([]);
  vi.unstubAllGlobals();
});

const target = { mac: 'AA:BB:CC:00:11:22', name: '', hostname: 'android-7f3a' };
const toasts = () => toastStore.get().map((item) => item.message);

describe('renaming a device', () => {
  it('says which device now has which name', async () => {
    fakeDevice({ set_terminal_name: { code: '1' } });
    renderWithProviders(<RenameDialog target={target} onClose={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'kitchen-tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('android-7f3a (AA:BB:CC:00:11:22) is now named “kitchen-tablet”'));
  });

  it('says when a name was taken away', async () => {
    fakeDevice({ set_terminal_name: { code: '1' } });
    renderWithProviders(<RenameDialog target={{ ...target, name: 'kitchen-tablet' }} onClose={() => undefined} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('“kitchen-tablet” (AA:BB:CC:00:11:22) goes by its own name again'));
  });
});
