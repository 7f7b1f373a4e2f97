import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cookiesOf, deviceCookieHeader, deviceCookieOf } from './cookies';

const request = (cookie: string | undefined, encrypted = false) =>
  ({ headers: { cookie }, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

describe('cookies (issue 26.4)', () => {
  it('reads the device cookie among others', () => {
    expect(deviceCookieOf(request('lang=en; rc_device=admin.n.s; AC_TOKEN=t'))).toBe('admin.n.s');
    expect(deviceCookieOf(request('lang=en'))).toBeUndefined();
    expect(deviceCookieOf(request(undefined))).toBeUndefined();
    expect(cookiesOf('a=1;b = 2 ; bad').get('b')).toBe('2');
  });

  it('sets it for the API only, out of scripts and other sites, and only over TLS when served over https', () => {
    expect(deviceCookieHeader('v', request(undefined))).toBe('rc_device=v; Max-Age=31536000; Path=/cgi-bin; HttpOnly; SameSite=Strict');
    expect(deviceCookieHeader('v', request(undefined, true))).toBe('rc_device=v; Max-Age=31536000; Path=/cgi-bin; HttpOnly; SameSite=Strict; Secure');
  });
});
