// The package's SIM watch service (packaging/openwrt/files/usr/share/routerd/simwatch.uc) on
// OpenWrt's real ucode inside a stack's mount namespace, as procd runs it: `--root` is the stack's
// root, so that /etc/config/sims, /tmp and the flash copy are the stack's, and its mmcli is the
// stack's (rpcd's `file exec`). A step is one run with `--once --now AT`: the clock injected, a
// restart between every two steps.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { OpenWrtStack } from './stack';
import type { OpenWrtTools } from './tools';

function command(tools: OpenWrtTools, stack: OpenWrtStack, args: string[]) {
  const ucode = [join(tools.prefix, 'bin/ucode'), join(stack.root, 'usr/share/routerd/simwatch.uc'), '--root', stack.root, ...args];
  const env = { ...process.env, TZ: 'UTC', LD_LIBRARY_PATH: join(tools.prefix, 'lib') };
  return { args: ['-t', String(stack.pid), '-m', '--', ...ucode], env };
}

/** One step at `at` (seconds): its exit status and what it wrote to stderr (an exception its checks missed). */
export function simWatchStep(tools: OpenWrtTools, stack: OpenWrtStack, at: number): { status: number | null; stderr: string } {
  const { args, env } = command(tools, stack, ['--once', '--now', String(at)]);
  const run = spawnSync('nsenter', args, { env, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

/** The service running on its own clock (a step every 5 s) until the caller sends SIGTERM, as procd stops it. */
export function startSimWatch(tools: OpenWrtTools, stack: OpenWrtStack): ChildProcess {
  const { args, env } = command(tools, stack, []);
  return spawn('nsenter', args, { env, stdio: 'ignore' });
}
