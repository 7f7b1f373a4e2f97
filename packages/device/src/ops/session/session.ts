// Spec 4 and 7: sign in, sign out, keep-alive and the admin password.
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../op-error';

export const login: Handler<Ops['login']> = async ({ username, password }, ctx) => {
  await beginPasswordAttempt(ctx);
  if (!(await ctx.account.verify(username, password))) throw new OpError('-3');
  ctx.lockout.recordSuccess(ctx.clientIp);
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
  await beginPasswordAttempt(ctx);
  if (!(await ctx.account.verifyPassword(oldpassword))) throw new OpError('-10');
  ctx.lockout.recordSuccess(ctx.clientIp);
  await ctx.account.setPassword(newpassword);
  if (ctx.token) ctx.sessions.dropAllExcept(ctx.token);
  return {};
};

/**
 * The lockout is checked before the password (API.md -5), and the attempt counts as a failure
 * until the password proves right: parallel guesses cannot slip past the limit while scrypt runs.
 */
async function beginPasswordAttempt(ctx: OpContext): Promise<void> {
  const retryAfter = ctx.lockout.retryAfter(ctx.clientIp);
  if (retryAfter > 0) throw new OpError('-5', undefined, { retry_after: retryAfter });
  ctx.lockout.recordFailure(ctx.clientIp);
}
