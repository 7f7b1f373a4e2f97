import { describe, expect, it } from 'vitest';
import { ValidationKey } from '@rc/contract/datatypes';

type Catalog = Record<string, unknown>;

const files = import.meta.glob<Catalog>('../../locales/*/{form,validation}.json', { eager: true, import: 'default' });
const languages = ['zh-CN', 'en', 'zh-TW'] as const;

function catalog(language: string, area: string): Catalog {
  return files[`../../locales/${language}/${area}.json`] ?? {};
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('locale files of the shared form', () => {
  it.each(languages)('%s translates every validation key the contract can answer', (language) => {
    const translated = catalog(language, 'validation');
    const missing = Object.values(ValidationKey).filter((key) => typeof translated[key.replace(/^validation\./, '')] !== 'string');
    expect(missing).toEqual([]);
  });

  it('holds the same form keys in every language', () => {
    const [first, ...others] = languages.map((language) => leafKeys(catalog(language, 'form')).sort());
    for (const keys of others) expect(keys).toEqual(first);
  });
});
