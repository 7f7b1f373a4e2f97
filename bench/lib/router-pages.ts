// The console's first paint and home page as a stock OpenWrt serves them (issue 27.6): uhttpd's
// /www/routerd/index.html, the scripts and styles from the assets CGI, signed in as root.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { OpenWrtStack } from '../../openwrt-test/stack';
import { consoleBuild } from '../../packaging/openwrt/install-files';
import { measurePageLoads, type LoadedAsset, type PageLoads } from './page-load';

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
