// The strings after sign-in: per language an index of every area file, loaded by group
// (i18n-groups.ts). Apart from i18n.ts so that the login page does not carry the index and the
// groups' table (DESIGN budgets).
import { areaGroup, type AreaGroup } from './i18n-groups';
import { areaOf, byArea, type Catalog, type Language } from './i18n';

type Files = Record<string, () => Promise<unknown>>;

const indexes: Record<Language, () => Promise<Files>> = {
  'zh-CN': () => import('../locales/bundles/zh-cn').then((m) => m.default),
  en: () => import('../locales/bundles/en').then((m) => m.default),
  'zh-TW': () => import('../locales/bundles/zh-tw').then((m) => m.default),
};

/** The areas of `groups` (every area when absent) of a language, as one resource object. */
export async function loadAreas(language: Language, groups?: readonly AreaGroup[]): Promise<Catalog> {
  const files = Object.entries(await indexes[language]()).filter(([path]) => !groups || groups.includes(areaGroup(areaOf(path))));
  const loaded = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const));
  return byArea(Object.fromEntries(loaded));
}
