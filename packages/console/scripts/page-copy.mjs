// A prerendered copy of dist/index.html (prerender.mjs, prerender-home.mjs): in one language and
// brand, its #root holding a page instead of the boot spinner.

export const bootSpinner = '<div class="boot-spinner" role="progressbar" aria-label="Loading"></div>';
export const spinnerRoot = `<div id="root">${bootSpinner}</div>`;

export function pageCopy(template, { language, theme, title, root }) {
  return template
    .replace('<html lang="zh-CN">', `<html lang="${language}" data-theme="${theme}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(spinnerRoot, root);
}
