import { build } from 'esbuild';
for (const n of ['reg', 'zod', 'fast']) await build({ entryPoints: [`/tmp/perf/b/${n}.ts`], outfile: `/work/main/packages/device/dist/exp-${n}.js`, bundle: true, platform: 'node', target: 'node20', format: 'esm', external: ['zod', 'fastify', '@fastify/static'], logLevel: 'warning' });
