import i18next from 'i18next';
import { ResultCode } from '@rc/contract/result-codes';

const codeNames = Object.fromEntries(Object.entries(ResultCode).map(([name, code]) => [code, name]));

/** The translated message of a result code: 'result.<name>', or 'operation failed' (spec 8). */
export function resultMessage(code: string): string {
  const name = codeNames[code];
  return i18next.t(name ? `result.${name}` : 'common.operationFailed', { defaultValue: i18next.t('common.operationFailed') });
}
