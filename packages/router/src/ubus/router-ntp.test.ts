// System > Time settings on the router (issue 40.7): the shared handlers over rpcd's uci. BusyBox
// sysntpd reads system.ntp: `enabled` (0: no ntpd at all, server included), `enable_server` and
// the `server` list, each entry one peer (`-p`).
import { describe, expect, it } from 'vitest';
import { fakeRouter } from '../../../device/test-support/fake-router-bus';
import { fakeFilesOf, routerConsoleOn, signInAsRoot } from '../../../device/test-support/router-console-kit';

const pool = ['0.pool.example', '1.pool.example', '2.pool.example', '3.pool.example'];
const system = `config system\n\toption hostname 'Router'\n\toption zonename 'Asia/Shanghai'\n\toption timezone 'CST-8'\n\nconfig timeserver 'ntp'\n\toption enabled '1'\n\toption enable_server '0'\n${pool.map((server) => `\tlist server '${server}'\n`).join('')}`;

async function routerConsole() {
  const router = fakeRouter(fakeFilesOf({ system }));
  const dispatch = routerConsoleOn(router, {});
  await signInAsRoot(router, dispatch);
  const save = async (input: Record<string, unknown>) => (await dispatch({ op: 'set_ntp', method: 'POST', input })).body;
  const ntp = () => Object.fromEntries(router.rpcd.files.get('system')!.find((section) => section.name === 'ntp')!.options);
  return { save, ntp };
}

describe('NTP on the router', () => {
  it('switches the client off with what the page sends then (no server fields: they are hidden), keeping the servers', async () => {
    const { save, ntp } = await routerConsole();
    expect(await save({ enabled: '0', zonename: 'Asia/Shanghai' })).toEqual({ code: '1' });
    expect(ntp()).toMatchObject({ enabled: '0', server: pool });
  });

  it('changes the alternate server in its own entry of the list alone, never duplicating another', async () => {
    const { save, ntp } = await routerConsole();
    expect(await save({ enabled: '1', enableServer: '0', preferredServer: pool[0], alternateServer: 'ntp.example.net', zonename: 'Asia/Shanghai' })).toEqual({ code: '1' });
    expect(ntp().server).toEqual([pool[0], 'ntp.example.net', pool[2], pool[3]]);
    expect(await save({ enabled: '1', enableServer: '0', preferredServer: pool[0], alternateServer: pool[2], zonename: 'Asia/Shanghai' })).toEqual({ code: '1' });
    expect(ntp().server).toEqual([pool[0], pool[2], pool[3]]);
    expect(await save({ enabled: '1', preferredServer: pool[3], alternateServer: '', zonename: 'Asia/Shanghai' })).toEqual({ code: '1' });
    expect(ntp().server).toEqual([pool[3]]);
  });
});
