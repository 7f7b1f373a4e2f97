// What build.mjs bundles and how; src/daemon-bundle.test.ts builds the same in memory.
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

export const daemonBuildOptions = {
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
};
