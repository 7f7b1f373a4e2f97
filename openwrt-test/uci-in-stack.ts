// OpenWrt's uci in a running stack's mount namespace, where /etc is the test root's overlay:
// written from outside, the overlay would keep showing the old file.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { OpenWrtStack } from './stack';
import type { OpenWrtTools } from './tools';

export function uciInStack(tools: OpenWrtTools, stack: OpenWrtStack, ...args: string[]): string {
  const userNamespace = process.getuid?.() === 0 ? [] : ['-U', '--preserve-credentials'];
  return execFileSync('nsenter', ['-t', String(stack.pid), '-m', ...userNamespace, '--', join(tools.prefix, 'bin/uci'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, LD_LIBRARY_PATH: join(tools.prefix, 'lib') },
  });
}
