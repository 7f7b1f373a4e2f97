// After `vite build`: the login page rendered to HTML (src/prerender/render-login.tsx) in every
// language and brand, each written as dist/index.<language>.<brand>.html, a copy of index.html
// whose #root holds the page. The daemon serves the one of the visitor's language cookie and
// the device's brand (menu_conf.json) in place of index.html (packages/device/src/http/index-variant.ts).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const brands = [
  { corporation: 'ZBT', theme: 'zbt' },
  { corporation: 'SL', theme: 'sl' },
];
const spinner = '<div id="root"><div class="boot-spinner" role="progressbar" aria-label="Loading"></div></div>';

// Inside the package, so that the rendered module finds react and the rest in node_modules.
/**
 * The entry chunk (and the modules it preloads) is requested only once the browser has painted
 * the prerendered page: loaded and run before, its 100 KB would hold back the first paint on a
 * slow phone, and Lighthouse counts every script that finished loading before the largest paint
 * as needed for it. boot.js is a file, not an inline script: the daemon's CSP allows scripts of
 * its own origin only.
 */
async function startAfterFirstPaint(html) {
  const tag = /<script type="module" crossorigin src="\.\/assets\/(index-[\w-]+\.js)"><\/script>/;
  const entry = tag.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry script tag prerender.mjs can defer');
  // Run in the frame after the first, which has been painted by then (a tab opened in the
  // background runs it once shown). Minified by hand: the login page's budget counts every byte.
  // (A PerformanceObserver of the first paint would be exact on a busy machine, where frames are
  // presented late, but costs 30 bytes the budget does not have.)
  const boot = `requestAnimationFrame(()=>requestAnimationFrame(()=>import('./${entry}')))\n`;
  const name = `boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(dist, 'assets', name), boot);
  // The chunks the entry imports (Rolldown's runtime) stay preloaded, at low priority.
  return html
    .replace(tag, `<script type="module" crossorigin fetchpriority="low" src="./assets/${name}"></script>`)
    .replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

const out = join(root, 'node_modules/.cache/rc-prerender');
try {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/prerender/render-login.tsx', outDir: out, emptyOutDir: true, target: 'node20', minify: false },
  });
  const { renderLogin, languages } = await import(pathToFileURL(join(out, 'render-login.js')).href);
  const template = await startAfterFirstPaint(await readFile(join(dist, 'index.html'), 'utf8'));
  if (!template.includes(spinner) || !template.includes('<html lang="zh-CN">')) throw new Error('dist/index.html no longer has the #root and <html> prerender.mjs replaces');
  for (const { code } of languages) {
    for (const { corporation, theme } of brands) {
      const { html, title } = await renderLogin(code, corporation);
      if (!html.includes('<button type="submit"')) throw new Error('the prerendered login page has no submit button prerender.mjs can disable');
      // No input before React has rendered the page over this one: typed text would be lost, and
      // a native submit would put the password in the URL.
      const inert = html.replaceAll('<input ', '<input readonly="" ').replace('<button type="submit"', '<button type="submit" disabled=""');
      const page = template
        .replace('<html lang="zh-CN">', `<html lang="${code}" data-theme="${theme}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        .replace(spinner, `<div id="root" data-prerendered="login">${inert}</div>`);
      await writeFile(join(dist, `index.${code}.${theme}.html`), page);
    }
  }
  console.log(`prerendered the login page in ${languages.length} languages x ${brands.length} brands`);
} finally {
  await rm(out, { recursive: true, force: true });
}
