import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const paths = {
  root,
  consoleDist: path.join(root, 'packages/console/dist'),
  consoleLocales: path.join(root, 'packages/console/src/locales'),
  /** runs packages/device/dist/main.js with the daemon's memory settings */
  daemonLauncher: path.join(root, 'packages/device/bin/routerd'),
  bareServer: path.join(root, 'bench/lib/bare-server.mjs'),
  results: path.join(root, 'bench/results'),
};
