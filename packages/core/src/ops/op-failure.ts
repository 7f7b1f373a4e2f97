// The answer of a handler's failure in API.md's codes, wherever the handler runs (op-call.ts).
// Apart from the input checks so that code answering ops without the schema library can use it.
// Browser-safe: no Node module.
import { isDiskFull, isReadOnly } from '../lib/storage-errors';
import type { Logger } from '../log';
import { ApplyError } from '../uci/config-store';
import { UciParseError, UciTooLargeError } from '../uci/uci-types';
import { internalErrorAnswer, OpError, opErrorAnswer } from '../errors/op-error';

export type OpAnswer = { code: string } & Record<string, unknown>;

/** The answer of a handler's failure: its OpError, or what the failure means to the administrator. */
export function failureAnswer(err: unknown, name: string, log: Logger): OpAnswer {
  if (err instanceof OpError) return opErrorAnswer(err);
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
  return internalErrorAnswer(err, name, log);
}

function uciParseMessage(err: UciParseError): string {
  const file = err.file.split('/').pop() ?? err.file;
  return `${file}: parse error (${err.reason}) at line ${err.line}, byte ${err.byte}`;
}
