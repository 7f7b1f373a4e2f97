import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESTORABLE } from './restorable-options';

// the handlers and settings code both builds run (core), and the daemon's own (device)
const sources = [path.resolve(import.meta.dirname, '..'), path.resolve(import.meta.dirname, '../../../device/src')];

/** Every handler and settings file that writes UCI (not tests, not the restore itself), by its full path. */
function writerFiles(): string[] {
  return sources.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('system/backup/'))
      .filter((file) => /^(settings|ops|daemon-ops|schedule|system)\//.test(file))
      .map((file) => path.join(root, file)),
  );
}

/** The option names a file writes by name: setOption(section, 'name', …), setUnlessDefault(…, 'name', …), and `{ option: 'name' }` tables. */
function writtenOptions(source: string): string[] {
  const calls = [...source.matchAll(/\b(?:setOption|setUnlessDefault)\((?:[^()\n]|\([^()\n]*\))*?,\s*'([A-Za-z0-9_]+)'/g)].map((match) => match[1]!);
  const tables = [...source.matchAll(/\{ option: '([A-Za-z0-9_]+)'/g)].map((match) => match[1]!);
  return [...calls, ...tables];
}

describe('RESTORABLE', () => {
  it('holds every option a page of the console writes (setOption calls of settings/, ops/, the reboot schedule and the daemon)', () => {
    const allowed = new Set(Object.values(RESTORABLE).flatMap((byType) => Object.values(byType).flatMap((byOption) => Object.keys(byOption))));
    const files = writerFiles();
    expect(files.length).toBeGreaterThan(30);
    const missing = files.flatMap((file) => writtenOptions(readFileSync(file, 'utf8')).filter((option) => !allowed.has(option)).map((option) => `${file}: ${option}`));
    expect(missing).toEqual([]);
  });

  it('finds the options a writer sets, so that the check above can fail', () => {
    expect(writtenOptions("setOption(section, 'dhcpscript', x);\nsetOption(addSection(pkg, 'globals', 'globals'), 'mmx_mask', '0x3F00');\nconst permissions = { a: { option: 'allow_wifi' } };")).toEqual(['dhcpscript', 'mmx_mask', 'allow_wifi']);
  });
});
