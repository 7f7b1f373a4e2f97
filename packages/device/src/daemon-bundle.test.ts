// Issue 29.3: the daemon ships no test code. The bundle is built in memory with the options of
// build.mjs, and esbuild's metafile names every source file that went into it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';

const device = path.resolve(import.meta.dirname, '..');
const testCode = /(^|\/)test-support\/|\/testing\/|-test-kit\.ts$|\.test\.tsx?$/;

async function daemonInputs(): Promise<string[]> {
  const options = (await import(pathToFileURL(path.join(device, 'build-options.mjs')).href)) as { daemonBuildOptions: BuildOptions };
  const result = await build({ ...options.daemonBuildOptions, write: false, sourcemap: false, metafile: true, logLevel: 'silent' });
  return Object.keys(result.metafile.inputs);
}

describe('the daemon bundle', () => {
  it('holds the daemon and no test support, test kit or test', async () => {
    const inputs = await daemonInputs();
    expect(inputs.some((file) => file.endsWith('packages/device/src/main.ts'))).toBe(true);
    expect(inputs.filter((file) => testCode.test(file))).toEqual([]);
  });
});
