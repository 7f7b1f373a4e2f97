import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRpcdUci } from '../../../device/test-support/fake-rpcd-uci';
import { addSection, ensureSection, getSection, removeSection, sectionsOfType, setOption } from '@rc/core/uci/uci-edit';
import { draftPackage } from '@rc/core/uci/uci-draft';
import { UbusConfigStore } from './ubus-config-store';
import { UbusCallError, UbusStatus } from './ubus';

const network = () =>
  new FakeRpcdUci({
    network: [
      { name: 'loopback', type: 'interface', options: { proto: 'static', ipaddr: '127.0.0.1' } },
      { name: 'lan', type: 'interface', options: { proto: 'static', ipaddr: '192.168.1.1', dns: ['1.1.1.1', '8.8.8.8'] } },
      { type: 'route', options: { target: '10.0.0.0/8', interface: 'lan' } },
    ],
    firewall: [{ type: 'defaults', options: { input: 'REJECT' } }],
  });

const fileOf = (rpcd: FakeRpcdUci, pkg: string) =>
  rpcd.files.get(pkg)!.map((s) => [s.anonymous ? null : s.name, s.type, Object.fromEntries(s.options)]);

const mutating = (rpcd: FakeRpcdUci) => rpcd.writes.map((call) => [call.method, call.args]);

afterEach(() => vi.useRealTimers());

describe('UbusConfigStore', () => {
  it('reads a package as uci get answers it: sections in file order, anonymous ones without a name, lists as arrays', async () => {
    const store = new UbusConfigStore(network());
    const pkg = await store.read('network');
    expect(pkg.sections.map((s) => [s.name, s.type])).toEqual([
      ['loopback', 'interface'],
      ['lan', 'interface'],
      [undefined, 'route'],
    ]);
    expect(getSection(pkg, 'lan')?.options.get('dns')).toEqual(['1.1.1.1', '8.8.8.8']);
  });

  it('reads a package rpcd has no file for as empty, as the daemon does', async () => {
    expect(await new UbusConfigStore(network()).read('ddns')).toEqual({ name: 'ddns', sections: [] });
  });

  it('stages only what the draft changed, then commits each changed package', async () => {
    const rpcd = network();
    const result = await new UbusConfigStore(rpcd).transact('set_lan_config', ['network', 'firewall'], (draft) => {
      const lan = getSection(draftPackage(draft, 'network'), 'lan')!;
      setOption(lan, 'ipaddr', '192.168.8.1');
      setOption(lan, 'dns', ['9.9.9.9']);
      setOption(lan, 'netmask', '255.255.255.0');
    });
    expect(result).toEqual({ changed: ['network'] });
    expect(mutating(rpcd)).toEqual([
      ['set', { config: 'network', section: 'lan', values: { ipaddr: '192.168.8.1', dns: ['9.9.9.9'], netmask: '255.255.255.0' } }],
      ['commit', { config: 'network' }],
    ]);
    expect(fileOf(rpcd, 'network')[1]).toEqual(['lan', 'interface', { proto: 'static', ipaddr: '192.168.8.1', dns: ['9.9.9.9'], netmask: '255.255.255.0' }]);
    expect(rpcd.reloaded).toEqual(['network']);
  });

  it('deletes removed options and sections, adds new ones named or anonymous, and keeps the draft order', async () => {
    const rpcd = network();
    await new UbusConfigStore(rpcd).transact('set_static_routes', ['network'], (draft) => {
      const pkg = draftPackage(draft, 'network');
      for (const route of sectionsOfType(pkg, 'route')) removeSection(pkg, route);
      const route = addSection(pkg, 'route');
      setOption(route, 'target', '172.16.0.0/12');
      setOption(route, 'interface', 'lan');
      ensureSection(pkg, 'interface', 'wan').options.set('proto', 'dhcp');
      getSection(pkg, 'lan')!.options.delete('dns');
      // The new wan goes before lan, as a handler may insert it.
      const wan = pkg.sections.pop()!;
      pkg.sections.splice(1, 0, wan);
    });
    expect(fileOf(rpcd, 'network')).toEqual([
      ['loopback', 'interface', { proto: 'static', ipaddr: '127.0.0.1' }],
      ['wan', 'interface', { proto: 'dhcp' }],
      ['lan', 'interface', { proto: 'static', ipaddr: '192.168.1.1' }],
      [null, 'route', { target: '172.16.0.0/12', interface: 'lan' }],
    ]);
    expect(mutating(rpcd).map(([method]) => method)).toEqual(['delete', 'delete', 'add', 'add', 'order', 'commit']);
  });

  it('reads back exactly what the draft held', async () => {
    const rpcd = network();
    const store = new UbusConfigStore(rpcd);
    let wanted: unknown;
    await store.transact('set_qos', ['network'], (draft) => {
      const pkg = draftPackage(draft, 'network');
      setOption(addSection(pkg, 'rule', 'r1'), 'list_it', ['a', 'b']);
      setOption(getSection(pkg, 'loopback')!, 'ipaddr', ['127.0.0.1', '127.0.0.2']);
      wanted = structuredClone(pkg);
    });
    expect(await store.read('network')).toEqual(wanted);
  });

  it('sends nothing for a draft left as it was read', async () => {
    const rpcd = network();
    expect(await new UbusConfigStore(rpcd).transact('set_lan_config', ['network'], () => undefined)).toEqual({ changed: [] });
    expect(mutating(rpcd)).toEqual([]);
  });

  it('writes nothing when the change throws', async () => {
    const rpcd = network();
    const save = new UbusConfigStore(rpcd).transact('set_lan_config', ['network'], (draft) => {
      setOption(getSection(draftPackage(draft, 'network'), 'lan')!, 'ipaddr', '10.0.0.1');
      throw new Error('refused');
    });
    await expect(save).rejects.toThrow('refused');
    expect(mutating(rpcd)).toEqual([]);
  });

  it('refuses a draft a uci file cannot hold before staging anything', async () => {
    const rpcd = network();
    const save = new UbusConfigStore(rpcd).transact('set_lan_config', ['network'], (draft) => {
      getSection(draftPackage(draft, 'network'), 'lan')!.options.set('dns', []);
    });
    await expect(save).rejects.toThrow('holds what a uci file cannot');
    expect(mutating(rpcd)).toEqual([]);
  });

  it('reverts what it staged when rpcd refuses a call, so the next save does not commit it', async () => {
    const rpcd = network();
    const store = new UbusConfigStore(rpcd);
    rpcd.failNext = { method: 'add', status: UbusStatus.permissionDenied };
    const save = store.transact('set_lan_config', ['network'], (draft) => {
      const pkg = draftPackage(draft, 'network');
      setOption(getSection(pkg, 'lan')!, 'ipaddr', '10.0.0.1');
      addSection(pkg, 'interface', 'guest');
    });
    await expect(save).rejects.toBeInstanceOf(UbusCallError);
    expect(mutating(rpcd).map(([method]) => method)).toEqual(['set', 'add', 'revert']);
    expect(getSection(await store.read('network'), 'lan')?.options.get('ipaddr')).toBe('192.168.1.1');
  });

  it('runs one changeset at a time: the second reads what the first committed', async () => {
    const rpcd = network();
    const store = new UbusConfigStore(rpcd);
    const bump = () =>
      store.transact('set_lan_config', ['network'], async (draft) => {
        const lan = getSection(draftPackage(draft, 'network'), 'lan')!;
        await Promise.resolve();
        setOption(lan, 'mtu', String(Number(lan.options.get('mtu') ?? '1000') + 1));
      });
    await Promise.all([bump(), bump()]);
    expect(getSection(await store.read('network'), 'lan')?.options.get('mtu')).toBe('1002');
  });

  it('lands a risky changeset with uci apply and rollback; rpcd restores it when nobody confirms', async () => {
    vi.useFakeTimers();
    const rpcd = network();
    const store = new UbusConfigStore(rpcd).withRollback(30);
    await store.transact('set_lan_config', ['network'], (draft) => setOption(getSection(draftPackage(draft, 'network'), 'lan')!, 'ipaddr', '10.0.0.1'));
    expect(mutating(rpcd).at(-1)).toEqual(['apply', { rollback: true, timeout: 30 }]);
    expect(getSection(await store.read('network'), 'lan')?.options.get('ipaddr')).toBe('10.0.0.1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fileOf(rpcd, 'network')[1]![2]).toMatchObject({ ipaddr: '192.168.1.1' });
    // rpcd put the change back into the session: read until the console drops it (router-apply.ts)
    expect(getSection(await store.read('network'), 'lan')?.options.get('ipaddr')).toBe('10.0.0.1');
    expect(await store.dropStaged()).toEqual(['network']);
    expect(getSection(await store.read('network'), 'lan')?.options.get('ipaddr')).toBe('192.168.1.1');
  });

  it('lands only its own packages after an earlier risky save went back: rpcd put that change back into the session', async () => {
    vi.useFakeTimers();
    const rpcd = network();
    const store = new UbusConfigStore(rpcd);
    await store.withRollback(30).transact('set_firewall', ['firewall'], (draft) => setOption(draftPackage(draft, 'firewall').sections[0]!, 'input', 'ACCEPT'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fileOf(rpcd, 'firewall')[0]![2]).toEqual({ input: 'REJECT' });
    const reloadedBefore = rpcd.reloaded.length;
    await store.withRollback(30).transact('set_lan_config', ['network'], (draft) => setOption(getSection(draftPackage(draft, 'network'), 'lan')!, 'ipaddr', '10.0.0.1'));
    await rpcd.call('uci', 'confirm');
    expect(fileOf(rpcd, 'firewall')[0]![2]).toEqual({ input: 'REJECT' });
    expect(rpcd.reloaded.slice(reloadedBefore)).toEqual(['network']);
    expect((await store.read('firewall')).sections[0]!.options.get('input')).toBe('REJECT');
  });

  it('drops a change rpcd put back on its own rollback, and commits only what the save changed', async () => {
    vi.useFakeTimers();
    const rpcd = network();
    const store = new UbusConfigStore(rpcd);
    await store.withRollback(30).transact('set_lan_config', ['network'], (draft) => setOption(getSection(draftPackage(draft, 'network'), 'lan')!, 'ipaddr', '10.0.0.1'));
    await rpcd.call('uci', 'rollback');
    await store.transact('set_static_routes', ['network'], (draft) => void addSection(draftPackage(draft, 'network'), 'route'));
    expect(getSection(await store.read('network'), 'lan')?.options.get('ipaddr')).toBe('192.168.1.1');
    expect(fileOf(rpcd, 'network').filter(([, type]) => type === 'route')).toHaveLength(2);
  });

  it('refuses to write side files (OpenVPN PEMs) rather than dropping them', async () => {
    const rpcd = network();
    const save = new UbusConfigStore(rpcd).transact('set_openvpn', ['network'], (_draft, side) => side.write('ca.crt', 'x', 0o600));
    await expect(save).rejects.toThrow('cannot be saved on this router yet');
    expect(mutating(rpcd)).toEqual([]);
  });

  it("writes a changeset's side files with rpcd's file write, their mode given, after staging and before the commit", async () => {
    const rpcd = new RpcdWithFiles();
    await new UbusConfigStore(rpcd, '/etc/openvpn').transact('set_openvpn', ['network'], (draft, side) => {
      setOption(getSection(draftPackage(draft, 'network'), 'lan')!, 'ipaddr', '10.0.0.1');
      side.write('client.key', 'KEY', 0o600);
      side.write('client.crt', 'CERT', 0o644);
    });
    expect(mutating(rpcd).map(([method]) => method)).toEqual(['set', 'write', 'write', 'commit']);
    expect(rpcd.written).toEqual(new Map([['/etc/openvpn/client.key', { data: 'KEY', mode: 0o600 }], ['/etc/openvpn/client.crt', { data: 'CERT', mode: 0o644 }]]));
  });

  it('commits nothing when a side file cannot be written, and refuses a name that is no plain file name', async () => {
    const rpcd = new RpcdWithFiles();
    rpcd.refuseWrites = true;
    const save = new UbusConfigStore(rpcd, '/etc/openvpn').transact('set_openvpn', ['network'], (draft, side) => {
      setOption(getSection(draftPackage(draft, 'network'), 'lan')!, 'ipaddr', '10.0.0.1');
      side.write('client.key', 'KEY', 0o600);
    });
    await expect(save).rejects.toThrow(UbusCallError);
    expect(mutating(rpcd).map(([method]) => method)).toEqual(['set', 'write', 'revert']);
    const escape = new UbusConfigStore(rpcd, '/etc/openvpn').transact('set_openvpn', ['network'], (_draft, side) => side.write('../config/network', 'x', 0o600));
    await expect(escape).rejects.toThrow('cannot be saved on this router yet');
  });
});

/** rpcd's uci with its file plugin's write: what was written where, or a refusal. */
class RpcdWithFiles extends FakeRpcdUci {
  readonly written = new Map<string, { data: unknown; mode: unknown }>();
  refuseWrites = false;

  constructor() {
    super({ network: [{ name: 'lan', type: 'interface', options: { proto: 'static', ipaddr: '192.168.1.1' } }] });
  }

  override async call<T>(object: string, method: string, args: Record<string, unknown> = {}): Promise<T> {
    if (object !== 'file') return super.call(object, method, args);
    this.calls.push({ method, args });
    if (this.refuseWrites) throw new UbusCallError(object, method, UbusStatus.permissionDenied);
    this.written.set(String(args.path), { data: args.data, mode: args.mode });
    return {} as T;
  }
}
