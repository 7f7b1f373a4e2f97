import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { areaGroup } from './src/lib/i18n-groups.ts';
import { settingsIndex } from './scripts/settings-index/vite-plugin.ts';
import { smallPreloadHelper } from './preload-helper.ts';

const device = 'http://127.0.0.1:8080';
const require = createRequire(import.meta.url);

// DESIGN budgets: the login page loads the entry chunk (everything the entry imports,
// React, react-router and i18next included: one file compresses better than several), its
// CSS and its strings. Everything else arrives after sign-in, each library in its own chunk.
const chunkGroups = [
  { name: 'index', tags: ['$initial' as const], priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // The header menus' own code (radix's menu and floating-ui) loads with those menus, after the home
  // page; a group takes the modules its modules import too, so the one shared with dialogs goes first.
  { name: 'radix', test: /node_modules[\\/](@radix-ui[\\/](?!react-(?:dropdown-menu|menu|popper|roving-focus|collection|direction|arrow|use-size|switch|use-previous)[\\/])[\w-]+|aria-hidden|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/, priority: 21 },
  { name: 'radix-menu', test: /node_modules[\\/](@radix-ui[\\/]react-(dropdown-menu|menu|popper|roving-focus|collection|direction|arrow|use-size)|@floating-ui)[\\/]/, priority: 20 },
  { name: 'radix-switch', test: /node_modules[\\/]@radix-ui[\\/]react-(switch|use-previous)[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/, priority: 20 },
  // Strings: one chunk per language and load group (login, shell, each section); the login
  // page's chunk holds the bundle module that lists its files too (locales/bundles/*-login.ts).
  { name: localeChunk, test: /[\\/]locales[\\/](?:[\w-]+[\\/][\w-]+\.json|bundles[\\/][\w-]+-login\.ts)$/, priority: 10 },
];

const localeFolders = ['zh-CN', 'en', 'zh-TW'];

function localeChunk(id: string): string | null {
  const login = /[\\/]locales[\\/]bundles[\\/]([\w-]+)-login\.ts$/.exec(id);
  if (login) return `i18n-${localeFolders.find((folder) => folder.toLowerCase() === login[1])}-login`;
  const match = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
  return match ? `i18n-${match[1]}-${areaGroup(match[2] ?? '')}` : null;
}

// react-router's exports map gives bundlers its development build (dev warnings on); its
// production build is the same code with them off.
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * react-router creates <Link>, <NavLink> and <Form> with forwardRef calls that are not marked
 * pure and then sets their displayName, so no bundler may drop them: every app carries them,
 * and with them react-router's route-module prefetching, fetchers and form submission
 * (4 KB gzip of the login page). The console renders none of them (ui/link.tsx has its
 * links), so they are marked pure, without their displayName (only React DevTools reads it),
 * and go. remix-run/react-router#15299 makes the same change in the library. Where the code
 * no longer matches, this changes nothing and the bench shows the difference.
 */
function treeShakeRouterComponents(): Plugin {
  const names = ['Link', 'NavLink', 'Form'];
  return {
    name: 'tree-shake-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        let out = code;
        for (const name of names) {
          const declaration = new RegExp(`^var ${name} = (React\\d*)\\.forwardRef\\(`, 'm');
          const displayName = new RegExp(`^${name}\\.displayName = "${name}";$`, 'm');
          if (declaration.test(out) && displayName.test(out)) {
            out = out.replace(declaration, `var ${name} = /* @__PURE__ */ $1.forwardRef(`).replace(displayName, '');
          }
        }
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), treeShakeRouterComponents(), settingsIndex(), smallPreloadHelper()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction },
      { find: /^use-sync-external-store\/shim$/, replacement: join(import.meta.dirname, 'src/lib/use-sync-external-store.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.mjs (the stylesheets of the prerendered home page), then removed.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    proxy: {
      '/cgi-bin': device,
      '/menu_conf.json': device,
    },
  },
});
