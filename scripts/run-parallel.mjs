// Runs the commands given as arguments at once, as many as the machine has cores, each one's
// output printed whole when it ends (not interleaved); fails when any fails. For checks that each
// take one core, such as `tsc -p` of the workspaces: on CI's 2 cores two run side by side. npm
// test's `checks` runs the typecheck (itself two tsc at a time) beside eslint, which fills the
// core the typecheck's last tsc leaves idle.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), commands.length));

function run(command) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'} (${seconds} s): ${command}\n${output}`);
      done(code === 0);
    });
  });
}

const queue = [...commands];
const results = await Promise.all(
  Array.from({ length: slots }, async () => {
    let ok = true;
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) ok = (await run(command)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
