// Builds OpenWrt's programs once before the layer's files run (in parallel they would race on
// the build); the test files get them through inject('openwrtTools').
import type { TestProject } from 'vitest/node';
import { findToolsKit, prepareTools, toolsHint, type OpenWrtTools } from './tools';

declare module 'vitest' {
  export interface ProvidedContext {
    openwrtTools: OpenWrtTools | null;
  }
}

export default function setup(project: TestProject): void {
  const kit = findToolsKit();
  if (!kit) console.log(`SKIPPED: OpenWrt stack tests: ${toolsHint} is not on this machine`);
  project.provide('openwrtTools', kit ? prepareTools(kit) : null);
}
