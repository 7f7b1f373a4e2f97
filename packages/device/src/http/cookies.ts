// The Cookie header as a map, and the Set-Cookie of the device cookie (sessions/device-cookies.ts).
import type { IncomingMessage } from 'node:http';
import { deviceCookieName } from '../sessions/device-cookies';

export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The device cookie a request carries, if any. */
export function deviceCookieOf(request: IncomingMessage): string | undefined {
  return cookiesOf(request.headers.cookie).get(deviceCookieName);
}

// A year: a device cookie only spares its browser the lockouts of others, the password is still asked.
const deviceCookieSeconds = 365 * 24 * 3600;

/**
 * Sent to the API only (path /cgi-bin), never readable by scripts (HttpOnly) nor sent by another
 * site's page (SameSite=Strict), and only over TLS when the console is served over https.
 */
export function deviceCookieHeader(value: string, request: IncomingMessage): string {
  const secure = 'encrypted' in request.socket ? '; Secure' : '';
  return `${deviceCookieName}=${value}; Max-Age=${deviceCookieSeconds}; Path=/cgi-bin; HttpOnly; SameSite=Strict${secure}`;
}
