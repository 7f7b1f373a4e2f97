import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../../../test/fake-device';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { HistoryPage } from './history-page';

beforeAll(() => setupTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the History page', () => {
  it('says a router keeps no history, with no export button, when the router answers router.notAvailable', async () => {
    fakeDevice({ get_history: { code: '-12', msg: 'router.notAvailable' } });
    renderWithProviders(<HistoryPage />);
    expect(await screen.findByText(/This router keeps no history of saved changes/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export all' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still says loading failed for any other failure', async () => {
    fakeDevice({ get_history: { code: '-12', msg: 'something else' } });
    renderWithProviders(<HistoryPage />);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByText(/This router keeps no history/)).toBeNull();
  });
});
