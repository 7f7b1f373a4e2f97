// Advanced > Security, "Other ways to root's password" (issue 39.1). The daemon's account is its
// own (a scrypt hash under <data>, behind its own lockouts): no LuCI, rpcd or SSH sign-in takes its
// password, so nothing is open and nothing needs closing. On a router, router-sign-in-doors.ts.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';

export const get_sign_in_doors: Handler<Ops['get_sign_in_doors']> = async () => ({ luci: false, rootLogin: false, sshPassword: false });

export const close_sign_in_door: Handler<Ops['close_sign_in_door']> = async () => ({});
