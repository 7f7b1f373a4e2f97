// The console's index.html as a visitor first sees it, prerendered at build time
// (packages/console/scripts/prerender.mjs) in the visitor's language (the `lang` cookie the
// console writes, lib/i18n.ts, else the browser's Accept-Language) and the device's brand (menu_conf.json config.corporation, spec 1),
// so a phone paints the page before the JavaScript has arrived, without showing another language
// or brand first: without a session the login page, with one (the AC_TOKEN cookie of spec 3, read
// here only to choose a file, never to authenticate) the home page, which the copy shows only at
// #/home on a phone (the spinner of the plain index.html anywhere else). A role other than the
// console's own admin (the ROLE cookie, shown in the header) gets the plain index.html. A colour
// scheme the visitor chose (chosenScheme) is written into the copy as it is sent (console-files.ts).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { acceptedLanguages, DefaultLanguage, preferredLanguage } from '@rc/contract/languages';
import { cookiesOf } from './cookies';

/** The file of the console folder to serve for `/` and `/index.html`, and the fallback if it is missing. */
export type IndexVariant = (request: IncomingMessage) => Promise<string>;

export const plainIndex = 'index.html';
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/;
// The role the console signs in as (lib/session.ts), in the prerendered header.
const prerenderedRole = 'admin';

export function indexVariant(menuConfFile: string): IndexVariant {
  return async (request) => {
    const cookies = cookiesOf(request.headers.cookie);
    const signedIn = Boolean(cookies.get('AC_TOKEN'));
    if (signedIn && (cookies.get('ROLE') ?? prerenderedRole) !== prerenderedRole) return plainIndex;
    const chosen = cookies.get('lang');
    // Nobody chose: the browser's languages, as the console decides (issue 43.7).
    const language = chosen && LANGUAGE.test(chosen) ? chosen : (preferredLanguage(acceptedLanguages(request.headers['accept-language'])) ?? DefaultLanguage);
    return `${signedIn ? 'home' : 'index'}.${language}.${await themeOf(menuConfFile)}.html`;
  };
}

// The console's applyTheme (lib/theme.ts) decides the same way.
async function themeOf(menuConfFile: string): Promise<'sl' | 'zbt'> {
  try {
    const conf = JSON.parse(await readFile(menuConfFile, 'utf8')) as { config?: { corporation?: unknown } };
    return conf.config?.corporation === 'SL' ? 'sl' : 'zbt';
  } catch {
    return 'zbt';
  }
}

/** Issue 32.3: the colour scheme the visitor chose in the console (the `scheme` cookie, lib/color-scheme.ts). */
export function chosenScheme(request: IncomingMessage): 'light' | 'dark' | undefined {
  const scheme = cookiesOf(request.headers.cookie).get('scheme');
  return scheme === 'light' || scheme === 'dark' ? scheme : undefined;
}
