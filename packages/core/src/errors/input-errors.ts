// DESIGN "The wire": a -2 answer names each bad field with an i18n key, never an English sentence.
import type { z } from 'zod';
import type { FieldError } from '@rc/contract/result-codes';

// The contract writes its messages as i18n keys ('password.tooShort'); zod's own are sentences.
const i18nKey = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

export function fieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  return issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: field ? `${field}.${key}` : key, key: 'validation.unknownField' }));
    }
    if (i18nKey.test(issue.message)) return [{ field, key: issue.message, ...messageParams(issue) }];
    const missing = issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    return [{ field, key: missing ? 'validation.required' : 'validation.invalid' }];
  });
}

/** A contract rule's values for its message (a custom issue's string `params`). */
function messageParams(issue: z.core.$ZodIssue): { params?: Record<string, string> } {
  const params = issue.code === 'custom' ? issue.params : undefined;
  if (!params) return {};
  const strings = Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return strings.length > 0 ? { params: Object.fromEntries(strings) } : {};
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
