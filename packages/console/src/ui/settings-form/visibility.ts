import type { DependValue, FieldDecl } from './field-types';

export type FormValues = Record<string, unknown>;

function matches(actual: unknown, expected: DependValue | readonly DependValue[]): boolean {
  const allowed: readonly DependValue[] = Array.isArray(expected) ? expected : [expected as DependValue];
  return allowed.some((value) => value === actual || String(value) === String(actual ?? ''));
}

/** LuCI semantics: a field whose dependency is itself hidden is hidden too. */
export function isVisible(decl: FieldDecl, values: FormValues, decls: readonly FieldDecl[], seen = new Set<string>()): boolean {
  if (!decl.dependsOn || seen.has(decl.name)) return true;
  seen.add(decl.name);
  return Object.entries(decl.dependsOn).every(([field, expected]) => {
    const parent = decls.find((candidate) => candidate.name === field);
    if (parent && !isVisible(parent, values, decls, seen)) return false;
    return matches(values[field], expected);
  });
}

export function visibleFields(decls: readonly FieldDecl[], values: FormValues): FieldDecl[] {
  return decls.filter((decl) => isVisible(decl, values, decls));
}

/**
 * What a save sends: the declared fields that are visible, nothing else. A visible field the
 * administrator emptied stays in, as undefined, so that a page merging the loaded values under
 * the form's cannot fill it back in (issue 13.20: an emptied RTS saved as 2347): the schema says.
 */
export function visiblePayload(decls: readonly FieldDecl[], values: FormValues): FormValues {
  const payload: FormValues = {};
  for (const decl of visibleFields(decls, values)) payload[decl.name] = values[decl.name];
  return payload;
}
