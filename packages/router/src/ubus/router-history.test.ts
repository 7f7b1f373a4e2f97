// The browser's side of the router's history: entries redacted before they leave the page, sent
// in chunks under uhttpd's request cap, landed at once or when the risky change is confirmed,
// and read back page by page. FakeUbus refuses a call the generated ACL's needs do not grant.
import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { silentLogger, type Logger } from '@rc/core/log';
import type { UciHistoryEntry } from '@rc/core/uci/history-entry';
import { aclNeeds } from './acl-needs';
import { sessionStorageMemory, type KeyValueStorage } from './pending-apply-memory';
import { RouterApply } from './router-apply';
import { RouterHistory } from './router-history';
import { uploadChunkBytes } from './router-upload';

type AddArgs = { token: string; offset: number; data: string; done: boolean };

/** The plugin's history_add as routerd.uc checks it: chunks at the offset staged so far. */
function pluginBus() {
  const staged = new Map<string, string>();
  const landed: Array<{ op: string; files: unknown[] }> = [];
  const ubus = new FakeUbus(aclNeeds).on('routerd', 'history_add', (args: AddArgs) => {
    const bytes = staged.get(args.token) ?? '';
    if (bytes.length !== args.offset) throw new Error('out of order');
    staged.set(args.token, bytes + atob(args.data));
    if (!args.done) return {};
    landed.push(JSON.parse(new TextDecoder().decode(Uint8Array.from(staged.get(args.token)!, (c) => c.charCodeAt(0)))));
    return { id: 'x' };
  });
  const adds = () => ubus.calls.filter((call) => call.method === 'history_add').map((call) => call.args as AddArgs);
  return { ubus, landed, adds };
}

const wifi = (key: string) => `package wireless\n\nconfig wifi-iface 'default_radio0'\n\toption ssid 'Home'\n\toption key '${key}'\n\n`;

describe('RouterHistory', () => {
  it('sends the entry with every credential redacted, in one call for a small one', async () => {
    const { ubus, landed, adds } = pluginBus();
    await new RouterHistory(ubus, silentLogger).record('set_wifi_config', [{ pkg: 'wireless', before: wifi('old-secret-1'), after: wifi('new-secret-2') }]);
    expect(adds()).toHaveLength(1);
    expect(JSON.stringify(ubus.calls)).not.toMatch(/secret-[12]/);
    expect(landed).toEqual([
      { op: 'set_wifi_config', files: [{ pkg: 'wireless', before: wifi('(secret)'), after: wifi('(secret)'), secretsChanged: ['wireless.default_radio0.key'] }] },
    ]);
  });

  it('sends a large entry in chunks under uhttpd-mod-ubus 64 KiB, landing with the last', async () => {
    const { ubus, landed, adds } = pluginBus();
    const big = `package firewall\n${"\nconfig rule\n\toption name 'ü rule'\n\toption src 'wan'\n".repeat(2000)}`;
    await new RouterHistory(ubus, silentLogger).record('set_port_forwards', [{ pkg: 'firewall', before: big, after: `${big}\nconfig zone 'x'\n` }]);
    const calls = adds();
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) expect(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'call', params: ['0'.repeat(32), 'routerd', 'history_add', call] }).length).toBeLessThan(64 * 1024);
    expect(calls.map((call) => call.done)).toEqual([...calls.slice(1).map(() => false), true]);
    expect(calls[1]!.offset).toBe(uploadChunkBytes);
    expect(new Set(calls.map((call) => call.token)).size).toBe(1);
    expect(landed).toHaveLength(1);
    expect((landed[0]!.files[0] as { after: string }).after).toContain("config zone 'x'");
  });

  it('stages the entry of a change awaiting confirmation, and lands it with a call carrying no data', async () => {
    const { ubus, landed, adds } = pluginBus();
    const history = new RouterHistory(ubus, silentLogger);
    const staged = await history.stage('set_dhcp', [{ pkg: 'dhcp', before: "package dhcp\n\nconfig dhcp 'lan'\n\toption start '100'\n", after: "package dhcp\n\nconfig dhcp 'lan'\n\toption start '120'\n" }]);
    expect(landed).toEqual([]);
    expect(adds().map((call) => call.done)).toEqual([false]);
    await history.land(staged!);
    expect(adds().at(-1)).toEqual({ token: staged!.token, offset: staged!.bytes, data: '', done: true });
    expect(landed.map((entry) => entry.op)).toEqual(['set_dhcp']);
  });

  it('logs a history the router refused and does not fail the save, which is live already', async () => {
    const errors: string[] = [];
    const log: Logger = { info: () => undefined, error: (message) => void errors.push(message) };
    const ubus = new FakeUbus(aclNeeds).on('routerd', 'history_add', new Error('rpcd: invalid argument'));
    await new RouterHistory(ubus, log).record('set_dhcp', []);
    expect(await new RouterHistory(ubus, log).stage('set_dhcp', [])).toBeUndefined();
    expect(errors).toEqual(['history: set_dhcp not recorded', 'history: set_dhcp not staged']);
  });

  it('reads every page, newest first, leaving out a file that is not an entry', async () => {
    const entry = (id: string): UciHistoryEntry => ({ id, time: '2026-11-27T10:00:00.000Z', op: 'set_dhcp', by: 'root', files: [] });
    const pages: Record<string, unknown> = {
      '': { entries: [JSON.stringify(entry('3')), 'not json', JSON.stringify(entry('2'))], next: '2' },
      '2': { entries: [JSON.stringify(entry('1'))] },
    };
    const ubus = new FakeUbus(aclNeeds).on('routerd', 'history_list', (args: { before?: string }) => pages[args.before ?? '']);
    expect((await new RouterHistory(ubus, silentLogger).list()).map((found) => found.id)).toEqual(['3', '2', '1']);
  });
});

describe('a risky change and its history entry', () => {
  function storage(): KeyValueStorage {
    const items = new Map<string, string>();
    return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
  }

  it('lands once confirmed, even after a reload, and never when it went back', async () => {
    const kept = storage();
    const ubus = new FakeUbus(aclNeeds).on('uci', 'confirm', {}).on('uci', 'rollback', {});
    const confirmed: unknown[] = [];
    const page = () => {
      const apply = new RouterApply(ubus, 60, Date.now, sessionStorageMemory(kept, () => 's1'));
      apply.onConfirmed(async (pending) => void confirmed.push(pending.history));
      return apply;
    };
    page().opened('set_dhcp', { token: '0123456789abcdef', bytes: 42 });
    await page().confirm();
    expect(confirmed).toEqual([{ token: '0123456789abcdef', bytes: 42 }]);
    const rolledBack = page();
    rolledBack.opened('set_dhcp', { token: 'fedcba9876543210', bytes: 7 });
    await rolledBack.revert();
    expect(confirmed).toHaveLength(1);
  });
});
