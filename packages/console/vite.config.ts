import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { areaGroup } from './src/lib/i18n-groups.ts';

const device = 'http://127.0.0.1:8080';

// DESIGN budgets: the login page loads only the `framework` chunk and the entry. Every
// other library sits in its own chunk that a lazy route pulls in after sign-in.
const chunkGroups = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'radix', test: /node_modules[\\/](@radix-ui|@floating-ui|aria-hidden|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/, priority: 20 },
  // Strings: one chunk per language and load group (login, shell, each section).
  { name: localeChunk, test: /[\\/]locales[\\/][\w-]+[\\/][\w-]+\.json$/, priority: 10 },
];

function localeChunk(id: string): string | null {
  const match = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
  return match ? `i18n-${match[1]}-${areaGroup(match[2] ?? '')}` : null;
}

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
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
