// Sign-in over OpenWrt's real stack: `routerd login` (the package's ucode plugin) checking root's
// password behind its lockout, the browsers' own budgets (device tokens), the session it mints,
// and set_password.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { anonymousSession, startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';
import { uciInStack } from './uci-in-stack';

const tools = inject('openwrtTools');
const password = 'router-admin-1';

/** The stack's rpcd: a child of its namespace's shell (stack-inside.sh). */
function rpcdPid(shell: number): number {
  const children = readFileSync(`/proc/${shell}/task/${shell}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const rpcd = children.find((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'rpcd');
  if (!rpcd) throw new Error('no rpcd under the stack');
  return rpcd;
}

async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await ready().catch(() => false)) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('not ready within 10 s');
}

const start = () => startStack(tools!, { rootPassword: password, consoleDir: consoleBuildDir() });

describe.skipIf(!tools)('routerd login on the real stack', () => {
  // One stack for the file: each test starts from no lockout record, which the plugin reads at
  // every login (routerd.uc); none of them changes root's password (set_password's own below).
  let stack: OpenWrtStack;
  beforeAll(async () => {
    stack = await start();
  });
  afterAll(() => stack?.stop());
  const lockoutFile = () => join(stack.root, 'tmp/routerd/login-lockout.json');
  beforeEach(() => rmSync(lockoutFile(), { force: true }));

  const login = (pass: string, username = 'root') => stack.rpc(anonymousSession, 'routerd', 'login', { username, password: pass });

  it('signs in with root password: a session with the spec idle timeout', async () => {
    const answer = await login(password);
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ timeout: 1800, expires: 1800 });
    expect(answer.data?.ubus_rpc_session).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a wrong password with permission denied and the lockout state', async () => {
    expect(await login('wrong')).toEqual({ status: 6, data: { locked: false, retryAfterSeconds: 0 } });
  });

  it('locks after 5 wrong passwords, even the right one', async () => {
    for (let i = 0; i < 4; i++) expect((await login('wrong')).data).toEqual({ locked: false, retryAfterSeconds: 0 });
    expect(await login('wrong')).toEqual({ status: 6, data: { locked: true, retryAfterSeconds: 30 } });
    const refused = await login(password);
    expect(refused.status).toBe(6);
    expect(refused.data).toMatchObject({ locked: true });
    // the record lives in /tmp/routerd (ROOT/tmp in the namespace), so rpcd restarts keep it
    const record = JSON.parse(readFileSync(join(stack.root, 'tmp/routerd/login-lockout.json'), 'utf8')) as { shared?: { failures: number } };
    expect(record.shared?.failures).toBe(5);
  });

  const writeRecords = (records: { shared: { failures: number; lockedUntil: number; lastFailure: number } }) =>
    writeFileSync(lockoutFile(), JSON.stringify({ ...records, devices: {} }));
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('each failure after the lockout ends doubles it, up to an hour', async () => {
    mkdirSync(join(stack.root, 'tmp/routerd'), { recursive: true });
    writeRecords({ shared: { failures: 5, lockedUntil: nowSeconds() - 1, lastFailure: nowSeconds() - 31 } });
    expect((await login('wrong')).data).toEqual({ locked: true, retryAfterSeconds: 60 });
    writeRecords({ shared: { failures: 11, lockedUntil: nowSeconds() - 1, lastFailure: nowSeconds() - 31 } });
    expect((await login('wrong')).data).toEqual({ locked: true, retryAfterSeconds: 3600 });
  });

  it('forgets failures a day old', async () => {
    mkdirSync(join(stack.root, 'tmp/routerd'), { recursive: true });
    writeRecords({ shared: { failures: 4, lockedUntil: 0, lastFailure: nowSeconds() - 86_401 } });
    expect((await login('wrong')).data).toEqual({ locked: false, retryAfterSeconds: 0 });
    expect(JSON.parse(readFileSync(lockoutFile(), 'utf8'))).toEqual({ shared: expect.objectContaining({ failures: 1 }), devices: {} });
  });

  it('refuses other accounts without a lockout record of their own', async () => {
    for (let i = 0; i < 6; i++) expect(await login(password, `guess${i}`)).toEqual({ status: 6, data: { locked: false, retryAfterSeconds: 0 } });
    expect((await login(password)).status).toBe(0);
  });

  it('a burst of parallel wrong passwords cannot outrun the lockout', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login('wrong')));
    expect(answers.filter((a) => (a.data as { locked?: boolean }).locked).length).toBeGreaterThanOrEqual(8);
    expect((await login(password)).status).toBe(6);
  });

  it('a right password clears the failures', async () => {
    for (let i = 0; i < 4; i++) await login('wrong');
    expect((await login(password)).status).toBe(0);
    for (let i = 0; i < 4; i++) expect((await login('wrong')).data).toEqual({ locked: false, retryAfterSeconds: 0 });
  });

  // Issue 39.2: OWASP's device cookies as the plugin's tokens (routerd.uc DEVICE_TOKEN)
  const tokenLogin = (pass: string, device: string) => stack.rpc<{ device?: string }>(anonymousSession, 'routerd', 'login', { username: 'root', password: pass, device });
  const adminToken = async () => {
    const answer = await login(password);
    const device = (answer.data as { device?: string } | undefined)?.device;
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    return device!;
  };
  // what a page of another origin can send: a CORS-simple POST (text/plain, no preflight), no token
  const crossOriginGuess = async (pass: string) => {
    const response = await fetch(`${stack.url}/ubus`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://attacker.example' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'call', params: [anonymousSession, 'routerd', 'login', { username: 'root', password: pass }] }),
    });
    return ((await response.json()) as { result?: [number, { locked?: boolean }?] }).result;
  };

  it('strangers locking out unknown browsers (a cross-origin page among them) do not lock out the admin\'s browser', async () => {
    const device = await adminToken();
    for (let i = 0; i < 8; i++) await crossOriginGuess(`guess-${i}`);
    expect((await crossOriginGuess(password))?.[1]).toMatchObject({ locked: true });
    expect((await login(password)).data).toMatchObject({ locked: true });
    const admin = await tokenLogin(password, device);
    expect(admin.status).toBe(0);
    expect(admin.data?.device).toBe(device);
  });

  it('a browser\'s own wrong passwords lock that browser, not the others', async () => {
    const device = await adminToken();
    for (let i = 0; i < 5; i++) await tokenLogin(`guess-${i}`, device);
    expect((await tokenLogin(password, device)).data).toMatchObject({ locked: true });
    expect((await login(password)).status).toBe(0);
  });

  it('a token this router did not issue spends the unknown browsers\' budget', async () => {
    await adminToken();
    for (let i = 0; i < 5; i++) await login(`guess-${i}`);
    expect((await tokenLogin(password, 'f'.repeat(32))).data).toMatchObject({ locked: true });
    expect((await stack.rpc(anonymousSession, 'routerd', 'login', { username: 'root', password, device: 42 })).status).toBe(2);
  });

  it('keeps at most 32 browsers\' tokens, the least recently signed in going first', async () => {
    const first = await adminToken();
    const tokens: string[] = [];
    for (let i = 0; i < 34; i++) tokens.push(await adminToken());
    const state = JSON.parse(readFileSync(lockoutFile(), 'utf8')) as { devices: Record<string, unknown> };
    expect(Object.keys(state.devices)).toHaveLength(32);
    expect(Object.keys(state.devices)).not.toContain(first);
    expect(Object.keys(state.devices)).toContain(tokens.at(-1));
  });

  it('the console session gets only its group: no session login, grant or list, no other ACL group', async () => {
    const session = await stack.login(password);
    const denied = -32002; // uhttpd-mod-ubus: "Access denied"
    expect((await stack.rpc(session, 'session', 'login', { username: 'root', password })).status).toBe(denied);
    expect((await stack.rpc(session, 'session', 'grant', { ubus_rpc_session: session, scope: 'ubus', objects: [['*', '*']] })).status).toBe(denied);
    expect((await stack.rpc(session, 'session', 'list', {})).status).toBe(denied);
    expect((await stack.rpc(session, 'uci', 'get', { config: 'rpcd' })).status).not.toBe(0);
    expect((await stack.rpc(session, 'routerd', 'set_password', { password: 'x', current: password })).status).toBe(2);
  });

  it('without a session only routerd login is open, not set_password', async () => {
    expect((await stack.rpc(anonymousSession, 'routerd', 'set_password', { password: 'new-password-2' })).status).toBe(-32002);
    expect((await stack.rpc(anonymousSession, 'uci', 'get', { config: 'dhcp' })).status).toBe(-32002);
  });

});

describe.skipIf(!tools)('routerd set_password on the real stack', () => {
  // a stack for each test: one that changes root's password leaves none for the next
  let stack: OpenWrtStack;
  beforeEach(async () => {
    stack = await start();
  });
  afterEach(() => stack?.stop());

  const login = (pass: string) => stack.rpc(anonymousSession, 'routerd', 'login', { username: 'root', password: pass });

  it('set_password changes root password as passwd does, after the current one', async () => {
    const session = await stack.login(password);
    expect((await stack.rpc(session, 'routerd', 'set_password', { password: 'new-password-2', current: password })).status).toBe(0);
    expect((await login(password)).status).toBe(6);
    expect((await login('new-password-2')).status).toBe(0);
    expect(readFileSync(join(stack.root, 'etc/shadow'), 'utf8')).toMatch(/^root:\$/);
  });

  it('refuses a password passwd would take as two lines', async () => {
    const session = await stack.login(password);
    expect((await stack.rpc(session, 'routerd', 'set_password', { password: 'abcde\nfghij', current: password })).status).toBe(2);
    expect((await login(password)).status).toBe(0);
  });

  // rpcd main.c: SIGHUP freezes the sessions, re-executes rpcd and restores them (the package's
  // postinst reloads rpcd so): session.c rpc_session_from_blob grants each the ACL of the login
  // entry its `username` names
  it('the console session keeps only its group when rpcd restarts and restores it', async () => {
    const session = await stack.login(password);
    process.kill(rpcdPid(stack.pid), 'SIGHUP');
    // a call that reaches uhttpd while rpcd re-executes waits for uhttpd's timeout: ask after it
    await new Promise((wait) => setTimeout(wait, 1500));
    // back with the session restored: its `uci get` of a config it may read is let through
    // (NOT_FOUND: the test root has no dhcp file), no longer refused as an unknown session's
    await waitFor(async () => [0, 4].includes((await stack.rpc(session, 'uci', 'get', { config: 'dhcp' })).status));
    expect((await stack.rpc(session, 'file', 'read', { path: '/etc/shadow' })).status).not.toBe(0);
    expect((await stack.rpc(session, 'uci', 'get', { config: 'rpcd' })).status).not.toBe(0);
  });

  it('signs in after /etc/config/rpcd lost the check entry (an old backup restored), writing a new one', async () => {
    const before = /^rpcd\.routerd_check\.username='(.+)'$/m.exec(stack.uciShow('rpcd'))?.[1];
    uciInStack(tools!, stack, 'delete', 'rpcd.routerd_check');
    uciInStack(tools!, stack, 'commit', 'rpcd');
    expect((await login(password)).status).toBe(0);
    const after = /^rpcd\.routerd_check\.username='(routerd-check-[0-9a-f]{32})'$/m.exec(uciInStack(tools!, stack, 'show', 'rpcd'))?.[1];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('a stolen session cannot set a password without the current one', async () => {
    const session = await stack.login(password);
    expect((await stack.rpc(session, 'routerd', 'set_password', { password: 'taken-over-1' })).status).toBe(2);
    expect((await stack.rpc(session, 'routerd', 'set_password', { password: 'taken-over-1', current: 'a-guess' })).status).toBe(6);
    expect((await login(password)).status).toBe(0);
    expect((await login('taken-over-1')).status).toBe(6);
  });

  it('a wrong current password counts as a failed sign-in: the fifth locks, even the right one', async () => {
    const session = await stack.login(password);
    for (let i = 0; i < 5; i++) await stack.rpc(session, 'routerd', 'set_password', { password: 'taken-over-1', current: `guess-${i}` });
    const locked = await stack.rpc(session, 'routerd', 'set_password', { password: 'taken-over-1', current: password });
    expect(locked).toMatchObject({ status: 6, data: { locked: true } });
    expect((await login(password)).data).toMatchObject({ locked: true });
  });
});
