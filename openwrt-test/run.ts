// npm run test:openwrt: the real-stack layer. Where OPENWRT_TOOLS is unset or lacks OpenWrt's
// programs it says so and succeeds (a fresh clone, CI); otherwise it runs the vitest project `openwrt`
// over the programs in that folder. Nothing here builds them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lookUpTools, repoRoot, skippedLine } from './tools';

const { skipped } = lookUpTools();
if (skipped) {
  console.log(skippedLine(skipped));
  process.exit(0);
}
// the router build where its workspace exists (packages/router), else the tests install a placeholder page
if (existsSync(join(repoRoot, 'packages/router/package.json')) && !existsSync(join(repoRoot, 'packages/router/dist/www/routerd/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/router'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'openwrt', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
process.exit(run.status ?? 1);
