import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

const cores = Math.max(2, availableParallelism());
const nodeUnitWorkers = cores + 1;

export default defineConfig({
  test: {
    // vitest's own default in a run is one core fewer than the machine has: on CI's 2 cores one
    // file at a time. The node unit files (daemons, timers, files) take one more than the machine
    // has cores: a device file waits on its daemon's reboots, timers and sockets for much of its
    // time (14 of the slowest, on a busy 2-core machine: 64-81 s -> 48-55 s, the same CPU time).
    // Console, e2e and openwrt set their own.
    maxWorkers: nodeUnitWorkers,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts', 'packages/contract/scripts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'docs', include: ['docs/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'packaging', include: ['packaging/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'device', include: ['packages/device/src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'router', include: ['packages/router/**/*.test.ts'], exclude: ['**/node_modules/**', '**/dist/**'], environment: 'node', testTimeout: 60_000 } },
      {
        plugins: [react()],
        test: {
          name: 'console',
          include: ['packages/console/src/**/*.test.{ts,tsx}', 'packages/console/scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['packages/console/src/test/setup.ts'],
          // jsdom files are all CPU: after the node projects, as many at once as the machine has
          // cores. A busy machine timed them out two at a time on vitest's 5 s test and testing-
          // library's 1 s findBy limits, so both are longer here (setup.ts): a slow answer still
          // passes, a wrong one still fails.
          testTimeout: 20_000,
          maxWorkers: cores,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/browser-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Each file starts its own daemons and browser contexts and keeps no state in the modules
          // it shares (support/, playwright-core): a worker imports them once, not once per file.
          isolate: false,
        },
      },
      {
        // OpenWrt's real ubusd/rpcd/uhttpd (npm run test:openwrt; openwrt-test/run.ts)
        test: {
          name: 'openwrt',
          include: ['openwrt-test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['openwrt-test/global-setup.ts', 'e2e/support/browser-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
