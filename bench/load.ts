// `npx tsx bench/load.ts [op]`: only the op load line of `npm run bench`, against the built
// daemon; ROUTERD_PROFILE=DIR runs the daemon under `node --cpu-prof` writing into DIR.
import { signIn, startDaemon } from './lib/daemon';
import { measureOpLoad } from './lib/op-load';
import { paths } from './lib/paths';

const op = process.argv[2] ?? 'get_system_status';
const daemon = await startDaemon(process.env.ROUTERD_LAUNCHER ?? paths.daemonLauncher);
try {
  const token = await signIn(daemon.url);
  const result = await measureOpLoad(daemon, token, op, { connections: 50, seconds: 5, rounds: 3 });
  for (const round of result.rounds) {
    console.log(`daemon ${round.daemon.requestsPerSecond.toFixed(0)} req/s p99 ${round.daemon.p99Ms.toFixed(1)} ms ${round.daemon.cpuUsPerRequest.toFixed(0)} us CPU; bare ${round.bare.requestsPerSecond.toFixed(0)} req/s p99 ${round.bare.p99Ms.toFixed(1)} ms ${round.bare.cpuUsPerRequest.toFixed(0)} us CPU; ${round.ratio.toFixed(2)}x`);
  }
  console.log(`median ratio ${result.ratio.toFixed(2)}x`);
} finally {
  await daemon.stop();
}
