// Other words administrators search by (`租期` for the label 分配时间, `port mapping` for Port
// forwarding): aliases/<language>.json, keyed by the string key of the label, section or tab
// name (`network-dhcp.leaseTime`, `nav.advanced.dispatch`). Build-time data: never in the app's
// string bundles. A key that names nothing in the index fails the build, so none goes stale.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Aliases {
  /** the aliases of a string key, marking the key as used */
  of(key: string): string[] | undefined;
  /** the keys no label, section or tab of the index used */
  unused(): string[];
}

export function readAliases(language: string, folder = join(import.meta.dirname, 'aliases')): Aliases {
  const file = join(folder, `${language}.json`);
  const table = new Map<string, string[]>(existsSync(file) ? Object.entries(parseTable(file)) : []);
  const used = new Set<string>();
  return {
    of(key) {
      const words = table.get(key);
      if (words) used.add(key);
      return words;
    },
    unused: () => [...table.keys()].filter((key) => !used.has(key)),
  };
}

function parseTable(file: string): Record<string, string[]> {
  const table: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const valid = typeof table === 'object' && table !== null && Object.values(table).every((words) => Array.isArray(words) && words.every((word) => typeof word === 'string' && word.trim() !== ''));
  if (!valid) throw new Error(`settings index: ${file} must map string keys to lists of words`);
  return table as Record<string, string[]>;
}
