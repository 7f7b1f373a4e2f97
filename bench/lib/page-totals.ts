// What the login page and the home page after sign-in loaded, in gzip bytes of the built files.
import type { BuiltFile } from './bundle-sizes';
import type { PageLoads } from './page-load';
import type { PageTotals } from './report';

export function pageTotals(loads: PageLoads, files: BuiltFile[]): PageTotals {
  const gzipOf = (file: string) => {
    const built = files.find((candidate) => candidate.file === file);
    if (!built) throw new Error(`the browser loaded ${file}, which is not in dist`);
    return built.gzipBytes;
  };
  const sum = (list: PageLoads['login'], size: (asset: PageLoads['login'][number]) => number) => list.reduce((total, asset) => total + size(asset), 0);
  const loginGzip = sum(loads.login, (asset) => gzipOf(asset.file));
  const homeAddedGzip = sum(loads.home, (asset) => gzipOf(asset.file));
  return {
    loginGzip,
    homeAddedGzip,
    homeTotalGzip: loginGzip + homeAddedGzip,
    loginFiles: loads.login.map((asset) => asset.file),
    homeFiles: loads.home.map((asset) => asset.file),
    loginWire: sum(loads.login, (asset) => asset.wireBytes),
    homeWire: sum(loads.home, (asset) => asset.wireBytes),
  };
}
