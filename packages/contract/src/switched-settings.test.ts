import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intInRange } from './datatypes';
import { blankClears, switchedSettings, withStoredBlanks } from './switched-settings';

const schema = switchedSettings(
  { server: z.string().regex(/^[a-z.]+$/, 'test.server'), mtu: intInRange(576, 1500, 'test.mtu'), password: z.string().default('') },
  (value, issue, on) => {
    if (on && value.server === 'taken') issue('server', 'test.taken');
  },
);
const stored = { enabled: '1' as '1' | '0', server: 'vpn.example.com', mtu: 1400, password: 'secret' };

describe('switchedSettings', () => {
  it('switched on, holds every field to its rule', () => {
    expect(schema.safeParse({ enabled: '1', server: '', mtu: 1400 }).success).toBe(false);
    expect(schema.safeParse({ enabled: '1', server: 'taken', mtu: 1400 }).error?.issues[0]).toMatchObject({ path: ['server'], message: 'test.taken' });
    expect(schema.parse({ enabled: '1', server: 'vpn.example.com', mtu: '1380' })).toEqual({ enabled: '1', server: 'vpn.example.com', mtu: 1380, password: '' });
  });

  it('switched off, takes the switch alone or blank fields of any shape, and keeps the stored values for them', () => {
    for (const blank of [{}, { server: '', mtu: null, password: '' }, { server: '  ', mtu: undefined }]) {
      const parsed = schema.parse({ enabled: '0', ...blank });
      expect(withStoredBlanks(parsed, stored)).toEqual({ ...stored, enabled: '0' });
    }
  });

  it('switched off, still refuses a given value its rule refuses, on its field, and unknown fields', () => {
    expect(schema.safeParse({ enabled: '0', server: 'bad server!' }).error?.issues[0]).toMatchObject({ path: ['server'], message: 'test.server' });
    expect(schema.safeParse({ enabled: '0', mtu: 99 }).error?.issues[0]).toMatchObject({ path: ['mtu'], message: 'test.mtu' });
    expect(schema.safeParse({ enabled: '0', script: '/bin/sh' }).success).toBe(false);
    expect(withStoredBlanks(schema.parse({ enabled: '0', server: 'new.example.com' }), stored)).toEqual({ ...stored, enabled: '0', server: 'new.example.com' });
  });

  it('lists its fields as an object schema does', () => {
    expect(Object.keys(schema.shape)).toEqual(['enabled', 'server', 'mtu', 'password']);
  });

  it('refuses a missing or unknown switch value on the switch', () => {
    expect(schema.safeParse({ server: 'vpn.example.com' }).error?.issues[0]?.path).toEqual(['enabled']);
    expect(schema.safeParse({ enabled: 'yes' }).error?.issues[0]?.path).toEqual(['enabled']);
  });

  it('switched off, takes a blankClears field blank as its value and keeps it when left out', () => {
    const withName = switchedSettings({ server: z.string().default(''), username: blankClears(z.string().max(8).default('')) });
    const storedName = { enabled: '1' as '1' | '0', server: 'vpn.example.com', username: 'anna' };
    expect(withStoredBlanks(withName.parse({ enabled: '0', server: '', username: '' }), storedName)).toEqual({ enabled: '0', server: 'vpn.example.com', username: '' });
    expect(withStoredBlanks(withName.parse({ enabled: '0' }), storedName)).toEqual({ ...storedName, enabled: '0' });
    expect(withName.safeParse({ enabled: '0', username: 'x'.repeat(9) }).success).toBe(false);
  });
});
