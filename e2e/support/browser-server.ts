// One Chromium for a browser layer's run (vitest globalSetup of the e2e and openwrt projects):
// each test file connects to it instead of starting its own, which costs every file a browser
// start and stop. Files still get their own contexts; closing their Browser only disconnects.
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './chromium-options';
// provide('browserEndpoint'): declared beside its reader, browser.ts

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumOptions());
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
