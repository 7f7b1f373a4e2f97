// `npx tsx bench/lighthouse.ts`: only the Lighthouse lines of `npm run bench`, against the built
// console and daemon (run `npm run build` first); `-- login` or `-- home` for one page.
import { startDaemon } from './lib/daemon';
import { measureLighthouse } from './lib/lighthouse-run';
import { paths } from './lib/paths';
import { lighthouseSection } from './lib/report';

const daemon = await startDaemon(paths.daemonLauncher);
try {
  const which = process.argv.slice(2).filter((page): page is 'login' | 'home' => page === 'login' || page === 'home');
  console.log(lighthouseSection(await measureLighthouse(daemon.url, which.length ? which : undefined)));
} finally {
  await daemon.stop();
}
