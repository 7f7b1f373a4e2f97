import type * as session from '@rc/contract/ops/session';
import type * as apply from '@rc/contract/ops/system/apply';
import { opRef } from './op-ref';

/**
 * The ops of the login page, apart from `refs` (op-refs.ts, which includes them) so that
 * the login page's chunk carries only these (DESIGN budgets).
 */
export const loginRefs = {
  // DESIGN "The wire": the console signs in with POST, so passwords never sit in URLs.
  login: opRef<typeof session.login>('login', 'POST'),
  get_login_info: opRef<typeof session.get_login_info>('get_login_info', 'GET'),
  // Issue 15: a change that moved the LAN address is confirmed from the new one, before sign-in.
  apply_confirm: opRef<typeof apply.apply_confirm>('apply_confirm', 'POST'),
};
