// Build time only (scripts/prerender.mjs): the signed-in console at #/home as a phone shows it
// before any answer has arrived (the frame, the home page's placeholders), in one language and
// brand: the very tree main.tsx renders over it. The phone layout only: it has no side menu,
// whose entries follow menu_conf.json and the menu style this browser chose.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Corporation, MenuConf } from '@rc/contract/features';
import { RootLayout } from '../app/root-layout';
import { initI18n, type Language } from '../lib/i18n';
import { menuConfStore } from '../lib/menu-conf';

/** What the rendered modules read of the document, outside a browser: a session, so RequireAuth lets /home through. */
const documentStub = { documentElement: { lang: '' }, title: '', cookie: 'AC_TOKEN=prerender' };

export async function renderHome(language: Language, corporation: Corporation): Promise<{ html: string; title: string }> {
  (globalThis as { document?: unknown }).document = documentStub;
  await initI18n(language, 'all');
  menuConfStore.set({ config: { corporation } } as MenuConf);
  // A static prerender, not renderToString: it waits for the lazy signed-in app and home page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location="/home">
        <RootLayout />
      </StaticRouter>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, title: documentStub.title };
}
