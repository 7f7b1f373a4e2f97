// Bundles the daemon, the contract sources and the npm packages it imports into one file that
// runs without node_modules (DESIGN "Budgets", bench/README.md "Device budgets"): loading zod as
// its ~80 ES modules cost about 2.5 MB more resident memory than one script, and minified source
// is pure ASCII, which V8 keeps at one byte per character instead of two.
import { build } from 'esbuild';

// zod's translated messages are 290 KB of the bundle (the daemon answers i18n keys, never zod's
// words) and esbuild cannot drop them: `z.locales` keeps them reachable. English stays, as zod
// imports it on its own.
const withoutZodLocales = {
  name: 'without-zod-locales',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      args.importer.includes('/node_modules/zod/') ? { path: 'zod-locales', namespace: 'empty' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  // One chunk per platform driver besides main.js, loaded by create-platform.ts when chosen.
  outdir: new URL('./dist', import.meta.url).pathname,
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Identifiers stay, so that a logged stack trace still names its functions.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  plugins: [withoutZodLocales],
  // busboy is CommonJS and requires node's own modules; an ES module bundle has no require of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
