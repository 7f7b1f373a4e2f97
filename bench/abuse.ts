// `npm run bench:abuse`: issue 12's attacks against the built daemon, measured (bench/README.md,
// "Abuse"). `--launcher PATH` runs another build's launcher, to compare before and after.
import { parseArgs } from 'node:util';
import { attacks, measureAdminUnderAttack, type Attack } from './lib/admin-under-attack';
import { startDaemon } from './lib/daemon';
import { measureHeldBodies } from './lib/held-bodies';
import { measureLoginFlood } from './lib/login-flood';
import { measureCutUploads } from './lib/cut-uploads';
import { paths } from './lib/paths';

const CONNECTIONS = 2_500;
const LOGINS = 300;
const IDLE_SETTLE_MS = 2_000;
const CUT_UPLOAD_BURSTS = 4;

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

  // Issue 26.2: uploads cut short and stalled.
  const uploads = await startDaemon(launcher, consoleDir);
  try {
    const cut = await measureCutUploads(uploads.url, uploads.pid, CUT_UPLOAD_BURSTS);
    const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : Number.isNaN(ms) ? 'n/a (saves not blocked)' : 'never');
    console.log(`cut uploads: ${cut.uploads} signed-in uploads to upgrade_local and restore_upload, cut before the closing boundary or reset mid-body, in bursts of 50`);
    console.log(`  daemon exits: ${cut.exits}; saves work again ${seconds(cut.settleMs)} after the last; after a stalled upload's last byte ${seconds(cut.stalledMs)} (allowed pause 60 s)`);
  } finally {
    await uploads.stop();
  }

  for (const attack of Object.keys(attacks) as Attack[]) await adminUnderAttack(launcher, consoleDir, attack);
}

// Issue 26.3: the administrator's calls and sign-ins while strangers hold connections.
async function adminUnderAttack(launcher: string, consoleDir: string[], attack: Attack): Promise<void> {
  const daemon = await startDaemon(launcher, consoleDir);
  try {
    const result = await measureAdminUnderAttack(daemon.url, daemon.pid, attack);
    const { addresses, perAddress, head } = attacks[attack];
    const held = `${addresses.toLocaleString('en')} addresses x ${perAddress} ${head ? 'sign-ins announcing 1,000 bytes and sending 20' : 'idle connections sending nothing'}`;
    console.log(`admin under ${attack}: ${held}, each reopened 20 ms after the daemon drops it`);
    console.log(`  admin success ${result.succeeded} of ${result.calls} (a sign-in, then 9 reads and saves with the token, each on a new connection); failures ${JSON.stringify(result.failures)}`);
    console.log(`  per call median ${result.ms.median.toFixed(1)} ms, worst ${result.ms.max.toFixed(0)} ms; attack sockets open at the end ${result.held}; daemon RSS ${result.rssMb.toFixed(1)} MB`);
  } finally {
    await daemon.stop();
  }
}

main().catch((error: unknown) => {
  console.error('abuse bench failed:', error);
  process.exit(1);
});
