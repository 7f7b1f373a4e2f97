// Headers on every response, API or file: a strict CSP (the console loads nothing from elsewhere),
// no sniffing, no referrer (the token rides in URLs), no framing. API answers are never cached.

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** API answers and the permission file: never cached. */
export const noStoreHeaders: Readonly<Record<string, string>> = { ...securityHeaders, 'cache-control': 'no-store' };
