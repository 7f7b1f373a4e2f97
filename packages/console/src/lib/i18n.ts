import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AreaGroup } from './i18n-groups';
import { outsidePlainText } from './outside-text';
import { preferredLanguage } from '@rc/contract/languages';

// Spec 1: simplified Chinese (default), English, and traditional Chinese.
export const languages = [
  { code: 'zh-CN', label: '简体中文' },
  { code: 'en', label: 'English' },
  { code: 'zh-TW', label: '繁體中文' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const defaultLanguage: Language = 'zh-CN';
const STORAGE_KEY = 'lang';

export type Catalog = Record<string, unknown>;

// Per language: the login page's areas in one chunk; the rest by group (i18n-areas.ts, loaded
// after sign-in), so that a browser loads only the chosen language and only what the screen
// needs. Each file `<area>.json` holds the keys `<area>.*`: a new file adds an area, and
// contract error keys ('validation.ipv4') resolve.
const loginBundles: Record<Language, () => Promise<Record<string, unknown>>> = {
  'zh-CN': () => import('../locales/bundles/zh-cn-login').then((m) => m.default),
  en: () => import('../locales/bundles/en-login').then((m) => m.default),
  'zh-TW': () => import('../locales/bundles/zh-tw-login').then((m) => m.default),
};

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}

/**
 * The stored choice, else the browser's; a language the address carries (`#/login?apply=…&lang=en`: the console
 * followed a LAN address change here from a page in that language) is kept as if chosen.
 */
export function storedLanguage(hash: string = location.hash, browser: readonly string[] = navigator.languages ?? []): Language {
  // Nobody chose: the browser's own languages (issue 43.7), not kept, as they may change.
  const fallback = preferredLanguage(browser) ?? defaultLanguage;
  try {
    const linked = new URLSearchParams(hash.split('?')[1]).get('lang');
    if (isLanguage(linked)) localStorage.setItem(STORAGE_KEY, linked);
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The choice in a cookie as well, for the daemon: it serves the login page prerendered in that
 * language (packages/device/src/http/index-variant.ts). Written at every start too, so a choice
 * stored before the cookie existed reaches the daemon from the next visit on.
 */
export function syncLanguageCookie(language: Language): void {
  // Lax by default: a language is no secret, and the first visit from a link may carry it too.
  document.cookie = `${STORAGE_KEY}=${language};path=/;max-age=315360000`;
}

/** Spec 1: the choice is stored and the page reloads in the new language. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  syncLanguageCookie(language);
  window.location.reload();
}

export function areaOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

export function byArea(files: Record<string, unknown>): Catalog {
  return Object.fromEntries(Object.entries(files).map(([path, content]) => [areaOf(path), content]));
}

/** The areas of `groups` (every area when absent) of a language, as one resource object. */
export async function loadCatalog(language: Language, groups?: readonly AreaGroup[]): Promise<Catalog> {
  if (groups?.length === 1 && groups[0] === 'login') return byArea(await loginBundles[language]());
  return (await import('./i18n-areas')).loadAreas(language, groups);
}

const groupsReady = new Map<AreaGroup, Promise<void>>();
/** Set when initI18n loaded every area: then every group is ready, with this one promise (use() needs the same). */
let allReady: Promise<void> | undefined;

/**
 * Resolves once the strings of `group` are in i18next; the same promise for every caller,
 * so a screen can `use()` it and suspend until its strings are there.
 */
export function areasReady(group: AreaGroup): Promise<void> {
  let ready = allReady ?? groupsReady.get(group);
  if (!ready) {
    const language = isLanguage(i18next.language) ? i18next.language : storedLanguage();
    // A section's pages may show the shared page widgets: their strings come with it.
    const groups: AreaGroup[] = group === 'login' || group === 'shell' || group === 'widgets' ? [group] : [group, 'widgets'];
    ready = loadCatalog(language, groups).then((catalog) => {
      i18next.addResourceBundle(language, 'translation', catalog, true, false);
    });
    groupsReady.set(group, ready);
  }
  return ready;
}

/** Starts i18next with the stored language: with the login page's areas, or with every area. */
export async function initI18n(language: Language = storedLanguage(), scope: 'login' | 'all' = 'all'): Promise<void> {
  const translation = await loadCatalog(language, scope === 'login' ? ['login'] : undefined);
  groupsReady.clear();
  allReady = scope === 'all' ? Promise.resolve() : undefined;
  groupsReady.set('login', Promise.resolve());
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    // React escapes markup itself; what a value needs is issue 39.6's: a host name, SSID or
    // sender put in a sentence cannot reorder it with a bidi override (lib/outside-text.ts).
    interpolation: { escapeValue: true, escape: outsidePlainText },
    returnEmptyString: false,
  });
  document.documentElement.lang = language;
  document.title = i18next.t('common.productName');
}
