import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../ui/testing/test-i18n';
import { operatorName } from './operator-name';

beforeAll(() => setupTestI18n('zh-CN'));

describe('an operator as the modem names it, in the reader language (issue 43.7)', () => {
  it('words the three Chinese networks however a modem spells them', async () => {
    await setupTestI18n('zh-CN');
    expect(operatorName(i18next.t, 'China Mobile')).toBe('中国移动');
    expect(operatorName(i18next.t, 'CHINA  MOBILE')).toBe('中国移动');
    expect(operatorName(i18next.t, 'CHN-UNICOM')).toBe('中国联通');
    expect(operatorName(i18next.t, 'CHN-CT')).toBe('中国电信');
    await setupTestI18n('zh-TW');
    expect(operatorName(i18next.t, 'China Telecom')).toBe('中國電信');
    await setupTestI18n('en');
    expect(operatorName(i18next.t, 'CMCC')).toBe('China Mobile');
  });

  it('keeps any other name as the modem sent it, and -- for none', () => {
    expect(operatorName(i18next.t, 'Vodafone DE')).toBe('Vodafone DE');
    expect(operatorName(i18next.t, '')).toBe('--');
    expect(operatorName(i18next.t, undefined)).toBe('--');
  });
});
