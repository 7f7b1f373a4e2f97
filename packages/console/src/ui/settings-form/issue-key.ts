// zod's own messages are English sentences; a contract rule carries an i18n key instead.
// For the checks that carry none (a bare .min(), a wrong type), this picks a generic key
// that the field renders with its bounds, so every message reaches the user translated.
import type { FieldInfo } from './schema-info';

export interface IssueLike {
  code: string;
  origin?: string;
  input?: unknown;
  expected?: string;
  format?: string;
  path?: readonly PropertyKey[];
}

const formatKeys: Record<string, string> = { ipv4: 'validation.ipv4', mac: 'validation.mac' };

export function issueKey(issue: IssueLike, info: FieldInfo | undefined): string {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? 'form.error.required' : typeKey(issue.expected);
    case 'too_small':
      return boundKey(issue, info, 'min');
    case 'too_big':
      return boundKey(issue, info, 'max');
    case 'invalid_value':
      return 'form.error.choice';
    case 'invalid_format':
      return formatKeys[issue.format ?? ''] ?? 'form.error.format';
    default:
      return 'form.error.invalid';
  }
}

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || input === '' || Number.isNaN(input);
}

function typeKey(expected: string | undefined): string {
  return expected === 'number' || expected === 'int' ? 'form.error.number' : 'form.error.invalid';
}

function boundKey(issue: IssueLike, info: FieldInfo | undefined, side: 'min' | 'max'): string {
  if (issue.origin === 'string') {
    if (side === 'min' && isEmpty(issue.input)) return 'form.error.required';
    return side === 'min' ? 'form.error.minLength' : 'form.error.maxLength';
  }
  if (issue.origin === 'array') return side === 'min' ? 'form.error.minItems' : 'form.error.maxItems';
  if (info?.min !== undefined && info.max !== undefined) return 'form.error.range';
  return side === 'min' ? 'form.error.min' : 'form.error.max';
}

/** Interpolation values for the generic keys above. */
export function messageParams(info: FieldInfo | undefined): Record<string, unknown> {
  return {
    min: info?.min,
    max: info?.max,
    minLength: info?.minLength,
    maxLength: info?.maxLength,
    interpolation: { escapeValue: false },
  };
}
