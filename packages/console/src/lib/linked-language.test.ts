import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from './i18n';
import { confirmUrl } from './pending-apply';
import i18next from 'i18next';

afterEach(() => localStorage.clear());

describe('the language across a LAN address change', () => {
  it('goes with the console to the new address and is kept there', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    const url = confirmUrl({ op: 'set_lan_config', deadline: 0, token: 'abc', followUrl: 'http://192.168.8.1' });
    expect(url).toBe('http://192.168.8.1/#/login?apply=abc&lang=en');
    localStorage.setItem('lang', 'zh-CN');
    expect(storedLanguage(new URL(url).hash)).toBe('en');
    expect(storedLanguage('')).toBe('en');
  });

  it('ignores an address without a language, or with one the console does not have', () => {
    expect(storedLanguage('#/login?apply=abc', ['fr-FR'])).toBe('zh-CN');
    expect(storedLanguage('#/login?lang=fr', ['fr-FR'])).toBe('zh-CN');
    expect(localStorage.getItem('lang')).toBeNull();
  });
});

describe('the language of a browser that never chose one (issue 43.7)', () => {
  it("follows the browser's own languages, first one the console has", () => {
    expect(storedLanguage('', ['en-US', 'en'])).toBe('en');
    expect(storedLanguage('', ['fr-FR', 'zh-TW', 'en'])).toBe('zh-TW');
    expect(storedLanguage('', ['zh-HK'])).toBe('zh-TW');
    expect(storedLanguage('', ['zh-Hant-TW'])).toBe('zh-TW');
    expect(storedLanguage('', ['zh'])).toBe('zh-CN');
    expect(storedLanguage('', ['de-DE', 'fr'])).toBe('zh-CN');
    // Not kept as a choice: the browser's languages may change.
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it("keeps a choice made in the console over the browser's languages", () => {
    localStorage.setItem('lang', 'zh-CN');
    expect(storedLanguage('', ['en-US'])).toBe('zh-CN');
  });
});
