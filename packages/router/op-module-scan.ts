// Which source module declares each op (packages/contract/src/ops) and which holds its handler
// (packages/core/src/ops), read from the files at build time: the router build loads an op's
// schema and handler with the page that calls it, never the whole table (DESIGN budgets).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repo = join(import.meta.dirname, '..', '..');
export const contractOps = join(repo, 'packages/contract/src/ops');
export const deviceOps = join(repo, 'packages/core/src/ops');

export interface OpModules {
  /** op -> contract module file (absolute) */
  defs: Map<string, string>;
  /** op -> device module file (absolute) that exports its handler */
  handlers: Map<string, string>;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|-test-kit\.ts$/.test(entry.name) ? [path] : [];
  });
}

function exportsOf(file: string, pattern: RegExp): string[] {
  return [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]!);
}

/** Every op of the contract's modules, and the device module exporting a handler of that name (none for `skip`). */
export function scanOpModules(skip: ReadonlySet<string>): OpModules {
  const defs = new Map<string, string>();
  for (const file of sources(contractOps)) for (const op of exportsOf(file, /^export const (\w+) = defineOp\(/gm)) defs.set(op, file);
  const handlers = new Map<string, string>();
  // ops/<folder>/<module>.ts: the handlers; the files beside (op-context.ts, handlers.ts) are not op modules.
  for (const file of sources(deviceOps).filter((path) => relative(deviceOps, path).includes('/'))) {
    for (const name of exportsOf(file, /^export (?:const|async function|function) (\w+)\b/gm)) {
      if (defs.has(name) && !skip.has(name)) handlers.set(name, file);
    }
  }
  return { defs, handlers };
}
