import { describe, expect, it } from 'vitest';
import { isSmsNumber, isUssdCode, smsParts } from './sms-text';

describe('smsParts', () => {
  it('fits 160 GSM-7 characters in one message and splits 161 into two parts of 153', () => {
    expect(smsParts('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', parts: 1, perPart: 160 });
    expect(smsParts('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', parts: 2, perPart: 153 });
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extension character such as € or { as two septets', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ units: 160, parts: 1 });
    expect(smsParts('€'.repeat(81)).parts).toBe(2);
  });

  it('switches to UCS-2 for one Chinese character: 70 in one, 67 per part after', () => {
    expect(smsParts('余额'.repeat(35))).toMatchObject({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsParts('a'.repeat(70) + '额')).toMatchObject({ encoding: 'ucs2', parts: 2, perPart: 67 });
  });

  it('counts an emoji as the two UTF-16 units it takes', () => {
    expect(smsParts('😀').units).toBe(2);
  });

  it('takes nothing for an empty text', () => {
    expect(smsParts('').parts).toBe(0);
  });
});

describe('numbers and USSD codes', () => {
  it('takes digits with an optional + and refuses anything a command line could read', () => {
    expect(isSmsNumber('+8613800138000')).toBe(true);
    expect(isSmsNumber('10086')).toBe(true);
    for (const bad of ['', '12', '+', '138 0013', '1;reboot', "1',text='x", '1'.repeat(21)]) expect(isSmsNumber(bad)).toBe(false);
  });

  it('takes *100# style codes only', () => {
    expect(isUssdCode('*100#')).toBe(true);
    for (const bad of ['*100#;ls', '', '#', `*${'1'.repeat(40)}#`, '*1 0#']) expect(isUssdCode(bad)).toBe(false);
  });
});
