// DESIGN budgets: Vite's helper for lazy chunks (it adds a chunk's CSS and modulepreload links
// before the import) sits in the entry chunk, 0.7 KB gzip of the login page. It covers what this
// console never needs (a CSP nonce, browsers without modulepreload, the vite:preloadError event,
// which nothing listens to), so this plugin supplies the same job in a third of the bytes.
import type { Plugin } from 'vite';

// Vite's id of the helper module (vite/dist/node/chunks/node.js, preloadHelperId).
const helperId = '\0vite/preload-helper.js';

/**
 * The helper Vite's import analysis calls as `__vitePreload(load, deps, importerUrl)`: deps are
 * paths relative to the importing chunk (a relative base) or to the base. A stylesheet is waited
 * for (a page must not paint unstyled), a script only preloaded; a file the page already links
 * (index.html, the prerendered home page's stylesheets) is not added twice, which would reorder
 * the cascade. A stylesheet that failed is asked for again on the next try.
 */
function helperSource(base: string): string {
  const href = base === './' || base === '' ? 'new URL(d,u).href' : `new URL(${JSON.stringify(base)}+d,location.href).href`;
  return `const seen={};
const add=(h)=>{if([...document.querySelectorAll('link')].some((l)=>l.href===h))return;
const l=document.createElement('link'),css=h.endsWith('.css');l.rel=css?'stylesheet':'modulepreload';l.crossOrigin='';l.href=h;document.head.append(l);
if(css)return new Promise((y,n)=>{l.onload=y;l.onerror=()=>{delete seen[h];l.remove();n(Error('CSS '+h))}})};
export const __vitePreload=(load,deps,u)=>deps?.length?Promise.all(deps.map((d)=>{const h=${href};return seen[h]??=add(h)})).then(load):load();`;
}

export function smallPreloadHelper(): Plugin {
  let base = './';
  return {
    name: 'small-preload-helper',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === helperId ? helperSource(base) : null),
    },
  };
}
