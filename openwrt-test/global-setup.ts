// Finds OpenWrt's programs once before the layer's files run; the test files get them through
// inject('openwrtTools') (null: the layer skips, and says why once here).
import type { TestProject } from 'vitest/node';
import { lookUpTools, skippedLine, type OpenWrtTools } from './tools';

declare module 'vitest' {
  export interface ProvidedContext {
    openwrtTools: OpenWrtTools | null;
  }
}

export default function setup(project: TestProject): void {
  const { tools, skipped } = lookUpTools();
  if (skipped) console.log(skippedLine(skipped));
  project.provide('openwrtTools', tools ?? null);
}
