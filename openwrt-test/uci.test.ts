// The console's session and UCI over OpenWrt's real rpcd: exactly the packages its ACL names,
// `uci apply` with rollback and `uci confirm` as the risky saves use them, and what OpenWrt's
// own `uci` reads back from the files rpcd wrote.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aclNeeds } from '../packages/router/src/ubus/acl-needs';
import type { AclNeeds } from '../packages/router/src/ubus/acl-needs-shape';
import { startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';

// what these tests call, granted beside the package's own needs (the same generator makes the file)
const testNeeds: AclNeeds = {
  ubus: { uci: ['get', 'set', 'commit', 'apply', 'confirm', 'changes'] },
  uci: { read: ['network'], write: ['dhcp'] },
  fileExec: [],
  fileRead: [],
  fileWrite: [],
};

const configs = {
  dhcp: "config dhcp 'lan'\n\toption interface 'lan'\n\toption start '100'\n\toption limit '150'\n",
  network: "config interface 'lan'\n\toption proto 'static'\n\toption ipaddr '192.168.1.1'\n",
  dropbear: "config dropbear\n\toption PasswordAuth 'on'\n",
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(!tools)('the console session and UCI on the real stack', () => {
  let stack: OpenWrtStack;
  let session: string;
  beforeAll(async () => {
    if (!tools) return;
    stack = await startStack(tools, { rootPassword: password, configs, extraAcl: testNeeds, consoleDir: consoleBuildDir() });
    session = await stack.login(password);
  });
  afterAll(() => stack?.stop());

  const get = (config: string) => stack.rpc(session, 'uci', 'get', { config });
  const setStart = (start: string) => stack.rpc(session, 'uci', 'set', { config: 'dhcp', section: 'lan', values: { start } });

  it('reads and writes exactly the ACL packages, not rpcd or dropbear', async () => {
    for (const config of [...aclNeeds.uci.read, ...aclNeeds.uci.write, 'network', 'dhcp']) {
      expect([0, 4]).toContain((await get(config)).status); // 4: the test root has no such file
    }
    expect((await get('rpcd')).status).toBe(6);
    expect((await get('dropbear')).status).toBe(6);
    expect((await stack.rpc(session, 'uci', 'set', { config: 'uhttpd', section: 'main', values: { listen_http: '0.0.0.0:8080' } })).status).toBe(6);
    expect((await stack.rpc(session, 'uci', 'set', { config: 'dropbear', section: 'cfg014dd4', values: { PasswordAuth: 'off' } })).status).toBe(6);
  });

  it('set and commit write the file; OpenWrt uci reads the value back', async () => {
    expect((await setStart('110')).status).toBe(0);
    expect((await stack.rpc(session, 'uci', 'commit', { config: 'dhcp' })).status).toBe(0);
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='110'");
    expect(stack.readConfig('network')).toContain("ipaddr '192.168.1.1'");
  });

  it('apply with rollback rolls back without confirm, and stays with confirm', async () => {
    expect((await setStart('120')).status).toBe(0);
    expect((await stack.rpc(session, 'uci', 'apply', { rollback: true, timeout: 3 })).status).toBe(0);
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='120'");
    // back as soon as rpcd's 3 s timer fired
    await expect.poll(() => stack.uciShow('dhcp'), { timeout: 4500, interval: 250 }).toContain("dhcp.lan.start='110'");

    expect((await setStart('130')).status).toBe(0);
    expect((await stack.rpc(session, 'uci', 'apply', { rollback: true, timeout: 3 })).status).toBe(0);
    expect((await stack.rpc(session, 'uci', 'confirm', {})).status).toBe(0);
    await sleep(4500);
    expect(stack.uciShow('dhcp')).toContain("dhcp.lan.start='130'");
  });
});
