import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyScheme, onSchemeElsewhere, SCHEME_KEY } from './color-scheme';
import { schemeStore, useDarkScheme } from './use-color-scheme';

// As main.tsx does at start: <html> follows the other tabs.
onSchemeElsewhere(applyScheme);

/** What the browser does here when another tab of the console writes its choice. */
function otherTab(key: string | null, value: string | null): void {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  });
}

afterEach(() => {
  localStorage.clear();
  applyScheme('auto');
  schemeStore.set('auto');
});

describe('colour scheme chosen in another tab', () => {
  it('applies at once to the page, the user menu and the charts', () => {
    const { result } = renderHook(() => useDarkScheme());
    expect(result.current).toBe(false);
    otherTab(SCHEME_KEY, 'dark');
    expect(document.documentElement.dataset.scheme).toBe('dark');
    expect(schemeStore.get()).toBe('dark');
    expect(result.current).toBe(true);
    otherTab(SCHEME_KEY, null);
    expect(document.documentElement.dataset.scheme).toBeUndefined();
    expect(schemeStore.get()).toBe('auto');
    expect(result.current).toBe(false);
  });

  it('goes back to auto when the other tab clears the storage, and ignores other keys', () => {
    otherTab(SCHEME_KEY, 'light');
    expect(schemeStore.get()).toBe('light');
    otherTab('language', 'zh-CN');
    expect(schemeStore.get()).toBe('light');
    otherTab(null, null);
    expect(schemeStore.get()).toBe('auto');
    expect(document.documentElement.dataset.scheme).toBeUndefined();
  });
});
