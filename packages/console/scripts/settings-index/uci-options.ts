// Which OpenWrt option each console field ends up in, read from the device's settings code:
// `setOption(section, 'leasetime', `${input.leaseTime}${input.leaseUnit}`)` says leaseTime and
// leaseUnit are written to `leasetime`. The contract module a page imports
// (@rc/contract/ops/network/dhcp) names the handler file (core src/ops/network/dhcp.ts);
// that file and the settings code it imports are read.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { calleeName, literalText, parseFile, resolveRelative, valueImports, walk } from './source-files.ts';

/** The device's UCI writers: (section, option, value). */
const writers = new Set(['setOption', 'setUnlessDefault']);

export interface UciWrites {
  /** every option the code writes */
  options: Set<string>;
  /** field or variable name -> the options its value flows into */
  byName: Map<string, Set<string>>;
}

export function uciWritesOf(contractModules: readonly string[], deviceSrc: string): UciWrites {
  const writes: UciWrites = { options: new Set(), byName: new Map() };
  for (const file of deviceFiles(contractModules, deviceSrc)) collectWrites(parseFile(file), writes);
  return writes;
}

/**
 * The options a field named `name` is written to; first its own name when the code writes an
 * option so named (the Wi-Fi width `htmode`, not the work mode that also changes it).
 */
export function optionsOfField(name: string, writes: UciWrites): string[] {
  const own = name.toLowerCase();
  const others = [...(writes.byName.get(name) ?? [])].filter((option) => option !== own).sort();
  return writes.options.has(own) ? [own, ...others] : others;
}

function deviceFiles(contractModules: readonly string[], deviceSrc: string): string[] {
  // a handler file the daemon alone loads (device/src/daemon-ops: a router answers its ops otherwise)
  // calls the shared handlers in core by their package name
  const daemonOps = join(deviceSrc, '../../device/src/daemon-ops');
  const within = [join(deviceSrc, 'ops') + sep, join(deviceSrc, 'settings') + sep, daemonOps + sep];
  const queue = contractModules
    .flatMap((specifier) => [join(deviceSrc, 'ops'), daemonOps].map((root) => join(root, `${specifier.replace('@rc/contract/ops/', '')}.ts`)))
    .filter((file) => existsSync(file));
  const seen = new Set(queue);
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(parseFile(file))) {
      const next = specifier.startsWith('@rc/core/') ? join(deviceSrc, `${specifier.slice('@rc/core/'.length)}.ts`) : resolveRelative(file, specifier);
      if (next && !seen.has(next) && !next.endsWith('.test.ts') && within.some((folder) => next.startsWith(folder))) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

function collectWrites(source: ts.SourceFile, writes: UciWrites): void {
  walk(source, (node) => {
    if (!ts.isCallExpression(node) || !writers.has(calleeName(node) ?? '')) return;
    const option = literalText(node.arguments[1]);
    const value = node.arguments[2];
    if (!option || !value) return;
    writes.options.add(option);
    for (const name of namesIn(value, new Set())) {
      const options = writes.byName.get(name) ?? new Set<string>();
      options.add(option);
      writes.byName.set(name, options);
    }
  });
}

/** The names an expression reads (`input.dns1` gives dns1), through the local constants it uses. */
function namesIn(expression: ts.Node, seen: Set<ts.Node>): Set<string> {
  const names = new Set<string>();
  walk(expression, (node) => {
    if (ts.isPropertyAccessExpression(node)) names.add(node.name.text);
    else if (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
      names.add(node.text);
      const local = localInitializer(node);
      if (local && !seen.has(local)) {
        seen.add(local);
        for (const name of namesIn(local, seen)) names.add(name);
      }
    }
  });
  return names;
}

/** `const dns = [input.dns1, input.dns2]` in the function around a use of `dns`. */
function localInitializer(use: ts.Identifier): ts.Expression | undefined {
  let body: ts.Node | undefined = use.parent;
  while (body && !ts.isFunctionLike(body)) body = body.parent;
  if (!body) return undefined;
  let found: ts.Expression | undefined;
  walk(body, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === use.text && node.initializer) found ??= node.initializer;
  });
  return found;
}
