// What every op call goes through wherever its handler runs, the Node daemon's HTTP dispatcher
// (http/dispatcher.ts) or the console's own on a router (router/router-dispatcher.ts): feature
// gates, input validation with the contract's schema, and the answer of a failure in API.md's
// codes. Browser-safe: no Node module.
import { ValidationKey } from '@rc/contract/datatypes';
import type { OpDef } from '@rc/contract/op';
import { fieldErrors } from '../errors/input-errors';
import type { OpAnswer } from './op-failure';
import type { FeatureGate } from './op-gates';

export { failureAnswer, type OpAnswer } from './op-failure';
export { featureRefusal, type FeatureGate } from './op-gates';

/** The input as the op's schema reads it, or the -2 / -9 answer that refuses it. */
export function checkInput(op: OpDef, input: unknown, isEnabled: FeatureGate, hasUpload = false): { data: unknown } | { refusal: OpAnswer } {
  if (op.upload && !hasUpload) return { refusal: { code: '-2', errors: [{ field: 'file', key: ValidationKey.fileRequired }] } };
  const parsed = op.input.safeParse(input);
  if (!parsed.success) return { refusal: { code: '-2', errors: fieldErrors(parsed.error.issues, input) } };
  // An op two tabs share (a Wi-Fi band) is gated by the feature its input names.
  const inputFeature = op.featureBy?.features[String((parsed.data as Record<string, unknown>)[op.featureBy.field])];
  if (inputFeature && !isEnabled(inputFeature)) return { refusal: { code: '-9', msg: 'feature disabled' } };
  return { data: parsed.data };
}
