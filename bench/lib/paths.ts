import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const paths = {
  root,
  consoleDist: path.join(root, 'packages/console/dist'),
  consoleLocales: path.join(root, 'packages/console/src/locales'),
  daemonMain: path.join(root, 'packages/device/dist/main.js'),
  bareServer: path.join(root, 'bench/lib/bare-server.mjs'),
  results: path.join(root, 'bench/results'),
};
