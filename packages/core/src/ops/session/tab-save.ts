// A tab's save inside a composite one (the first-start wizard): the input checked by the tab's own
// contract schema as the dispatcher would, and every field refusal named by its path in the
// composite input ('password' of the WAN is 'wan.password'). Browser-safe.
import type { z } from 'zod';
import type { OpDef } from '@rc/contract/op';
import type { FieldError } from '@rc/contract/result-codes';
import { fieldErrors } from '../../errors/input-errors';
import { OpError } from '../../errors/op-error';

export async function saveAsTab<I extends z.ZodType>(part: string, def: OpDef<I>, input: unknown, save: (data: z.output<I>) => Promise<unknown>): Promise<void> {
  const parsed = def.input.safeParse(input);
  if (!parsed.success) throw refusalUnder(part, new OpError('-2', undefined, { errors: fieldErrors(parsed.error.issues, input) }));
  try {
    await save(parsed.data);
  } catch (error) {
    throw error instanceof OpError ? refusalUnder(part, error) : error;
  }
}

function refusalUnder(part: string, error: OpError): OpError {
  const found = error.extra.errors;
  if (!Array.isArray(found)) return error;
  const errors = found.map((refused: FieldError) => ({ ...refused, field: `${part}.${refused.field}` }));
  return new OpError(error.code, error.msg, { ...error.extra, errors });
}
