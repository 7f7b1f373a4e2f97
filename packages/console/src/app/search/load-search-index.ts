import type { SearchIndex, SearchLanguage } from './search-index';

// One chunk per language, each loaded the first time the search opens in it.
const loaders: Record<SearchLanguage, () => Promise<{ default: SearchIndex }>> = {
  en: () => import('virtual:settings-index/en'),
  'zh-CN': () => import('virtual:settings-index/zh-CN'),
  'zh-TW': () => import('virtual:settings-index/zh-TW'),
};

export function loadSearchIndex(language: string): Promise<SearchIndex> {
  const load = language in loaders ? loaders[language as SearchLanguage] : loaders.en;
  return load().then((module) => module.default);
}
