// The console's strings as the build reads them: src/locales/<language>/<area>.json, a key being
// `<area>.<path>` (i18next's namespaces as the console loads them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Translate = (key: string) => string;

export function localeStrings(localesFolder: string, language: string): Translate {
  const areas = new Map<string, unknown>();
  const area = (name: string): unknown => {
    if (!areas.has(name)) {
      const file = join(localesFolder, language, `${name}.json`);
      areas.set(name, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
    }
    return areas.get(name);
  };
  return (key) => {
    const [name = '', ...path] = key.split('.');
    let value = area(name);
    for (const part of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    if (typeof value !== 'string') throw new Error(`settings index: no ${language} string for ${key}`);
    // A hint's values are filled in on the page; the index keeps its words.
    return value.replace(/\s*\{\{[^}]*\}\}\s*/g, ' ').trim();
  };
}
