// OpenWrt's files and what its real `uci` tool makes of them, read from
// ../shared/openwrt (test-support/openwrt-reference.ts); none where that folder is absent.
import { readReference, referenceNames } from './openwrt-reference';

export interface UciFixture {
  /** e.g. `syntax/quoting` */
  id: string;
  /** the file name, which is also the package name */
  name: string;
  input: string;
  exported?: string;
  shown?: string;
  error?: { reason: string; line: number; byte: number };
}

export function loadFixtures(group: 'syntax' | 'defaults'): UciFixture[] {
  return referenceNames(group).map((name) => loadFixture(group, name));
}

function loadFixture(group: 'syntax' | 'defaults', name: string): UciFixture {
  const read = (ext: string) => readReference(group, name + ext);
  const errorText = read('.error');
  return {
    id: `${group}/${name}`,
    name,
    input: read('') ?? '',
    exported: read('.export'),
    shown: read('.show'),
    error: errorText === undefined ? undefined : parseErrorLine(errorText),
  };
}

function parseErrorLine(text: string): UciFixture['error'] {
  const match = /^Parse error \((.*)\) at line (\d+), byte (\d+)$/m.exec(text);
  if (!match) throw new Error(`unreadable .error fixture: ${text}`);
  return { reason: match[1] ?? '', line: Number(match[2]), byte: Number(match[3]) };
}
