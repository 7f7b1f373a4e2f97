// The console's first paint and home page as a stock OpenWrt serves them (issue 27.6): uhttpd's
// /www/routerd/index.html, the scripts and styles from the assets CGI, signed in as root. The one
// copy of this measure: `npm run bench` (router.ts) and `npm run bench:router-pages` (router-pages.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { OpenWrtStack } from '../../openwrt-test/stack';
import { consoleBuild } from '../../packaging/openwrt/install-files';
import { Budgets, check, KB, type BudgetCheck } from './budgets';
import { measurePageLoads, type LoadedAsset, type PageLoads } from './page-load';
import { kb } from './report';

export interface RouterPages {
  loads: PageLoads;
  /** gzip bytes of the login page's files and of what home adds, as stored (gzip -9) and sent */
  loginBytes: number;
  homeAddedBytes: number;
}

/** The stored size of an asset the browser loaded: the build's NAME.gz, which the CGI sends as it is. */
export function storedBytes(asset: LoadedAsset): number {
  return statSync(path.join(consoleBuild, 'assets', `${path.basename(asset.file)}.gz`)).size;
}

const total = (assets: LoadedAsset[]) => assets.reduce((sum, asset) => sum + storedBytes(asset), 0);

export async function measureRouterPages(stack: OpenWrtStack, rootPassword: string): Promise<RouterPages> {
  const loads = await measurePageLoads(`${stack.url}/routerd`, { username: 'root', password: rootPassword, assetBaseUrl: `${stack.url}/cgi-bin/routerd` });
  return { loads, loginBytes: total(loads.login), homeAddedBytes: total(loads.home) };
}

/** The login and home budgets of DESIGN.md, the same as the Node build's. */
export function routerPageBudgets({ loginBytes, homeAddedBytes }: RouterPages): BudgetCheck[] {
  return [
    check('router build: login page JS+CSS', loginBytes / KB, Budgets.loginGzipKb, 'KB'),
    check('router build: home page JS+CSS in total', (loginBytes + homeAddedBytes) / KB, Budgets.homeGzipKb, 'KB'),
  ];
}

function assetLines(assets: LoadedAsset[]): string[] {
  return assets
    .map((asset) => ({ file: asset.file, bytes: storedBytes(asset) }))
    .sort((x, y) => y.bytes - x.bytes)
    .map((asset) => `    ${kb(asset.bytes).padStart(7)}  ${asset.file}`);
}

/** What each page loaded, file by file, biggest first. */
export function formatRouterPages({ loads, loginBytes, homeAddedBytes }: RouterPages, cpuLimited: boolean): string {
  const paint = loads.firstPaintMs === undefined ? '' : `, first contentful paint ${loads.firstPaintMs.toFixed(0)} ms (local Chromium${cpuLimited ? ', uhttpd and its CGIs CPU-limited' : ''})`;
  return [
    'router build over uhttpd (/routerd/, scripts and styles from the assets CGI), signed in as root; KB of the gzip -9 files as stored and sent:',
    `  login page ${loads.login.length} files ${kb(loginBytes)} KB${paint}`,
    ...assetLines(loads.login),
    `  home adds ${loads.home.length} files ${kb(homeAddedBytes)} KB; home in total ${kb(loginBytes + homeAddedBytes)} KB`,
    ...assetLines(loads.home),
  ].join('\n');
}
