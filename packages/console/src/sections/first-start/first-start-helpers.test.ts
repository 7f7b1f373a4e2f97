import { describe, expect, it } from 'vitest';
import { browserZone, utcOffsetMinutes } from './browser-zone';
import { passwordStrength } from './password-strength';
import { stepErrors } from './step-errors';
import { emptyValues, firstStartInput, type WizardValues } from './wizard-values';

const values: WizardValues = {
  ...emptyValues,
  password: 'Home-Router-42',
  confirm: 'Home-Router-42',
  wanType: 'pppoe',
  pppoeUsername: 'home@isp',
  pppoePassword: 'isp-secret',
  wifi: [{ band: '2g', ssid: 'Home', key: 'home-key-1', encryption: 'psk2+ccmp', hidden: '0' }],
  zonename: 'Europe/Berlin',
};

describe('the first-start wizard sends one call of what was not skipped', () => {
  it('sends every part, each in its tab’s field names', () => {
    expect(firstStartInput(values, new Set())).toEqual({
      password: 'Home-Router-42',
      wan: { proto: 'pppoe', username: 'home@isp', password: 'isp-secret' },
      wifi: [{ band: '2g', ssid: 'Home', key: 'home-key-1' }],
      zonename: 'Europe/Berlin',
    });
  });

  it('leaves out a skipped step, and the connection kept as it is', () => {
    expect(firstStartInput({ ...values, wanType: 'none' }, new Set(['password', 'wifi']))).toEqual({ zonename: 'Europe/Berlin' });
    expect(firstStartInput(values, new Set(['password', 'internet', 'wifi', 'timeZone']))).toEqual({});
  });

  it('sends the APN of a SIM as the 4G tab’s fields', () => {
    expect(firstStartInput({ ...values, wanType: 'cellular', apn: 'cmnet' }, new Set(['password', 'wifi', 'timeZone']))).toEqual({
      cellular: { apn: 'cmnet', username: '', password: '' },
    });
  });
});

describe("a step's check uses the tabs' rules", () => {
  it('refuses a short password and a different confirmation', () => {
    expect(stepErrors('password', { ...values, password: 'abc', confirm: 'abc' })).toEqual({ password: 'password.tooShort' });
    expect(stepErrors('password', { ...values, confirm: 'other' })).toEqual({ confirm: 'password.mismatch' });
  });

  it('asks PPPoE for its account, and a Wi-Fi key of 8 to 63 characters', () => {
    expect(stepErrors('internet', { ...values, pppoeUsername: '' })).toEqual({ 'wan.username': 'validation.required' });
    expect(stepErrors('wifi', { ...values, wifi: [{ ...values.wifi[0]!, key: 'short' }] })).toEqual({ 'wifi.0.key': 'validation.wifiPassword' });
    expect(stepErrors('wifi', values)).toEqual({});
  });

  it('checks only its own step: a bad key does not stop the password step', () => {
    expect(stepErrors('password', { ...values, wifi: [{ ...values.wifi[0]!, key: 'short' }] })).toEqual({});
  });
});

describe('the time zone from the browser', () => {
  it("takes the browser's zone when the Time settings list has it", () => {
    expect(browserZone('Asia/Shanghai')).toBe('Asia/Shanghai');
  });

  it('takes a zone of the same winter and summer offsets when the list has not the name', () => {
    const zone = browserZone('Asia/Chongqing');
    expect(zone).toBeDefined();
    expect([utcOffsetMinutes(zone!, Date.UTC(2026, 0, 1)), utcOffsetMinutes(zone!, Date.UTC(2026, 6, 1))]).toEqual([480, 480]);
    expect(browserZone('Europe/Vaduz')).toMatch(/^Europe\//);
  });

  it('takes none for a name no engine knows', () => {
    expect(browserZone('Mars/Olympus_Mons')).toBeUndefined();
  });
});

describe('password strength', () => {
  it('grows with length and kinds of characters; a run of digits stays weak', () => {
    expect(passwordStrength('abc12')).toBe('weak');
    expect(passwordStrength('12345678')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('house-garden')).toBe('fair');
    expect(passwordStrength('House-Garden')).toBe('good');
    expect(passwordStrength('House-Garden-Tree-7')).toBe('strong');
  });
});
