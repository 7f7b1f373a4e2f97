// npm run test:openwrt: the real-stack layer. Where the shared OpenWrt tools folder is absent it
// says so and succeeds (a fresh clone elsewhere); otherwise it runs the vitest project `openwrt`
// (its global setup builds the tools on first use: cmake and a C compiler, see .ci/run).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findToolsKit, repoRoot, toolsHint } from './tools';

if (!findToolsKit()) {
  console.log(`SKIPPED: OpenWrt stack tests: ${toolsHint} is not on this machine (looked above ${repoRoot})`);
  process.exit(0);
}
// the router build where its workspace exists (packages/router), else the tests install a placeholder page
if (existsSync(join(repoRoot, 'packages/router/package.json')) && !existsSync(join(repoRoot, 'packages/router/dist/www/routerd/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/router'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'openwrt', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
process.exit(run.status ?? 1);
