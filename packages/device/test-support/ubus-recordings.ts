// Test support (Node only, never imported by the platform): a recording of src/ubus/fixtures/
// without its `#` header (the source it came from), as text or as the JSON ubus answered.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function fixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, '../src/ubus/fixtures', name), 'utf8').replace(/^(#.*\n)+/, '');
}

export function jsonFixture(name: string): Record<string, unknown> {
  return JSON.parse(fixture(name)) as Record<string, unknown>;
}
