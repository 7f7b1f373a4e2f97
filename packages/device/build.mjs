// Bundles the daemon, the contract sources and the npm packages it imports into one file that
// runs without node_modules (DESIGN "Budgets", bench/README.md "Device budgets"): loading zod as
// its ~80 ES modules cost about 2.5 MB more resident memory than one script, and minified source
// is pure ASCII, which V8 keeps at one byte per character instead of two.
import { build } from 'esbuild';
import { daemonBuildOptions } from './build-options.mjs';

await build(daemonBuildOptions);
