import i18next from 'i18next';
import { ResultCode } from '@rc/contract/result-codes';

const codeNames = Object.fromEntries(Object.entries(ResultCode).map(([name, code]) => [code, name]));

/** The translated message of a result code: 'result.<name>', or 'operation failed' (spec 8). */
export function resultMessage(code: string): string {
  const name = codeNames[code];
  return i18next.t(name ? `result.${name}` : 'common.operationFailed', { defaultValue: i18next.t('common.operationFailed') });
}

/**
 * What a failed call says: the device's own message of a -12 (an i18n key such as
 * 'storage.full', or a sentence such as a config file's parse error), else the code's message.
 */
export function failureMessage(error: { code: string; msg?: string | undefined; where?: string | undefined }): string {
  // A -7 may say why the device is busy (a change awaiting its confirmation: 'apply.pending').
  if (error.code === ResultCode.busy && error.msg?.startsWith('apply.')) return i18next.t(error.msg);
  if (error.code === ResultCode.deviceFailed && error.msg) return i18next.t(error.msg, { defaultValue: error.msg, nsSeparator: false, where: error.where ?? '' });
  return resultMessage(error.code);
}
