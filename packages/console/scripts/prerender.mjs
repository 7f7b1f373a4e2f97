// After `vite build`: the login page rendered to HTML (src/prerender/render-login.tsx) in every
// language and brand, each written as dist/index.<language>.<brand>.html, a copy of index.html
// whose #root holds the page; and the same for the signed-in home page (render-home.tsx,
// prerender-home.mjs), dist/home.<language>.<brand>.html. The daemon serves the one of the
// visitor's session and language cookies and the device's brand (menu_conf.json) in place of
// index.html (packages/device/src/http/index-variant.ts).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { pageCopy, spinnerRoot } from './page-copy.mjs';
import { homeStylesheets, homeTemplate, writeHomeCopies } from './prerender-home.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const brands = [
  { corporation: 'ZBT', theme: 'zbt' },
  { corporation: 'SL', theme: 'sl' },
];

// Inside the package, so that the rendered module finds react and the rest in node_modules.
/**
 * The entry chunk (and the modules it preloads) is requested only once the browser has painted
 * the prerendered page: loaded and run before, its 100 KB would hold back the first paint on a
 * slow phone, and Lighthouse counts every script that finished loading before the largest paint
 * as needed for it. boot.js is a file, not an inline script: the daemon's CSP allows scripts of
 * its own origin only.
 */
async function startAfterFirstPaint(html, bootCode) {
  const tag = /<script type="module" crossorigin src="\.\/assets\/(index-[\w-]+\.js)"><\/script>/;
  const entry = tag.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry script tag prerender.mjs can defer');
  const boot = `${bootCode(`import('./${entry}')`)}\n`;
  const name = `boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(dist, 'assets', name), boot);
  // The chunks the entry imports (Rolldown's runtime) stay preloaded, at low priority.
  return html
    .replace(tag, `<script type="module" crossorigin fetchpriority="low" src="./assets/${name}"></script>`)
    .replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

// The login page: run in the frame after the first, which has been painted by then (a tab opened
// in the background runs it once shown). Minified by hand: the login page's budget counts every
// byte. On a busy machine a frame can be presented after the next one has started, and the entry
// chunk then loads before the paint Lighthouse observed; the home page's start is exact.
const loginStart = (start) => `requestAnimationFrame(()=>requestAnimationFrame(()=>${start}))`;

// The home page copy: where it shows the home page, once the browser reports its first paint
// (buffered: it may be over already), exact however late the frame is presented; where it shows
// the spinner, as the login page (Firefox and Safari report no paint without text).
const homeStart = (start) =>
  `const s=()=>${start};document.querySelector('.app')?.clientHeight?new PerformanceObserver(s).observe({type:'paint',buffered:!0}):requestAnimationFrame(()=>requestAnimationFrame(s))`;

const out = join(root, 'node_modules/.cache/rc-prerender');
try {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // The home page is rendered as a phone shows it (src/prerender/phone-media-query.ts).
    resolve: { alias: [{ find: /^.*\/lib\/use-media-query$/, replacement: join(root, 'src/prerender/phone-media-query.ts') }] },
    build: {
      ssr: true,
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { input: { 'render-login': 'src/prerender/render-login.tsx', 'render-home': 'src/prerender/render-home.tsx' } },
    },
  });
  const { renderLogin, languages } = await import(pathToFileURL(join(out, 'render-login.js')).href);
  const { renderHome } = await import(pathToFileURL(join(out, 'render-home.js')).href);
  const index = await readFile(join(dist, 'index.html'), 'utf8');
  const template = await startAfterFirstPaint(index, loginStart);
  if (!template.includes(spinnerRoot) || !template.includes('<html lang="zh-CN">')) throw new Error('dist/index.html no longer has the #root and <html> prerender.mjs replaces');
  for (const { code } of languages) {
    for (const { corporation, theme } of brands) {
      const { html, title } = await renderLogin(code, corporation);
      if (!html.includes('<button type="submit"')) throw new Error('the prerendered login page has no submit button prerender.mjs can disable');
      // No input before React has rendered the page over this one: typed text would be lost, and
      // a native submit would put the password in the URL.
      const inert = html.replaceAll('<input ', '<input readonly="" ').replace('<button type="submit"', '<button type="submit" disabled=""');
      const page = pageCopy(template, { language: code, theme, title, root: `<div id="root" data-prerendered="login">${inert}</div>` });
      await writeFile(join(dist, `index.${code}.${theme}.html`), page);
    }
  }
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const homeBoot = await startAfterFirstPaint(index, homeStart);
  await writeHomeCopies({ dist, template: await homeTemplate(dist, homeBoot, homeStylesheets(manifest)), languages, brands, renderHome });
  console.log(`prerendered the login and home pages in ${languages.length} languages x ${brands.length} brands`);
} finally {
  await rm(out, { recursive: true, force: true });
  await rm(join(dist, '.vite'), { recursive: true, force: true });
}
