import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@rc/contract/result-codes';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { failureMessage } from './result-message';

beforeAll(() => setupTestI18n('zh-CN'));

describe('failureMessage', () => {
  it("words the device's storage failures in the console's language", () => {
    expect(failureMessage({ code: ResultCode.deviceFailed, msg: 'storage.full' })).toMatch(/^设备存储空间已满/);
    expect(failureMessage({ code: ResultCode.deviceFailed, msg: 'storage.readOnly' })).toMatch(/只读/);
  });

  it('shows a sentence the device wrote as it is, and the code message without one', () => {
    const parse = "firewall: parse error (unterminated ') at line 3, byte 9";
    expect(failureMessage({ code: ResultCode.deviceFailed, msg: parse })).toBe(parse);
    expect(failureMessage({ code: ResultCode.busy })).not.toBe('');
  });
});
