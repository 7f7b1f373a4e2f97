// The daemon's command line: `bin/routerd --host 127.0.0.1 --port 8080 --data ./data` (the launcher
// runs dist/main.js with the memory settings of DESIGN "Budgets").
// Tests and the e2e harness read the line `listening on http://HOST:PORT`.
import { ConfigError, helpText, loadConfig, wantsHelp } from './config';
import { startDevice } from './device';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (wantsHelp(argv)) {
    console.log(helpText());
    return;
  }
  const config = loadConfig(argv, process.env);
  const device = await startDevice(config);
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
