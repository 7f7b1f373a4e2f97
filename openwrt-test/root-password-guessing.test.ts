// Issue 39.1: a stranger on the LAN guessing root's password over /ubus, on the real stack of a
// router with the package and without LuCI. Every method the anonymous session may call is hammered
// with wrong passwords; a guess counts as answered when the method would have said yes to the right
// password then (tried right after), so a refusal of every password reveals nothing. The plugin's
// lockout allows 5 wrong passwords, then one more after 30 s, 60 s, ...: within a few seconds, 5.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { anonymousSession, startStack, type OpenWrtStack, type RpcAnswer } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';
const hammerMs = 6000;
const parallel = 8;

type Guess = (pass: string) => Promise<RpcAnswer>;

/** Wrong passwords from `parallel` callers for `hammerMs`; how many got an answer other than "locked". */
async function hammer(guess: Guess): Promise<{ tried: number; verdicts: number }> {
  const until = Date.now() + hammerMs;
  let tried = 0;
  let verdicts = 0;
  const caller = async (id: number) => {
    for (let n = 0; Date.now() < until; n++) {
      const answer = await guess(`guess-${id}-${n}`);
      tried += 1;
      if ((answer.data as { locked?: boolean } | undefined)?.locked !== true) verdicts += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, (_, id) => caller(id)));
  return { tried, verdicts };
}

describe.skipIf(!tools)('guessing root\'s password over /ubus on the real stack (no LuCI)', () => {
  let stack: OpenWrtStack;
  beforeAll(async () => {
    stack = await startStack(tools!, { rootPassword: password, consoleDir: consoleBuildDir() });
  });
  afterAll(() => stack?.stop());
  beforeEach(() => rmSync(join(stack.root, 'tmp/routerd/login-lockout.json'), { force: true }));

  it('the anonymous session may call only what the login page needs', async () => {
    // rpcd session.c rpc_handle_access without object: the session's whole ACL (uhttpd-mod-ubus
    // adds the caller's session as ubus_rpc_session)
    const acl = await stack.rpc<{ ubus?: Record<string, string[]> }>(anonymousSession, 'session', 'access', {});
    expect(acl.data?.ubus).toEqual({ routerd: ['login'], session: ['access', 'login'], system: ['board', 'info'] });
  });

  it('session login as root answers no guess: even the right password is refused', async () => {
    const guess: Guess = (pass) => stack.rpc(anonymousSession, 'session', 'login', { username: 'root', password: pass });
    const { tried } = await hammer(guess);
    const right = await guess(password);
    expect(tried).toBeGreaterThan(0);
    expect(right.status).toBe(6);
    expect(right.data).toBeUndefined();
  });

  it('routerd login answers at most the lockout\'s 5 guesses, and the right one only after the lockout', async () => {
    const guess: Guess = (pass) => stack.rpc(anonymousSession, 'routerd', 'login', { username: 'root', password: pass });
    const { tried, verdicts } = await hammer(guess);
    expect(tried).toBeGreaterThan(verdicts);
    expect(verdicts).toBeLessThanOrEqual(5);
    expect((await guess(password)).data).toMatchObject({ locked: true });
  });

  it('no other account of rpcd\'s login entries reaches root\'s password', async () => {
    // the entries the package wrote: the session one has no password, the check one a random name
    const rpcd = stack.uciShow('rpcd');
    expect(rpcd).toMatch(/^rpcd\.routerd_check\.username='routerd-check-[0-9a-f]{32}'$/m);
    expect(rpcd).toMatch(/^rpcd\.routerd_session\.username='routerd'$/m);
    expect(rpcd).not.toMatch(/^rpcd\.routerd_session\.password=/m);
    for (const username of ['routerd', 'routerd-check', '']) {
      expect((await stack.rpc(anonymousSession, 'session', 'login', { username, password })).status).toBe(6);
    }
  });
});
