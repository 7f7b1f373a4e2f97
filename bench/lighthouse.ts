// `npx tsx bench/lighthouse.ts`: only the Lighthouse lines of `npm run bench`, against the built
// console and daemon (run `npm run build` first).
import { startDaemon } from './lib/daemon';
import { measureLighthouse } from './lib/lighthouse-run';
import { paths } from './lib/paths';
import { lighthouseSection } from './lib/report';

const daemon = await startDaemon(paths.daemonLauncher);
try {
  console.log(lighthouseSection(await measureLighthouse(daemon.url)));
} finally {
  await daemon.stop();
}
