// A prerendered copy of dist/index.html (prerender.mjs, prerender-home.mjs): in one language and
// brand, its #root holding a page instead of the boot spinner.
import { writeFile } from 'node:fs/promises';

export const bootSpinner = '<div class="boot-spinner" role="progressbar" aria-label="Loading"></div>';
export const spinnerRoot = `<div id="root">${bootSpinner}</div>`;

export function pageCopy(template, { language, theme, title, root }) {
  return template
    .replace('<html lang="zh-CN">', `<html lang="${language}" data-theme="${theme}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(spinnerRoot, root);
}

/**
 * The copy as NAME.html (the OS's colour scheme) and as NAME.light.html and NAME.dark.html, for a
 * visitor who chose one (the `scheme` cookie, lib/color-scheme.ts): the page is painted in the
 * chosen scheme before any script has run (packages/device/src/http/index-variant.ts).
 */
export async function writeSchemeCopies(file, page) {
  await writeFile(`${file}.html`, page);
  for (const scheme of ['light', 'dark']) await writeFile(`${file}.${scheme}.html`, page.replace(/^<html /m, `<html data-scheme="${scheme}" `));
}
