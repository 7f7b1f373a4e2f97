// Advanced > Security, "Other ways to root's password" (issue 39.1): on a router the console's
// account is root, whose password may also open LuCI's sign-in, rpcd's own `session login` over
// /ubus and SSH, none of them behind the console's lockout. The page lists the ones open and
// closes one on the administrator's confirmed request.
import { z } from 'zod';
import { defineOp } from '../../op';

/** rootLogin: rpcd's login entry of root takes its password (LuCI signs in through it); sshPassword: dropbear takes root's password */
const SignInDoors = ['rootLogin', 'sshPassword'] as const;

export const get_sign_in_doors = defineOp({
  op: 'get_sign_in_doors',
  method: 'GET',
  feature: 'adv_firewall_general',
  summary:
    "Which other ways take the admin password without the console's lockout: rpcd's login entry of root (session login over /ubus, and LuCI's sign-in, luci true when LuCI is installed) and SSH password sign-in for root. All false where the console's account is its own (the daemon).",
  input: z.strictObject({}),
  output: z.object({ luci: z.boolean(), rootLogin: z.boolean(), sshPassword: z.boolean() }),
});

export const close_sign_in_door = defineOp({
  op: 'close_sign_in_door',
  method: 'POST',
  feature: 'adv_firewall_general',
  mutates: true,
  summary:
    "Closes one of them: rootLogin removes the password of root's rpcd login entry (LuCI can then no longer sign in), sshPassword turns off dropbear's PasswordAuth and RootPasswordAuth (SSH by key only). Nothing to close answers 1.",
  input: z.strictObject({ door: z.enum(SignInDoors) }),
  output: z.object({}),
});
