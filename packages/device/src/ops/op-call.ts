// What every op call goes through wherever its handler runs, the Node daemon's HTTP dispatcher
// (http/dispatcher.ts) or the console's own on a router (router/router-dispatcher.ts): feature
// gates, input validation with the contract's schema, and the answer of a failure in API.md's
// codes. Browser-safe: no Node module.
import { ValidationKey } from '@rc/contract/datatypes';
import type { Feature } from '@rc/contract/features';
import type { OpDef } from '@rc/contract/op';
import { fieldErrors } from '../http/input-errors';
import { isDiskFull, isReadOnly } from '../lib/storage-errors';
import type { Logger } from '../log';
import { ApplyError } from '../uci/config-store';
import { UciParseError, UciTooLargeError } from '../uci/uci-types';
import { OpError } from './op-error';

export type OpAnswer = { code: string } & Record<string, unknown>;

/** Which of the device's features (menu.conf) are on. */
export type FeatureGate = (feature: Feature) => boolean;

/** -9 for an op whose feature is off, before its input is read. */
export function featureRefusal(op: OpDef, isEnabled: FeatureGate): OpAnswer | undefined {
  if (op.feature && !isEnabled(op.feature)) return { code: '-9', msg: 'feature disabled' };
  if (op.anyFeature && !op.anyFeature.some(isEnabled)) return { code: '-9', msg: 'feature disabled' };
  return undefined;
}

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

/** The answer of a handler's failure: its OpError, or what the failure means to the administrator. */
export function failureAnswer(err: unknown, name: string, log: Logger): OpAnswer {
  if (err instanceof OpError) return { code: err.code, ...(err.msg ? { msg: err.msg } : {}), ...err.extra };
  // A malformed file on disk is the administrator's to fix: say which file and line (uci's words).
  if (err instanceof UciParseError) return { code: '-12', msg: uciParseMessage(err) };
  // Storage failures say why, translated by the console (issue 12.12); nothing was changed.
  if (isDiskFull(err)) return { code: '-12', msg: 'storage.full' };
  if (isReadOnly(err)) return { code: '-12', msg: 'storage.readOnly' };
  if (err instanceof UciTooLargeError) return { code: '-12', msg: 'storage.tooLarge' };
  // Saved, but a reload program refused (OpenWrt): its words, never a stack trace.
  if (err instanceof ApplyError) {
    log.info(`op ${name}: ${err.message}`);
    return { code: '-12', msg: `Saved, but the router could not apply it: ${err.reason}` };
  }
  log.error(`op ${name} failed`, err);
  return { code: '-12', msg: 'internal error' };
}

function uciParseMessage(err: UciParseError): string {
  const file = err.file.split('/').pop() ?? err.file;
  return `${file}: parse error (${err.reason}) at line ${err.line}, byte ${err.byte}`;
}
