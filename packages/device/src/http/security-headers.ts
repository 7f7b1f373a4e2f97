// Headers on every response, API or file: a strict CSP (the console loads nothing from elsewhere),
// no sniffing, no referrer (the token rides in URLs), no framing. API answers are never cached and
// load nothing at all.

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

// No sniffing, no referrer (the token rides in URLs), no framing: the same on everything served.
const everyAnswer = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' };

export const securityHeaders: Readonly<Record<string, string>> = { 'content-security-policy': contentSecurityPolicy, ...everyAnswer };

/**
 * JSON and downloads load nothing and are framed nowhere: the policy OWASP's REST Security Cheat
 * Sheet gives APIs, 38 bytes instead of the console's 190 on every poll.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** API answers, downloads and the permission file: never cached. */
export const noStoreHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': apiContentSecurityPolicy,
  'cache-control': 'no-store',
  ...everyAnswer,
};
