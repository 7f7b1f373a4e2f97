// The signed-in copies of index.html (scripts/prerender.mjs): dist/home.<language>.<brand>.html,
// served to a visitor with a session (packages/device/src/http/index-variant.ts). The server cannot
// see the address's #fragment, so the copy holds both the plain copy's boot spinner and the home
// page prerendered for a phone, and shows the home page only at #/home (or #/, which leads there)
// below 800 px; anywhere else (another page, a wider screen with its menus) the spinner, as the
// plain copy does. A script in the head puts the fragment on <html> before the first paint (CSS
// :target would do without one, but Chrome sets the target only after DOMContentLoaded, so the
// spinner painted first).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootSpinner, pageCopy } from './page-copy.mjs';

const firstRoute = 'document.documentElement.dataset.firstRoute=location.hash\n';
const shown = ['#/home', '#/'].map((route) => `[data-first-route="${route}"] `);
const routeRules =
  '<style>.prerendered-spinner{display:contents}.prerendered-home{display:none}' +
  `@media (max-width:799.98px){${shown.map((at) => `${at}.prerendered-home`).join()}{display:contents}${shown.map((at) => `${at}.prerendered-spinner`).join()}{display:none}}</style>`;

/** The stylesheets the home page loads, in the order Vite's loader adds them (a chunk's imports first). */
export function homeStylesheets(manifest) {
  const sheets = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    sheets.push(...(chunk.css ?? []).filter((sheet) => !sheets.includes(sheet)));
  };
  for (const key of ['index.html', 'src/app/signed-in-app.tsx', 'src/sections/home/home-page.tsx']) visit(key);
  return sheets;
}

/** The copy's template (its boot file already in): the first-route script, the home page's stylesheets, the rules above. */
export async function homeTemplate(dist, template, sheets) {
  const entrySheet = /<link rel="stylesheet" crossorigin href="\.\/(assets\/index-[\w-]+\.css)">/.exec(template);
  if (!entrySheet) throw new Error('dist/index.html has no entry stylesheet link prerender-home.mjs can follow');
  const script = `first-route-${createHash('sha256').update(firstRoute).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(dist, 'assets', script), firstRoute);
  const links = sheets
    .filter((sheet) => sheet !== entrySheet[1])
    .map((sheet) => `\n    <link rel="stylesheet" crossorigin href="./${sheet}">`)
    .join('');
  return template.replace(entrySheet[0], `<script src="./assets/${script}"></script>\n    ${entrySheet[0]}${links}\n    ${routeRules}`);
}

export async function writeHomeCopies({ dist, template, languages, brands, renderHome }) {
  for (const { code } of languages) {
    for (const { corporation, theme } of brands) {
      const { html, title } = await renderHome(code, corporation);
      if (!html.includes('class="app app--mobile"')) throw new Error('the prerendered home page is not the phone layout');
      // React renders a failed lazy page as its fallback and only logs why: the build fails instead.
      if (!html.includes('<h1')) throw new Error('the prerendered home page has no page title: its rendering failed (see the error above)');
      // Inert until React has rendered the page over it (a skip link followed natively would
      // change the #fragment); hash hrefs, as HashRouter writes them, not StaticRouter's paths.
      const frame = html.replaceAll(' href="/', ' href="#/');
      const root = `<div id="root" data-prerendered="home"><div class="prerendered-spinner">${bootSpinner}</div><div class="prerendered-home" inert="">${frame}</div></div>`;
      const page = pageCopy(template, { language: code, theme, title, root });
      await writeFile(join(dist, `home.${code}.${theme}.html`), page);
    }
  }
}
