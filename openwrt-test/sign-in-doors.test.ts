// Issue 39.1 on the real stack: Advanced > Security lists the ways to root's password that the
// console's lockout does not guard (root's rpcd login entry, which LuCI signs in through, and
// dropbear's password sign-in) and closes one on request, through the `routerd` plugin.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { anonymousSession, startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';
import { uciInStack } from './uci-in-stack';

const tools = inject('openwrtTools');
const password = 'router-admin-1';

// dropbear's options as its init script reads them (both default on), written for this test
const dropbear = "config dropbear 'main'\n\toption enable '1'\n\toption PasswordAuth 'on'\n\toption RootPasswordAuth 'on'\n\toption Port '22'\n";

describe.skipIf(!tools)('the other ways to root\'s password on the real stack', () => {
  let stack: OpenWrtStack;
  let session: string;
  beforeEach(async () => {
    stack = await startStack(tools!, {
      rootPassword: password,
      consoleDir: consoleBuildDir(),
      configs: { dropbear },
      programs: {
        '/usr/sbin/dropbear': '#!/bin/sh\nexit 0\n',
        // the init script's reload, recorded
        '/etc/init.d/dropbear': '#!/bin/sh\necho "$@" >> /tmp/dropbear-init.log\n',
      },
    });
    session = await stack.login(password);
  });
  afterEach(() => stack?.stop());

  const doors = async () => (await stack.rpc(session, 'routerd', 'sign_in_doors', {})).data;
  const close = (door: string) => stack.rpc(session, 'routerd', 'close_sign_in_door', { door });
  const rootSessionLogin = async () => (await stack.rpc(anonymousSession, 'session', 'login', { username: 'root', password })).status;
  const uci = (...args: string[]) => uciInStack(tools!, stack, ...args);

  it('without LuCI root\'s rpcd login is closed already, and SSH takes passwords until asked otherwise', async () => {
    expect(await doors()).toEqual({ luci: false, rootLogin: false, sshPassword: true });
    expect((await close('sshPassword')).status).toBe(0);
    expect(stack.uciShow('dropbear')).toMatch(/^dropbear\.main\.PasswordAuth='off'\ndropbear\.main\.RootPasswordAuth='off'$/m);
    expect(readFileSync(join(stack.root, 'tmp/dropbear-init.log'), 'utf8')).toBe('reload\n');
    expect(await doors()).toEqual({ luci: false, rootLogin: false, sshPassword: false });
  });

  it('closes root\'s rpcd login where it is open (as with LuCI): session login then refuses root\'s password', async () => {
    uci('set', 'rpcd.@login[0].password=$p$root');
    uci('commit', 'rpcd');
    expect(await rootSessionLogin()).toBe(0);
    expect((await doors())?.rootLogin).toBe(true);
    expect((await close('rootLogin')).status).toBe(0);
    expect(await rootSessionLogin()).toBe(6);
    expect((await doors())?.rootLogin).toBe(false);
    // the console's own sign-in is not one of them
    expect((await stack.rpc(anonymousSession, 'routerd', 'login', { username: 'root', password })).status).toBe(0);
  });

  it('refuses a door it does not know and the anonymous session entirely', async () => {
    expect((await close('luci')).status).toBe(2);
    expect((await stack.rpc(anonymousSession, 'routerd', 'close_sign_in_door', { door: 'sshPassword' })).status).toBe(-32002);
    expect(existsSync(join(stack.root, 'tmp/dropbear-init.log'))).toBe(false);
  });
});
