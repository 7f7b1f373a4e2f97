// The ubus platform runs in the browser (the router build): nothing it loads may need Node. Walks
// its import graph (type-only imports are erased and skipped) and fails on a Node module, or a
// Buffer or process a module would reach at run time.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contractSrc = path.resolve(import.meta.dirname, '../../../contract/src');
const coreSrc = path.resolve(import.meta.dirname, '../../../core/src');
const nodeBuiltins = /^(node:|fs$|path$|os$|crypto$|child_process$|http$|https$|net$|dgram$|stream$|util$|zlib$|url$|events$)/;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@rc/contract/') ? path.join(contractSrc, specifier.slice('@rc/contract/'.length)) : specifier.startsWith('@rc/core/') ? path.join(coreSrc, specifier.slice('@rc/core/'.length)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((file) => existsSync(file) && file.endsWith('.ts'));
}

/** Every module the entry loads at run time, and what of Node each one reaches. */
function nodeUses(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, typeOnly, specifier = ''] of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
      if (typeOnly) continue;
      if (nodeBuiltins.test(specifier)) found.push(`${path.relative(contractSrc, file)} imports ${specifier}`);
      const next = resolveImport(file, specifier);
      if (next) visit(next);
    }
    if (/\bBuffer\.|\bprocess\.(env|argv|cwd|exit|platform)/.test(code)) found.push(`${path.relative(contractSrc, file)} uses Buffer or process`);
  };
  visit(entry);
  return found;
}

describe('the ubus platform in the browser', () => {
  it('loads no Node module, Buffer or process, however deep', () => {
    expect(nodeUses(path.join(import.meta.dirname, 'ubus-platform.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, 'router-samba.ts'))).toEqual([]);
    // the OpenVPN PEM checks are the daemon's code too (settings/openvpn-pem-checks.ts, asn1js)
    expect(nodeUses(path.join(import.meta.dirname, 'router-openvpn-pems.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, 'router-ops.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, 'router-restore.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, 'router-firmware.ts'))).toEqual([]);
    // Speech control's settings are the shared handlers; its status is the router's own
    expect(nodeUses(path.join(import.meta.dirname, '../../../core/src/ops/service/speech.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, 'router-speech.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, 'router-history.ts'))).toEqual([]);
    expect(nodeUses(path.join(import.meta.dirname, '../../../core/src/ops/system/history.ts'))).toEqual([]);
  });

  it('would see one (the check is not blind)', () => {
    expect(nodeUses(path.join(import.meta.dirname, '../../../device/src/platform/linux/linux-platform.ts'))).toContainEqual(expect.stringMatching(/imports node:fs\/promises$/));
  });
});
