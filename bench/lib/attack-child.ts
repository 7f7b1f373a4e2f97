// One attack of admin-under-attack.ts in a process of its own, so that its thousands of
// reconnections do not hold up the administrator's client. Argv: the daemon's URL, the options.
import { holdConnections, type AttackOptions } from '../../packages/device/test-support/connection-attack';

const [url, options] = process.argv.slice(2);
const held = await holdConnections(url!, JSON.parse(options!) as AttackOptions);
process.send!('ready');
process.once('message', () => {
  process.send!(held.open());
  held.stop();
  process.disconnect();
});
