// Issue 19.2: a device that answers only part of what the contract describes (the spec's own
// fields, an older firmware, a field gone missing) must never take a page down. Every built page
// and the home page are rendered against a device that answers every op with nothing but its
// code; the console shows what it can and '--' or an empty list for the rest.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuConf } from '@rc/contract/features';
import { forgetMenuConf, menuConfStore } from '../lib/menu-conf';
import { queryClient } from '../lib/query-client';
import { fakeDevice, menuConf } from '../test/fake-device';
import '../ui/testing/jsdom-shims';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { sections } from './sections';
import { SignedInApp } from './signed-in-app';

// jsdom has no canvas for the home page's chart: a chart that draws nothing.
vi.mock('uplot', () => ({
  default: class {
    setData(): void {}
    setSize(): void {}
    destroy(): void {}
  },
}));

/** Every op answers success with no fields at all. */
const bareDevice = new Proxy({} as Record<string, { code: string }>, { get: () => ({ code: '1' }) });

const pages = ['/home', ...sections.flatMap((section) => section.tabs.filter((tab) => tab.page).map((tab) => `/${section.id}/${tab.path}`))];

beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  document.cookie = 'AC_TOKEN=abc; Path=/';
  fakeDevice(bareDevice);
});
afterEach(() => {
  forgetMenuConf();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('a device answering none of the fields (issue 19.2)', () => {
  it.each(pages)('%s still shows its page and the footer', async (path) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    menuConfStore.set(menuConf() as MenuConf);
    render(
      <MemoryRouter initialEntries={[path]}>
        <SignedInApp />
      </MemoryRouter>,
    );
    const main = await screen.findByRole('main', {}, { timeout: 5_000 });
    // Let the page's chunk load and every query answer before looking.
    await vi.waitFor(() => expect(within(main).queryByRole('progressbar', { name: 'Loading' })).toBeNull(), { timeout: 10_000 });
    await vi.waitFor(() => expect(main.querySelector('h2, h1')).not.toBeNull(), { timeout: 10_000 });
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('The page could not be loaded')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // A missing value reads '--' or stays empty, never as a word of code.
    expect(document.body.textContent).not.toMatch(/undefined|NaN|Invalid Date/);
    // An error a widget's boundary caught is still a widget gone: none may be thrown at all.
    const thrown = errors.mock.calls.flat().filter((part) => part instanceof Error);
    expect(thrown.map((error) => (error as Error).stack?.split("\n").slice(0, 3).join(" "))).toEqual([]);
    errors.mockRestore();
  });
});
