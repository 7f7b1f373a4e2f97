// Reading a ubus answer's JSON whatever it holds: a missing or mistyped value reads as empty.
// Browser-safe: no Node module.
export type Json = Record<string, unknown>;

export function object(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A program's JSON output (mmcli -J); {} for anything else, as a missing answer reads. */
export function parseJson(text: string): Json {
  try {
    return object(JSON.parse(text));
  } catch {
    return {};
  }
}
