// The console's strings as the build reads them: src/locales/<language>/<area>.json, a key being
// `<area>.<path>` (i18next's namespaces as the console loads them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Translate {
  (key: string): string;
  /** the strings of a key, or of the object it names (`wifi.encryptions`: every choice's) */
  all(key: string): string[];
}

export function localeStrings(localesFolder: string, language: string): Translate {
  const areas = new Map<string, unknown>();
  const area = (name: string): unknown => {
    if (!areas.has(name)) {
      const file = join(localesFolder, language, `${name}.json`);
      areas.set(name, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
    }
    return areas.get(name);
  };
  const lookup = (key: string): unknown => {
    const [name = '', ...path] = key.split('.');
    let value = area(name);
    for (const part of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    return value;
  };
  // A hint's values are filled in on the page; the index keeps its words.
  const words = (value: string) => value.replace(/\s*\{\{[^}]*\}\}\s*/g, ' ').trim();
  const translate = (key: string): string => {
    const value = lookup(key);
    if (typeof value !== 'string') throw new Error(`settings index: no ${language} string for ${key}`);
    return words(value);
  };
  translate.all = (key: string): string[] => {
    const value = lookup(key);
    if (typeof value === 'string') return [words(value)];
    if (typeof value !== 'object' || value === null) throw new Error(`settings index: no ${language} strings for ${key}`);
    return Object.values(value).filter((each): each is string => typeof each === 'string').map(words);
  };
  return translate;
}
