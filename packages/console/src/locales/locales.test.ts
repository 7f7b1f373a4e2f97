import { describe, expect, it } from 'vitest';
import { ValidationKey } from '@rc/contract/datatypes';
import { languages } from '../lib/i18n';
import { loadCatalog } from '../lib/i18n';
import { areaGroup, loginAreas } from '../lib/i18n-groups';

type Catalog = Record<string, unknown>;

const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });
// i18n keys in the contract's ops ('login.usernameRequired' as a zod message or error).
const contractSources = import.meta.glob<string>('../../../contract/src/ops/**/*.ts', { eager: true, query: '?raw', import: 'default' });

function catalog(language: string): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'object' && value !== null) Object.entries(value).forEach(([key, inner]) => walk(`${prefix}.${key}`, inner));
    else flat[prefix] = String(value);
  };
  for (const [path, content] of Object.entries(files)) {
    const [, lang, area] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (lang === language && area) walk(area, content);
  }
  return flat;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const reference = catalog('zh-CN');

describe('locale files', () => {
  it.each(languages.filter((language) => language.code !== 'zh-CN').map((language) => language.code))(
    '%s has exactly the keys of zh-CN, none empty, with the same {{variables}}',
    (code) => {
      const other = catalog(code);
      expect(Object.keys(other).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), key).not.toBe('');
        expect(variables(text), key).toEqual(variables(reference[key] ?? ''));
      }
    },
  );

  it('writes "MAC 地址" one way in Chinese: with a space, as most strings had it (issue 43.7)', () => {
    for (const language of ['zh-CN', 'zh-TW']) {
      const unspaced = Object.entries(catalog(language)).filter(([, text]) => /MAC(地址|位址)/.test(text));
      expect(unspaced.map(([key]) => `${language} ${key}`)).toEqual([]);
    }
  });

  it('has no empty zh-CN text', () => {
    for (const [key, text] of Object.entries(reference)) expect(text.trim(), key).not.toBe('');
  });

  it('translates every validation key the contract can answer in -2', () => {
    for (const key of Object.values(ValidationKey)) expect(reference, key).toHaveProperty([key]);
  });

  it('translates every message key of the contract ops', () => {
    const keys = new Set<string>();
    for (const source of Object.values(contractSources)) {
      for (const match of source.matchAll(/(?:,\s*|error:\s*)'([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)'/g)) if (match[1]) keys.add(match[1]);
    }
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys) expect(reference, key).toHaveProperty([key]);
  });

  it.each(languages.map((language) => language.code))('%s loads the login areas alone, and every area in all', async (code) => {
    expect(Object.keys(await loadCatalog(code, ['login'])).sort()).toEqual([...loginAreas].sort());
    const areas = Object.keys(files).filter((path) => path.startsWith(`./${code}/`)).length;
    expect(Object.keys(await loadCatalog(code))).toHaveLength(areas);
  });

  it('puts a section tab\'s strings in its section and shared ones in the shell', () => {
    expect(areaGroup('wifi-band')).toBe('wifi');
    expect(areaGroup('network')).toBe('network');
    expect(areaGroup('form')).toBe('shell');
    expect(areaGroup('login')).toBe('login');
  });
});
