// `npm run bench:abuse`: issue 12's attacks against the built daemon, measured (bench/README.md,
// "Abuse"). `--launcher PATH` runs another build's launcher, to compare before and after.
import { parseArgs } from 'node:util';
import { startDaemon } from './lib/daemon';
import { measureHeldBodies } from './lib/held-bodies';
import { measureLoginFlood } from './lib/login-flood';
import { paths } from './lib/paths';

const CONNECTIONS = 2_500;
const LOGINS = 300;
const IDLE_SETTLE_MS = 2_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { launcher: { type: 'string' } } });
  const launcher = values.launcher ?? paths.daemonLauncher;
  const consoleDir = ['--console-dir', paths.consoleDist];

  const memory = await startDaemon(launcher, consoleDir);
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const held = await measureHeldBodies(memory.url, memory.pid, CONNECTIONS);
    console.log(`held bodies: ${held.connections} connections without a token, each 65,000 of 65,536 announced bytes, held 4 s`);
    console.log(`  answered ${held.answered}; RSS before ${held.rssMb.before.toFixed(1)} MB, while held ${held.rssMb.peak.toFixed(1)} MB, 5 s after ${held.rssMb.after.toFixed(1)} MB`);
  } finally {
    await memory.stop();
  }

  const flood = await startDaemon(launcher, consoleDir);
  try {
    const result = await measureLoginFlood(flood.url, LOGINS);
    const { staticMs } = result;
    console.log(`login flood: ${result.logins} parallel logins with the right password from 10 addresses, done in ${(result.floodMs / 1000).toFixed(1)} s; codes ${JSON.stringify(result.codes)}`);
    console.log(`  index.html: quiet median ${staticMs.quietMedian.toFixed(1)} ms; during the flood median ${staticMs.median.toFixed(1)} ms, max ${staticMs.max.toFixed(1)} ms (${staticMs.samples} requests)`);
  } finally {
    await flood.stop();
  }
}

main().catch((error: unknown) => {
  console.error('abuse bench failed:', error);
  process.exit(1);
});
