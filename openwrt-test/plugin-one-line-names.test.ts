// The routerd plugin's names on the real stack: ucode compiles a regular expression with
// REG_NEWLINE unless it carries flag `s` (ucode types.c ucv_regexp_new), so /^[a-z_]...$/ matched
// one line of a longer name. set_samba_password puts the account name on smbpasswd's command line
// (popen runs it with sh), so `admin\n<command>` ran <command> as root. What is real: ubusd, rpcd,
// the routerd plugin, sh. Stand-in: smbpasswd, which only reads its two lines.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';
const programs = { '/usr/bin/smbpasswd': '#!/bin/sh\nread -r first; read -r second\nexit 0\n' };
const invalidArgument = 2;

describe.skipIf(!tools)('names the routerd plugin takes are one line', () => {
  let stack: OpenWrtStack;
  let session: string;
  beforeAll(async () => {
    if (!tools) return;
    stack = await startStack(tools, { rootPassword: password, consoleDir: consoleBuildDir(), programs });
    session = await stack.login(password);
  });
  afterAll(() => stack?.stop());

  it("refuses a Samba account name with a second line, and runs nothing of it", async () => {
    const planted = 'tmp/routerd-planted';
    const answer = await stack.rpc(session, 'routerd', 'set_samba_password', { username: `admin\n/bin/touch /${planted}`, password: 'S3cret-pass', factory: false });
    expect(existsSync(join(stack.root, planted))).toBe(false);
    expect(answer.status).toBe(invalidArgument);
    expect((await stack.rpc(session, 'routerd', 'samba_account', { username: 'admin\nroot' })).status).toBe(invalidArgument);
    // the name itself still works
    expect((await stack.rpc(session, 'routerd', 'set_samba_password', { username: 'admin', password: 'S3cret-pass', factory: false })).status).toBe(0);
  });

  it('refuses a DDNS section or a job name with a second line', async () => {
    expect((await stack.rpc(session, 'routerd', 'ddns_update', { section: 'myddns\n-S' })).status).toBe(invalidArgument);
    expect((await stack.rpc(session, 'routerd', 'background_forget', { name: 'format-sda1\nx' })).status).toBe(invalidArgument);
  });
});
