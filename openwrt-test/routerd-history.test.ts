// The `routerd` plugin's history methods over OpenWrt's real stack (rpcd-mod-ucode, through
// uhttpd's /ubus): every input checked, nothing written for one it refuses, an entry landed with
// the plugin's own id, time and account, and the folder kept within the daemon's bounds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type OpenWrtStack } from './stack';
import { consoleBuildDir } from './tools';

const tools = inject('openwrtTools');
const password = 'router-admin-1';
const base64 = (text: string) => Buffer.from(text).toString('base64');
const token = '0123456789abcdef';
const oldName = (i: number) => `2020-01-01T00-00-00-000Z-${String(i).padStart(6, '0')}.json`;
// the daemon's bound (config.ts historyEntries), already reached by entries from an earlier year
const oldEntries = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`etc/routerd/history/${oldName(i)}`, JSON.stringify({ id: oldName(i).slice(0, -5), time: '2020-01-01T00:00:00.000Z', op: 'set_dhcp', by: 'root', files: [] })]));

describe.skipIf(!tools)('routerd history_add and history_list on the real stack', () => {
  let stack: OpenWrtStack;
  let session = '';
  beforeAll(async () => {
    if (!tools) return;
    stack = await startStack(tools, { rootPassword: password, consoleDir: consoleBuildDir(), extraFiles: oldEntries });
    session = await stack.login(password);
  });
  afterAll(() => stack?.stop());

  const historyDir = () => join(stack.root, 'etc/routerd/history');
  const entryFiles = () => readdirSync(historyDir()).filter((name) => name.endsWith('.json')).sort();
  const add = (args: Record<string, unknown>) => stack.rpc(session, 'routerd', 'history_add', { token, offset: 0, done: true, ...args });
  const entryText = (entry: object) => base64(JSON.stringify(entry));
  const dhcpFile = { pkg: 'dhcp', before: "config dhcp 'lan'\n\toption start '100'\n", after: "config dhcp 'lan'\n\toption start '120'\n", secretsChanged: [] };

  it('refuses what it cannot check and writes nothing', async () => {
    const refusals = [
      { token: '../../etc/x', data: entryText({ op: 'set_dhcp', files: [] }) },
      { data: base64('not json') },
      { data: '!!not base64!!' },
      { offset: 10, data: entryText({ op: 'set_dhcp', files: [] }) },
      { data: entryText({ op: 'set_dhcp; reboot', files: [] }) },
      { data: entryText({ op: 'set_dhcp', files: [{ ...dhcpFile, pkg: '../shadow' }] }) },
      { data: entryText({ op: 'set_dhcp', files: [{ ...dhcpFile, before: 42 }] }) },
      { data: entryText({ op: 'set_dhcp', files: [{ ...dhcpFile, secretsChanged: ['a\nb'] }] }) },
    ];
    for (const refused of refusals) expect({ refused, status: (await add(refused)).status }).toEqual({ refused, status: 2 });
    // an entry larger than the plugin's 256 KiB, chunk by chunk: refused at the chunk past it
    const chunk = base64('x'.repeat(45 * 1024));
    const statuses: number[] = [];
    for (let offset = 0; offset <= 256 * 1024; offset += 45 * 1024) statuses.push((await add({ offset, data: chunk, done: false })).status);
    expect(statuses).toEqual([0, 0, 0, 0, 0, 2]);
    expect((await stack.rpc(session, 'routerd', 'history_list', { before: '../x' })).status).toBe(2);
    expect(entryFiles()).toEqual(Object.keys(oldEntries).map((path) => path.split('/').pop()).sort());
    expect(readdirSync(join(stack.root, 'tmp/routerd')).filter((name) => name.startsWith('history-'))).toEqual([]);
  });

  it('lands an entry with its own id, time and account, dropping the oldest beyond the bound', async () => {
    const before = Date.now();
    const answer = await add({ data: entryText({ op: 'set_dhcp', by: 'someone else', id: 'forged', files: [dhcpFile] }) });
    expect(answer.status).toBe(0);
    const id = String(answer.data?.id);
    expect(id).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}$/);
    const files = entryFiles();
    expect(files).toHaveLength(200);
    expect(files[0]).toBe(oldName(1));
    const stored = JSON.parse(readFileSync(join(historyDir(), `${id}.json`), 'utf8')) as Record<string, unknown>;
    expect(stored).toEqual({ id, time: expect.any(String), op: 'set_dhcp', by: 'root', files: [dhcpFile] });
    expect(Math.abs(Date.parse(String(stored.time)) - before)).toBeLessThan(10_000);
    const listed = await stack.rpc<{ entries: string[]; next?: string }>(session, 'routerd', 'history_list', {});
    expect(listed.data!.entries).toHaveLength(200);
    expect(JSON.parse(listed.data!.entries[0]!)).toEqual(stored);
    expect(listed.data!.next).toBeUndefined();
    const older = await stack.rpc<{ entries: string[] }>(session, 'routerd', 'history_list', { before: oldName(100).slice(0, -5) });
    expect(older.data!.entries.map((text) => (JSON.parse(text) as { id: string }).id)).toEqual(Array.from({ length: 99 }, (_, i) => oldName(99 - i).slice(0, -5)));
  });

  it('lands a staged entry once the change is confirmed, with a call carrying no data', async () => {
    const data = entryText({ op: 'set_wan_config', files: [] });
    expect((await add({ token: 'fedcba9876543210', data, done: false })).status).toBe(0);
    expect(entryFiles().some((name) => readFileSync(join(historyDir(), name), 'utf8').includes('set_wan_config'))).toBe(false);
    const landed = await add({ token: 'fedcba9876543210', offset: Buffer.from(data, 'base64').length, data: '' });
    expect(landed.status).toBe(0);
    expect(readFileSync(join(historyDir(), `${String(landed.data?.id)}.json`), 'utf8')).toContain('set_wan_config');
  });
});
