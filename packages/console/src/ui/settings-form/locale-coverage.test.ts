import { describe, expect, it } from 'vitest';
import { ValidationKey } from '@rc/contract/datatypes';

type Catalog = Record<string, unknown>;

const files = import.meta.glob<Catalog>('../../locales/*/*.json', { eager: true, import: 'default' });
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
    // A key names its area's file: validation.ipv4 in validation.json, qos.rate in qos.json.
    const missing = Object.values(ValidationKey).filter((key) => {
      const [area = '', name = ''] = key.split('.');
      return typeof catalog(language, area)[name] !== 'string';
    });
    expect(missing).toEqual([]);
  });

  it('holds the same form keys in every language', () => {
    const [first, ...others] = languages.map((language) => leafKeys(catalog(language, 'form')).sort());
    for (const keys of others) expect(keys).toEqual(first);
  });
});
