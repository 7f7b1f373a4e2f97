// The settings search's index as modules the console imports on demand, one per language:
// `import('virtual:settings-index/zh-CN')` (src/app/search/load-search-index.ts). Built from
// the page declarations when the build (or the dev server) asks for it.
import type { Plugin } from 'vite';
import { searchLanguages } from '../../src/app/search/search-index.ts';
import { buildSearchIndex, declaredTabs, defaultSources } from './build-index.ts';
import { forgetParsedFiles } from './source-files.ts';

const prefix = 'virtual:settings-index/';
// Resolved without the slash, so that each chunk is named settings-index-<language>.
const resolvedPrefix = '\0settings-index-';

export function settingsIndex(): Plugin {
  const sources = defaultSources();
  let tabs: ReturnType<typeof declaredTabs> | undefined;
  const forget = () => {
    forgetParsedFiles();
    tabs = undefined;
  };
  return {
    name: 'settings-index',
    buildStart: forget,
    // The dev server: a page edited is read again when the index is next loaded.
    watchChange: forget,
    resolveId: (id) => (id.startsWith(prefix) && searchLanguages.some((language) => id === `${prefix}${language}`) ? `${resolvedPrefix}${id.slice(prefix.length)}` : null),
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      tabs ??= declaredTabs(sources);
      const index = buildSearchIndex(tabs, id.slice(resolvedPrefix.length), sources);
      // JSON.parse of one string: the fastest way a browser reads a large literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(index))});`;
    },
  };
}
