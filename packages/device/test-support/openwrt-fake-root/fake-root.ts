// Test support: a fake OpenWrt root — bin/ holds stubs of the programs the openwrt driver runs
// (each a two-line sh script starting stub.mjs with this node), etc/config the UCI files,
// tmp/dhcp.leases dnsmasq's leases — and the commands the stubs were run with.
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const stubbedPrograms = ['reload_config', 'ubus', 'iwinfo', 'sysupgrade', 'firstboot', 'reboot', 'logread', 'ifup', 'ifdown', 'mmcli', 'ip', 'ping', 'nslookup', 'sysctl'] as const;

const here = import.meta.dirname;

export interface RunCommand {
  program: string;
  args: string[];
}

export interface FakeRoot {
  root: string;
  bin: string;
  configDir: string;
  /** the environment to run the stubs with: only bin/ on PATH, so no real program can run */
  env: NodeJS.ProcessEnv;
  /** what the stubs were run with, in order */
  commands(): Promise<RunCommand[]>;
  clearCommands(): Promise<void>;
  /** the next runs of `program` fail with `stderr` */
  fail(program: string, stderr: string): Promise<void>;
  /** answers `fixture` (a fixtures/ name) with this text instead (headers of `#` lines are dropped) */
  answer(fixture: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

export async function makeFakeRoot(): Promise<FakeRoot> {
  const root = await mkdtemp(path.join(tmpdir(), 'rc-openwrt-'));
  const bin = path.join(root, 'bin');
  const configDir = path.join(root, 'etc/config');
  await Promise.all([mkdir(bin), mkdir(configDir, { recursive: true }), mkdir(path.join(root, 'tmp')), mkdir(path.join(root, 'fail')), mkdir(path.join(root, 'answers'))]);
  await writeFile(path.join(root, 'tmp/dhcp.leases'), await freshLeases());
  for (const program of stubbedPrograms) {
    const script = path.join(bin, program);
    await writeFile(script, `#!/bin/sh\nFAKE_ROOT=${quote(root)} exec ${quote(process.execPath)} ${quote(path.join(here, 'stub.mjs'))} ${program} "$@"\n`);
    await chmod(script, 0o755);
  }
  // /etc/init.d/cron is run by its path (procd's init script of BusyBox crond).
  await mkdir(path.join(root, 'etc/init.d'), { recursive: true });
  const cron = path.join(root, 'etc/init.d/cron');
  await writeFile(cron, `#!/bin/sh\nFAKE_ROOT=${quote(root)} exec ${quote(process.execPath)} ${quote(path.join(here, 'stub.mjs'))} /etc/init.d/cron "$@"\n`);
  await chmod(cron, 0o755);
  const log = path.join(root, 'commands.log');
  return {
    root,
    bin,
    configDir,
    env: { PATH: bin },
    commands: async () =>
      (await readFile(log, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RunCommand),
    clearCommands: () => rm(log, { force: true }),
    fail: (program, stderr) => writeFile(path.join(root, 'fail', program), stderr),
    answer: (fixture, text) => writeFile(path.join(root, 'answers', fixture), text),
    // A stub the daemon started may still be writing its log as the daemon exits: rm retries then
    // (ENOTEMPTY) instead of failing the test that cleans up.
    remove: () => rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}

/** The fixture's leases, running out an hour from now (dnsmasq drops expired ones). */
async function freshLeases(): Promise<string> {
  const expiry = String(Math.floor(Date.now() / 1000) + 3600);
  const text = await readFile(path.join(here, '../../src/platform/openwrt/fixtures/dhcp.leases'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/^\d+/, expiry) + '\n')
    .join('');
}

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
