// Build time only (scripts/prerender.mjs): the login page as HTML, in one language and brand,
// the very tree main.tsx renders over it, so that a phone paints it before the JavaScript arrives.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Corporation, MenuConf } from '@rc/contract/features';
import { RootLayout } from '../app/root-layout';
import { initI18n, type Language } from '../lib/i18n';
import { menuConfStore } from '../lib/menu-conf';

export { languages } from '../lib/i18n';

/** What initI18n writes to the document, outside a browser. */
const documentStub = { documentElement: { lang: '' }, title: '' };

export async function renderLogin(language: Language, corporation: Corporation): Promise<{ html: string; title: string }> {
  (globalThis as { document?: unknown }).document = documentStub;
  await initI18n(language, 'login');
  menuConfStore.set({ config: { corporation } } as MenuConf);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location="/login">
        <RootLayout />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, title: documentStub.title };
}
