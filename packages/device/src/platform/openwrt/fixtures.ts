// Test support: a fixture of fixtures/ without its `#` header (the source it came from).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function fixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8').replace(/^(#.*\n)+/, '');
}

/** A stock OpenWrt file of fixtures/ without its `#:` header, byte for byte as OpenWrt ships it. */
export function stockFile(name: string): string {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8').replace(/^(#:.*\n)+/, '');
}
