// Spec 4 and 7: sign in, sign out, keep-alive and the admin password.
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';

export const login: Handler<Ops['login']> = async ({ username, password }, ctx) => {
  await passwordAttempt(ctx, () => ctx.account.verify(username, password), '-3', username);
  // OWASP's device cookie (issue 26.4): this browser is not held back by others' guessing.
  ctx.setDeviceCookie(ctx.deviceCookies.issue(ctx.account.name));
  return { access_token: ctx.sessions.create() };
};

export const logout: Handler<Ops['logout']> = async (_input, ctx) => {
  if (ctx.token) ctx.sessions.drop(ctx.token);
  return {};
};

// The dispatcher already refreshed the session's idle timer; nothing else to do.
export const long_link: Handler<Ops['long_link']> = async () => ({});

export const change_password: Handler<Ops['change_password']> = async ({ oldpassword, newpassword }, ctx) => {
  // A stolen session must not become an oracle for the password: same lockout as login.
  await passwordAttempt(ctx, () => ctx.account.verifyPassword(oldpassword), '-10', ctx.account.name);
  await ctx.account.setPassword(newpassword);
  if (ctx.token) ctx.sessions.dropAllExcept(ctx.token);
  return {};
};

/**
 * API.md -5 before the password is even checked; `wrongCode` when it is wrong (sessions/password-attempts.ts).
 * A device cookie counts only for the account it names.
 */
async function passwordAttempt(ctx: OpContext, verify: () => Promise<boolean>, wrongCode: '-3' | '-10', username: string): Promise<void> {
  const device = ctx.deviceCookies.nonceOf(ctx.readDeviceCookie(), username);
  const result = await ctx.passwordAttempts.attempt(ctx.clientIp, verify, device);
  if ('retryAfter' in result) throw new OpError('-5', undefined, { retry_after: result.retryAfter });
  if (!result.ok) throw new OpError(wrongCode);
}
