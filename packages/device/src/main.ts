// The daemon's command line: `bin/routerd --host 127.0.0.1 --port 8080 --data ./data` (the launcher
// runs dist/main.js with the memory settings of DESIGN "Budgets").
// Tests and the e2e harness read the line `listening on http://HOST:PORT`.
import { setFlagsFromString } from 'node:v8';
import { ConfigError, helpText, loadConfig, wantsHelp } from './config';
import { startDevice } from './device';

/**
 * The launcher starts V8 with 8 times its interrupt budget, so that building the contract's schemas
 * once at start does not page in TurboFan (bench/README.md "Device budgets"). Started, the daemon
 * sets a quarter of V8's own budget (132 KiB in Node 20's V8, flag-definitions.h; read each time a
 * function's budget is reset, so it takes effect at run time): the code that answers requests is
 * optimised after a few hundred calls instead of a few thousand (op latency over the first 2,000
 * calls 1.12-1.18x instead of 1.29-1.38x; 2 MB more resident after them).
 */
function tierUpRequestCode(): void {
  setFlagsFromString(`--interrupt-budget=${(132 * 1024) / 4}`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (wantsHelp(argv)) {
    console.log(helpText());
    return;
  }
  const config = loadConfig(argv, process.env);
  const device = await startDevice(config);
  tierUpRequestCode();
  const stop = () => {
    device.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`${err.message}\n\n${helpText()}`);
    process.exit(2);
  }
  console.error('device daemon failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
