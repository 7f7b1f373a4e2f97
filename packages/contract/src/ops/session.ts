import { z } from 'zod';
import { defineOp } from '../op';
import { Limits } from '../constants';

const empty = z.strictObject({});

export const login = defineOp({
  op: 'login',
  method: 'POST',
  acceptsGet: 'legacy',
  public: true,
  summary:
    'Signs in with a JSON body; answers a session token. Wrong credentials answer -3; -5 with retry_after when the client address ' +
    'failed five times in a row, or when the admin account as a whole met its budget of failures from every address (back-off; ' +
    'an address that signed in before is not held back by it). Attempts are checked one at a time, a right password never counts as a failure.',
  input: z.strictObject({
    username: z.string().min(1, 'login.usernameRequired').max(64, 'login.usernameRequired'),
    password: z.string().min(1, 'login.passwordRequired').max(128, 'login.passwordRequired'),
  }),
  output: z.object({ access_token: z.string() }),
});

export const logout = defineOp({
  op: 'logout',
  method: 'GET',
  summary: 'Ends the current session.',
  input: empty,
  output: z.object({}),
});

export const long_link = defineOp({
  op: 'long_link',
  method: 'GET',
  summary: 'Keep-alive polled every 10 s (spec 7); refreshes the session idle timer.',
  input: empty,
  output: z.object({}),
});

export const get_login_info = defineOp({
  op: 'get_login_info',
  method: 'GET',
  public: true,
  summary: 'What the login screen shows before sign-in (spec 2): firmware version, operation hours (uptime in seconds) and model. Nothing else is public.',
  input: empty,
  output: z.object({ sysversion: z.string(), uptime: z.number(), board: z.string() }),
});

export const get_web_msg = defineOp({
  op: 'get_web_msg',
  method: 'GET',
  summary: 'Header and footer facts: uptime in seconds, authorization, LAN MAC and IP, board, firmware version, working mode, time zone.',
  input: empty,
  output: z.object({
    uptime: z.string(),
    authcode: z.string(),
    macaddr: z.string(),
    board: z.string(),
    ipaddr: z.string(),
    sysversion: z.string(),
    mode: z.string(),
    /** POSIX TZ string of OpenWrt's system.timezone, e.g. CST-8 */
    timezone: z.string(),
    /** IANA zone name (system.zonename), used by the console to show device time */
    zonename: z.string(),
    /** device clock, epoch milliseconds */
    localtime: z.number(),
    /** the first-start wizard is due: the unit still has its initial password and the wizard was neither finished nor skipped */
    first_start: z.boolean(),
  }),
});

export const reboot = defineOp({
  op: 'reboot',
  method: 'POST',
  acceptsGet: true,
  mutates: true,
  revertsPending: true,
  summary:
    'Reboots the device; the API is unavailable for a while and every session ends. A change awaiting its confirmation is rolled back first, as a restart in the window would.',
  input: empty,
  output: z.object({}),
});

export const reset = defineOp({
  op: 'reset',
  method: 'POST',
  acceptsGet: true,
  mutates: true,
  summary: 'Restores factory defaults (configuration and initial password), then reboots.',
  input: empty,
  output: z.object({}),
});

export const change_password = defineOp({
  op: 'change_password',
  method: 'POST',
  mutates: true,
  summary: 'Changes the admin password (old one checked: -10 when wrong) and ends every other session.',
  input: z.strictObject({
    role: z.string().max(32).optional(),
    oldpassword: z.string().min(1, 'password.oldRequired').max(128, 'password.tooLong'),
    newpassword: z
      .string()
      .min(Limits.adminPasswordMinLength, 'password.tooShort')
      .max(128, 'password.tooLong')
      .regex(/^[\x21-\x7e]+$/, 'password.printable'),
  }),
  output: z.object({}),
});
