import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardHistory } from '../../lib/unsaved-changes';
import { forgetUnsavedChanges, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { Link } from '../../ui/link';
import '../../ui/testing/jsdom-shims';
import { findReady } from '../../ui/testing/ready-for-pointer';
import { setupTestI18n } from '../../ui/testing/test-i18n';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(() => dirty);
  const { pathname } = useLocation();
  return (
    <>
      <output aria-label="location">{pathname}</output>
      <Link to="/other">Other page</Link>
      <Link to="/login">Sign in</Link>
      <UnsavedChangesGuard />
    </>
  );
}

function renderAt(dirty: boolean) {
  render(
    <MemoryRouter initialEntries={['/wifi/2.4g']}>
      <Page dirty={dirty} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup({ delay: null }), location: () => screen.getByRole('status', { name: 'location', hidden: true }).textContent };
}

beforeAll(() => setupTestI18n('en'));
afterEach(forgetUnsavedChanges);

describe('unsaved changes (issue 13.19)', () => {
  it('asks before leaving a page with unsaved edits: stay keeps the page, leave goes', async () => {
    const { user, location } = renderAt(true);
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    const dialog = await findReady('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(dialog).not.toBeInTheDocument();
    expect(location()).toBe('/wifi/2.4g');
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await user.click(within(await findReady('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(location()).toBe('/other');
  });

  it('lets a clean page go, and never holds the way to the login page', async () => {
    const clean = renderAt(false);
    await clean.user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(clean.location()).toBe('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a dirty page go to the login page', async () => {
    const { user, location } = renderAt(true);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location()).toBe('/login');
  });

  it('stops a back step away from unsaved edits before the router sees it, and puts the address back', async () => {
    const uninstall = guardHistory();
    const routerListener = vi.fn();
    window.addEventListener('popstate', routerListener);
    try {
      window.history.replaceState(null, '', '#/wifi/2.4g');
      const { location } = renderAt(true);
      // The guard remembered the page when it was shown; the browser then steps back.
      await screen.findByRole('status', { name: 'location' });
      window.history.replaceState(null, '', '#/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(routerListener).not.toHaveBeenCalled();
      expect(window.location.hash).toBe('#/wifi/2.4g');
      expect(await findReady('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
      expect(location()).toBe('/wifi/2.4g');
    } finally {
      window.removeEventListener('popstate', routerListener);
      uninstall();
    }
  });
});
