// Quick check of the two page budgets (DESIGN.md "Budgets") without the whole bench:
// `npm run bench:pages` builds, loads the login and home pages in Chromium, prints gzip KB.
import { Budgets, KB } from './lib/budgets';
import { measureBuiltFiles } from './lib/bundle-sizes';
import { startDaemon } from './lib/daemon';
import { measurePageLoads } from './lib/page-load';
import { pageTotals } from './lib/page-totals';
import { paths } from './lib/paths';

const files = await measureBuiltFiles(paths.consoleDist);
const daemon = await startDaemon(paths.daemonLauncher);
try {
  const totals = pageTotals(await measurePageLoads(daemon.url), files);
  const line = (name: string, bytes: number, limitKb: number) =>
    `${name}: ${(bytes / KB).toFixed(2)} KB of ${limitKb} KB ${bytes <= limitKb * KB ? 'ok' : 'OVER'}`;
  console.log(line('login', totals.loginGzip, Budgets.loginGzipKb));
  console.log(line('home', totals.homeTotalGzip, Budgets.homeGzipKb));
  console.log('home adds:', totals.homeFiles.join(' '));
  if (totals.loginGzip > Budgets.loginGzipKb * KB || totals.homeTotalGzip > Budgets.homeGzipKb * KB) process.exitCode = 1;
} finally {
  await daemon.stop();
}
