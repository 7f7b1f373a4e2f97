import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './languages';

describe("a browser's languages (issue 43.7)", () => {
  it('takes the first one the console has, traditional script for Taiwan, Hong Kong and Hant', () => {
    expect(preferredLanguage(['en-US', 'en'])).toBe('en');
    expect(preferredLanguage(['fr', 'zh-HK'])).toBe('zh-TW');
    expect(preferredLanguage(['zh-Hant'])).toBe('zh-TW');
    expect(preferredLanguage(['zh-Hans-HK'])).toBe('zh-CN');
    expect(preferredLanguage(['zh'])).toBe('zh-CN');
    expect(preferredLanguage(['de', 'fr'])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });

  it('orders an Accept-Language header by weight', () => {
    expect(acceptedLanguages('zh-CN;q=0.5, en-US, de;q=0.9')).toEqual(['en-US', 'de', 'zh-CN']);
    expect(acceptedLanguages('en;q=0, zh-TW')).toEqual(['zh-TW']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
