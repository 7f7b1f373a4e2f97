// `npm run bench:router-pages`: DESIGN.md's page budgets for the console as a stock OpenWrt serves
// it (issue 27.6): the router build over OpenWrt's real uhttpd + rpcd (openwrt-test/stack.ts),
// loaded in Chromium and measured as bench/run.ts measures the Node build (lib/page-load.ts),
// sized by the gzip files the router serves. It reports; it exits non-zero when something could
// not be measured or a page is over its budget.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { rootPassword, startConsoleStack, consoleUrl } from '../openwrt-test/console-support';
import { findToolsKit, prepareTools, toolsHint } from '../openwrt-test/tools';
import { Budgets, check, KB } from './lib/budgets';
import type { BuiltFile } from './lib/bundle-sizes';
import { measurePageLoads } from './lib/page-load';
import { pageTotals } from './lib/page-totals';
import { paths } from './lib/paths';

const routerWww = path.join(paths.root, 'packages/router/dist/www/routerd');

/** Every script and style the router serves (assets/NAME.gz, sent as assets/NAME with gzip encoding). */
async function routerFiles(): Promise<BuiltFile[]> {
  const names = await readdir(path.join(routerWww, 'assets')).catch(() => {
    throw new Error(`no router build in ${routerWww} (run npm run build)`);
  });
  return Promise.all(
    names.map(async (name) => {
      const { size } = await stat(path.join(routerWww, 'assets', name));
      return { file: `assets/${name.replace(/\.gz$/, '')}`, bytes: size, gzipBytes: size };
    }),
  );
}

async function main(): Promise<number> {
  const kit = findToolsKit();
  if (!kit) throw new Error(`${toolsHint} is not on this machine`);
  const files = await routerFiles();
  const stack = await startConsoleStack(prepareTools(kit));
  try {
    const loads = await measurePageLoads(consoleUrl(stack).replace(/\/$/, ''), { username: 'root', password: rootPassword, assetBaseUrl: `${stack.url}/cgi-bin/routerd` });
    const totals = pageTotals(loads, files);
    const budgets = [check('router: login page JS+CSS', totals.loginGzip / KB, Budgets.loginGzipKb, 'KB'), check('router: home page JS+CSS in total', totals.homeTotalGzip / KB, Budgets.homeGzipKb, 'KB')];
    const sizeOf = (file: string) => ((files.find((built) => built.file === file)?.gzipBytes ?? 0) / KB).toFixed(1);
    console.log(`login page loaded:\n${totals.loginFiles.map((file) => `  ${sizeOf(file).padStart(6)} KB  ${file}`).join('\n')}`);
    console.log(`home page added:\n${totals.homeFiles.map((file) => `  ${sizeOf(file).padStart(6)} KB  ${file}`).join('\n')}`);
    console.log(`whole router build: ${(files.reduce((sum, file) => sum + file.gzipBytes, 0) / KB).toFixed(1)} KB gzip`);
    for (const budget of budgets) console.log(`${budget.status.padEnd(4)}  ${budget.name}: ${budget.value.toFixed(2)} ${budget.unit} (limit ${budget.limit})`);
    return budgets.every((budget) => budget.status === 'PASS') ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('router page bench failed:', error);
    process.exit(1);
  },
);
