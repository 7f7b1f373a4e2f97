import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDecl } from './field-types';
import { issueKey, type IssueLike } from './issue-key';
import type { FieldInfo } from './schema-info';
import { visibleFields, visiblePayload, type FormValues } from './visibility';

export interface ResolverSetup {
  schema: z.ZodType;
  decls: readonly FieldDecl[];
  infos: ReadonlyMap<string, FieldInfo>;
  transformSave?: (payload: FormValues) => FormValues;
}

/**
 * Validates what a save would send (declared, visible fields, after `transformSave`) with
 * the op's own input schema. Messages stay i18n keys; the field translates them.
 * Issues on fields the page does not show are left to the device: it answers them with -2.
 */
export function settingsResolver({ schema, decls, infos, transformSave }: ResolverSetup): Resolver<FormValues> {
  const errorMap = (issue: IssueLike) => issueKey(issue, infos.get(String(issue.path?.[0] ?? '')));
  const validate = zodResolver(schema as z.ZodType<unknown, FormValues>, { error: errorMap });
  return async (values, context, options) => {
    const payload = visiblePayload(decls, values);
    const result = await validate(transformSave ? transformSave(payload) : payload, context, options);
    const errors = onlyVisible(result.errors, visibleFields(decls, values));
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

function onlyVisible(errors: FieldErrors, visible: readonly FieldDecl[]): FieldErrors {
  const kept: FieldErrors = {};
  for (const decl of visible) {
    if (errors[decl.name]) kept[decl.name] = errors[decl.name];
  }
  return kept;
}
