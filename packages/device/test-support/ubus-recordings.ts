// Test support (Node only, never imported by the platform): a recording of src/ubus/fixtures/
// without its `#` header (the source it came from), as text or as the JSON ubus answered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UbusCallError, UbusStatus } from '../../router/src/ubus/ubus';

export function fixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, '../../router/src/ubus/fixtures', name), 'utf8').replace(/^(#.*\n)+/, '');
}

export function jsonFixture(name: string): Record<string, unknown> {
  return JSON.parse(fixture(name)) as Record<string, unknown>;
}

/** One of rpcd-file-answers.json as a Ubus call resolves it: the answer ({} for none), or the UbusCallError of its status. */
export function rpcdFileAnswer(name: string): Record<string, unknown> | UbusCallError {
  const [status, answer] = jsonFixture('rpcd-file-answers.json')[name] as [number, Record<string, unknown>?];
  if (status === UbusStatus.ok) return answer ?? {};
  const [first = '', second = ''] = name.split(' ');
  return first === 'rc' ? new UbusCallError('rc', second, status) : new UbusCallError('file', first, status);
}
