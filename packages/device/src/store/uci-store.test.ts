import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmod, mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UciStore } from './uci-store';
import { UciParseError, UciTooLargeError } from '@rc/core/uci/uci-types';
import { exportUci } from '@rc/core/uci/uci-format';
import { parseUci } from '@rc/core/uci/uci-parse';
import { getOption, getSection, setOption } from '@rc/core/uci/uci-edit';

// Hand-written files in the layout a router keeps (tabs, unquoted values, comments, anonymous
// sections, a list), so that "byte for byte" means something.
const networkText = `config interface 'loopback'
	option device 'lo'
	option proto 'static'
	option ipaddr '127.0.0.1'
	option netmask '255.0.0.0'

config device
	option name 'br-lan'
	option type 'bridge'
	list ports 'lan1'
	list ports 'lan2'

config interface 'lan'
	option device 'br-lan'
	option proto 'static'
	option ipaddr '192.168.1.1'
	option netmask '255.255.255.0'

config interface 'wan'
	option device 'wan'
	option proto 'dhcp'
`;
const firewallText = `config defaults
	option input		REJECT # the router itself
	option forward		REJECT

config zone
	option name		lan
	list network		'lan'
	option input		ACCEPT

config zone
	option name		wan
	list network		'wan'
	option masq		1

# a rule kept for later
#config rule
#	option name		Example
`;

let root: string;
let configDir: string;
let stateDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uci-store-'));
  configDir = path.join(root, 'config');
  stateDir = path.join(root, 'state');
  await mkdir(configDir);
  await writeFile(path.join(configDir, 'network'), networkText);
  await writeFile(path.join(configDir, 'firewall'), firewallText);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function openStore(history?: { entries?: number; bytes?: number }): Promise<UciStore> {
  const store = new UciStore({ configDir, stateDir, history });
  await store.recover();
  return store;
}

const configFile = (pkg: string) => readFile(path.join(configDir, pkg), 'utf8');
const configNames = async () => (await readdir(configDir)).sort();

function section(pkg: Parameters<typeof getSection>[0], name: string) {
  const found = getSection(pkg, name);
  if (!found) throw new Error(`no section ${name}`);
  return found;
}

describe('UciStore.read', () => {
  it('reads a missing package as empty and the raw text of one as on disk', async () => {
    const store = await openStore();
    expect(await store.read('ddns')).toEqual({ name: 'ddns', sections: [] });
    expect(await store.readRaw('ddns')).toBe('');
    expect(await store.readRaw('firewall')).toBe(firewallText);
  });

  it('refuses package names that could leave the config folder', async () => {
    const store = await openStore();
    for (const bad of ['../state/journal.json', '/etc/passwd', 'Network', '', 'a/b', '.network']) {
      await expect(store.read(bad)).rejects.toThrow(TypeError);
      await expect(store.transact('test', [bad], () => undefined)).rejects.toThrow(TypeError);
    }
  });

  it('reports a malformed file as UciParseError naming the file and line, and keeps serving the others', async () => {
    await writeFile(path.join(configDir, 'dhcp'), "config dnsmasq\n\toption domain 'lan\n");
    const store = await openStore();
    const error = await store.read('dhcp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UciParseError);
    expect(error).toMatchObject({ file: path.join(configDir, 'dhcp'), line: 2, reason: "EOF with unterminated '" });
    expect(String(error)).toContain('dhcp');
    await expect(store.transact('edit', ['dhcp'], () => undefined)).rejects.toBeInstanceOf(UciParseError);
    expect(getOption(section(await store.read('network'), 'lan'), 'proto')).toBe('static');
  });
});

describe('UciStore.transact', () => {
  it('changes one option and keeps every other section and option', async () => {
    const store = await openStore();
    const result = await store.transact('set_lan', ['network'], (draft) => {
      setOption(section(draft.network!, 'lan'), 'ipaddr', '10.0.0.1');
    });
    expect(result).toEqual({ changed: ['network'] });
    const expected = parseUci(networkText, 'network');
    setOption(section(expected, 'lan'), 'ipaddr', '10.0.0.1');
    expect(await store.read('network')).toEqual(expected);
    expect(await configFile('network')).toBe(exportUci(expected));
  });

  it('leaves an untouched file, comments and all, byte for byte as it was', async () => {
    const store = await openStore();
    const result = await store.transact('set_wan', ['firewall', 'network'], (draft) => {
      setOption(section(draft.network!, 'wan'), 'proto', 'pppoe');
      setOption(section(draft.network!, 'wan'), 'proto', 'dhcp');
      expect(draft.firewall!.sections.length).toBeGreaterThan(0);
    });
    expect(result.changed).toEqual([]);
    expect(await configFile('firewall')).toBe(firewallText);
    expect(await configFile('network')).toBe(networkText);
    expect(await store.listHistory()).toEqual([]);
  });

  it('writes nothing when the change throws, and passes the error on', async () => {
    const store = await openStore();
    const before = await configNames();
    const failure = store.transact('set_wan', ['network', 'firewall'], (draft) => {
      setOption(section(draft.network!, 'wan'), 'proto', 'pppoe');
      throw new Error('validation failed');
    });
    await expect(failure).rejects.toThrow('validation failed');
    expect(await configNames()).toEqual(before);
    expect(await configFile('network')).toBe(networkText);
    expect(await store.listHistory()).toEqual([]);
  });

  it('refuses a draft the file format cannot carry, writing nothing', async () => {
    const store = await openStore();
    await expect(
      store.transact('bad', ['network'], (draft) => {
        section(draft.network!, 'lan').options.set('dns', []);
      }),
    ).rejects.toThrow(/cannot/);
    expect(await configFile('network')).toBe(networkText);
  });

  it('loses no update when many changesets hit the same file at once', async () => {
    const store = await openStore();
    const increment = () =>
      store.transact('count', ['system'], async (draft) => {
        const counter = draft.system!.sections[0] ?? { type: 'counter', options: new Map() };
        if (!draft.system!.sections.length) draft.system!.sections.push(counter);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        setOption(counter, 'value', String(Number(getOption(counter, 'value') ?? '0') + 1));
      });
    await Promise.all(Array.from({ length: 50 }, increment));
    expect(getOption((await store.read('system')).sections[0]!, 'value')).toBe('50');
  });

  it('runs changesets over overlapping files in any order without deadlock', async () => {
    const store = await openStore();
    const bump = (pkgs: string[]) =>
      store.transact('bump', pkgs, (draft) => {
        for (const pkg of ['network', 'firewall']) {
          const first = draft[pkg]!.sections[0]!;
          setOption(first, 'bumps', String(Number(getOption(first, 'bumps') ?? '0') + 1));
        }
      });
    await Promise.all(Array.from({ length: 20 }, (_, i) => bump(i % 2 ? ['network', 'firewall'] : ['firewall', 'network'])));
    expect(getOption((await store.read('network')).sections[0]!, 'bumps')).toBe('20');
    expect(getOption((await store.read('firewall')).sections[0]!, 'bumps')).toBe('20');
  });

  it('creates a missing file and never leaves temp files behind', async () => {
    const store = await openStore();
    await store.transact('add_ddns', ['ddns'], (draft) => {
      draft.ddns!.sections.push({ type: 'service', name: 'myddns', options: new Map([['enabled', '1']]) });
    });
    expect(await configFile('ddns')).toBe("package ddns\n\nconfig service 'myddns'\n\toption enabled '1'\n\n");
    expect(await configNames()).toEqual(['ddns', 'firewall', 'network']);
    expect(await readdir(stateDir)).toEqual(['history']);
  });
});

describe('bounds (what a backup can hold)', () => {
  it('refuses a save that would take a file or the whole configuration past its bound, writing nothing', async () => {
    const store = new UciStore({ configDir, stateDir, bounds: { fileBytes: 4096, totalBytes: 6000 } });
    await store.recover();
    const before = await configFile('network');
    await expect(
      store.transact('grow', ['network'], (draft) => setOption(section(draft.network!, 'lan'), 'description', 'x'.repeat(5000))),
    ).rejects.toBeInstanceOf(UciTooLargeError);
    expect(await configFile('network')).toBe(before);
    await expect(store.replaceAll({ network: networkText, firewall: firewallText, big: `config a 'b'\n\toption c '${'y'.repeat(3000)}'\n`, bigger: `config a 'b'\n\toption c '${'z'.repeat(3000)}'\n` }, 'restore')).rejects.toBeInstanceOf(UciTooLargeError);
    expect(await configNames()).toEqual(['firewall', 'network']);
  });
});

describe('history', () => {
  it('records each changeset with its op and the files before and after', async () => {
    const store = await openStore();
    await store.transact('set_lan', ['network', 'firewall'], (draft) => {
      setOption(section(draft.network!, 'lan'), 'ipaddr', '10.0.0.1');
    });
    const [entry, ...rest] = await store.listHistory();
    expect(rest).toEqual([]);
    // As `uci export` writes them (credentials replaced: see the next test).
    expect(entry).toMatchObject({ op: 'set_lan', files: [{ pkg: 'network', before: exportUci(parseUci(networkText, 'network')), after: await configFile('network'), secretsChanged: [] }] });
    expect(Date.parse(entry!.time)).not.toBeNaN();
    expect(await readdir(path.join(stateDir, 'history'))).toEqual([`${entry!.id}.json`]);
  });

  it('never keeps a credential in clear, Wi-Fi keys included, and says which ones changed', async () => {
    const store = await openStore();
    await writeFile(path.join(configDir, 'wireless'), "config wifi-iface 'ap'\n\toption ssid 'Home'\n\toption key 'old-wifi-key'\n");
    await store.transact('set_wan', ['network', 'wireless'], (draft) => {
      const wan = section(draft.network!, 'wan');
      setOption(wan, 'proto', 'pppoe');
      setOption(wan, 'password', 'ppp-secret-1');
      setOption(section(draft.wireless!, 'ap'), 'key', 'new-wifi-key');
      setOption(section(draft.wireless!, 'ap'), 'ssid', 'Home2');
    });
    const [entry] = await store.listHistory();
    const stored = await readdir(path.join(stateDir, 'history')).then((names) => readFile(path.join(stateDir, 'history', names[0] ?? ''), 'utf8'));
    for (const secret of ['old-wifi-key', 'new-wifi-key', 'ppp-secret-1']) expect(stored).not.toContain(secret);
    expect(stored).toContain('Home2');
    expect(entry?.files.map((file) => file.secretsChanged)).toEqual([['network.wan.password'], ['wireless.ap.key']]);
    expect(entry?.files[1]?.after).toContain("option key '(secret)'");
  });

  it('keeps at most the newest entries that fit the byte bound', async () => {
    const store = await openStore({ bytes: 16 * 1024 });
    for (let i = 1; i <= 6; i++) {
      await store.transact(`big${i}`, ['network'], (draft) => setOption(section(draft.network!, 'lan'), 'description', String(i).repeat(2000)));
    }
    const entries = await store.listHistory();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThan(6);
    expect(entries[0]?.op).toBe('big6');
    const sizes = await Promise.all((await readdir(path.join(stateDir, 'history'))).map(async (name) => (await readFile(path.join(stateDir, 'history', name))).length));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(16 * 1024);
  });

  it('forgets everything when cleared (factory reset), keeping only an entry that says so', async () => {
    const store = await openStore();
    await store.transact('step', ['network'], (draft) => setOption(section(draft.network!, 'lan'), 'mtu', '1400'));
    await store.clearHistory('reset');
    expect(await store.listHistory()).toEqual([expect.objectContaining({ op: 'reset', files: [] })]);
  });

  it('keeps at most the newest entries of the count bound, dropping the oldest', async () => {
    const store = await openStore({ entries: 3 });
    for (let i = 1; i <= 6; i++) {
      await store.transact(`step${i}`, ['network'], (draft) => setOption(section(draft.network!, 'lan'), 'mtu', String(1400 + i)));
    }
    const entries = await store.listHistory();
    expect(entries.map((entry) => entry.op)).toEqual(['step6', 'step5', 'step4']);
    expect(await readdir(path.join(stateDir, 'history'))).toHaveLength(3);
  });
});

describe('crash recovery', () => {
  const newNetwork = "package network\n\nconfig interface 'lan'\n\toption proto 'dhcp'\n\n";
  const newFirewall = 'package firewall\n\nconfig defaults\n\n';
  const tempNetwork = '.network.uci-0123456789ab';
  const tempFirewall = '.firewall.uci-ba9876543210';

  // The state a crash leaves after the journal was made durable.
  async function crashAfterJournal(renamed: { network: boolean }) {
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(configDir, renamed.network ? 'network' : tempNetwork), newNetwork);
    await writeFile(path.join(configDir, tempFirewall), newFirewall);
    const steps = [
      { area: 'config', target: 'network', temp: tempNetwork },
      { area: 'config', target: 'firewall', temp: tempFirewall },
    ];
    await writeFile(path.join(stateDir, 'journal.json'), JSON.stringify({ op: 'set_wan', steps }));
  }

  it.each([false, true])('finishes a journal left by a crash (first rename done: %s): all files new', async (networkRenamed) => {
    await crashAfterJournal({ network: networkRenamed });
    await openStore();
    expect(await configFile('network')).toBe(newNetwork);
    expect(await configFile('firewall')).toBe(newFirewall);
    expect(await configNames()).toEqual(['firewall', 'network']);
    expect(await readdir(stateDir)).not.toContain('journal.json');
  });

  it('undoes a changeset cut short before its journal was written: all files old', async () => {
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(configDir, tempNetwork), newNetwork);
    await writeFile(path.join(stateDir, 'journal.json.tmp'), '{"op":"set_wan","ste');
    await openStore();
    expect(await configFile('network')).toBe(networkText);
    expect(await configFile('firewall')).toBe(firewallText);
    expect(await configNames()).toEqual(['firewall', 'network']);
    expect(await readdir(stateDir)).toEqual(['history']);
  });

  it('refuses a journal that names a file outside its folders', async () => {
    await mkdir(stateDir, { recursive: true });
    const steps = [{ area: 'config', target: '../../etc/passwd', temp: tempNetwork }];
    await writeFile(path.join(stateDir, 'journal.json'), JSON.stringify({ op: 'x', steps }));
    await expect(openStore()).rejects.toThrow(/corrupt/);
  });
});

describe('UciStore.replaceAll', () => {
  it('swaps the whole set: files kept verbatim, missing ones created, unnamed ones deleted', async () => {
    const store = await openStore();
    const system = '# factory\nconfig system\n\toption hostname OpenWrt\n';
    const result = await store.replaceAll({ network: networkText, system }, 'factory_reset');
    expect(result).toEqual({ changed: ['firewall', 'system'] });
    expect(await configNames()).toEqual(['network', 'system']);
    expect(await configFile('system')).toBe(system);
    const [entry] = await store.listHistory();
    expect(entry).toMatchObject({
      op: 'factory_reset',
      files: [
        { pkg: 'firewall', before: exportUci(parseUci(firewallText, 'firewall')), after: null },
        { pkg: 'system', before: null, after: exportUci(parseUci(system, 'system')) },
      ],
    });
  });

  it('refuses a set with a malformed file and writes nothing', async () => {
    const store = await openStore();
    const malformed = { network: 'config interface lan\n\toption a b c\n', system: '' };
    await expect(store.replaceAll(malformed, 'restore')).rejects.toBeInstanceOf(UciParseError);
    await expect(store.replaceAll({ '../x': '' }, 'restore')).rejects.toThrow(TypeError);
    expect(await configNames()).toEqual(['firewall', 'network']);
    expect(await configFile('network')).toBe(networkText);
    expect(await store.listHistory()).toEqual([]);
  });
});

describe('UciStore.extractFiles', () => {
  it('writes the files it is given and leaves every other package as it was, as sysupgrade -r only extracts', async () => {
    const store = await openStore();
    const system = '# restored\nconfig system\n\toption hostname OpenWrt\n';
    expect(await store.extractFiles({ network: networkText, system }, 'restore_apply')).toEqual({ changed: ['system'] });
    expect(await configNames()).toEqual(['firewall', 'network', 'system']);
    expect(await configFile('firewall')).toBe(firewallText);
    expect(await configFile('system')).toBe(system);
    await expect(store.extractFiles({ firewall: 'config zone\n\toption a b c\n' }, 'restore_apply')).rejects.toBeInstanceOf(UciParseError);
    expect(await configFile('firewall')).toBe(firewallText);
  });
});

describe('UciStore.read, served again while the file is unchanged', () => {
  const tiny = (value: string) => `config system 'main'\n\toption hostname '${value}'\n`;
  const hostname = (pkg: Awaited<ReturnType<UciStore['read']>>) => getOption(getSection(pkg, 'main')!, 'hostname');

  it('reads a file another program rewrote in place, even at the same size', async () => {
    const store = await openStore();
    await writeFile(path.join(configDir, 'system'), tiny('aaaa'));
    expect(hostname(await store.read('system'))).toBe('aaaa');
    await writeFile(path.join(configDir, 'system'), tiny('bbbb'));
    expect(hostname(await store.read('system'))).toBe('bbbb');
    await rm(path.join(configDir, 'system'));
    expect((await store.read('system')).sections).toEqual([]);
  });

  it('gives each caller its own copy, and what a changeset wrote', async () => {
    const store = await openStore();
    await writeFile(path.join(configDir, 'system'), tiny('aaaa'));
    setOption(getSection(await store.read('system'), 'main')!, 'hostname', 'changed-in-memory');
    expect(hostname(await store.read('system'))).toBe('aaaa');
    await store.transact('test', ['system'], (draft) => setOption(getSection(draft.system!, 'main')!, 'hostname', 'cccc'));
    expect(hostname(await store.read('system'))).toBe('cccc');
  });
});

describe('UciStore file modes', () => {
  const modeOf = async (pkg: string) => (await stat(path.join(configDir, pkg))).mode & 0o777;

  it('writes the files that hold credentials owner-only (0600), even when found readable by all', async () => {
    await chmod(path.join(configDir, 'network'), 0o644);
    const store = await openStore();
    await store.transact('set_wifi', ['network', 'wireless', 'ddns'], (draft) => {
      setOption(section(draft.network!, 'lan'), 'ipaddr', '192.168.5.1');
      draft.wireless!.sections.push({ type: 'wifi-iface', name: 'ap', options: new Map([['key', 'Wifi-key-1']]) });
      draft.ddns!.sections.push({ type: 'service', name: 'home', options: new Map([['domain', 'x.example.com']]) });
    });
    expect([await modeOf('network'), await modeOf('wireless'), await modeOf('ddns')]).toEqual([0o600, 0o600, 0o600]);
  });

  it("keeps another file's own mode, and writes it 0600 once it holds a credential option", async () => {
    await writeFile(path.join(configDir, 'dhcp'), "config dnsmasq\n\toption domain 'lan'\n");
    await chmod(path.join(configDir, 'dhcp'), 0o644);
    const store = await openStore();
    await store.transact('set_dhcp', ['dhcp', 'extra'], (draft) => {
      setOption(draft.dhcp!.sections[0]!, 'domain', 'home');
      draft.extra!.sections.push({ type: 'thing', name: 'one', options: new Map([['label', 'x']]) });
    });
    expect([await modeOf('dhcp'), await modeOf('extra')]).toEqual([0o644, 0o600]);
    await store.transact('set_dhcp', ['dhcp'], (draft) => setOption(draft.dhcp!.sections[0]!, 'auth_secret', 's3cret'));
    expect(await modeOf('dhcp')).toBe(0o600);
  });
});

describe('UciStore side files', () => {
  const sideDir = () => path.join(root, 'side');
  const openWithSide = async () => {
    const store = new UciStore({ configDir, stateDir, sideDir: sideDir() });
    await store.recover();
    return store;
  };

  it('writes side files with their mode in the changeset of the settings, and lists none of them in history', async () => {
    const store = await openWithSide();
    await store.transact('set_vpn', ['network'], (draft, side) => {
      setOption(section(draft.network!, 'lan'), 'ipaddr', '192.168.7.1');
      side.write('client.crt', 'CERT-1', 0o644);
      side.write('client.key', 'KEY-1', 0o600);
    });
    expect(await readFile(path.join(sideDir(), 'client.key'), 'utf8')).toBe('KEY-1');
    expect((await stat(path.join(sideDir(), 'client.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(sideDir(), 'client.crt'))).mode & 0o777).toBe(0o644);
    // A new key alone is written but is no configuration change.
    await store.transact('set_vpn', ['network'], (_draft, side) => side.write('client.key', 'KEY-2', 0o600));
    expect(await readFile(path.join(sideDir(), 'client.key'), 'utf8')).toBe('KEY-2');
    const history = await store.listHistory();
    expect(history).toHaveLength(1);
    expect(JSON.stringify(history)).not.toContain('KEY-');
  });

  it('refuses a side file that is a path, a temp name, or without a side folder, writing nothing', async () => {
    const store = await openWithSide();
    for (const name of ['../network', 'a/b', '.client.key.uci-0123456789ab', '', '..']) {
      await expect(store.transact('x', ['network'], (_draft, side) => side.write(name, 'x', 0o600))).rejects.toThrow(TypeError);
    }
    const plain = await openStore();
    await expect(plain.transact('x', ['network'], (_draft, side) => side.write('client.key', 'x', 0o600))).rejects.toThrow(TypeError);
    expect(await readdir(root)).not.toContain('side');
  });

  it('finishes the side files of a journal left by a crash, with the config files', async () => {
    await mkdir(sideDir());
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(sideDir(), 'client.crt'), 'CERT-NEW');
    await writeFile(path.join(sideDir(), 'client.key'), 'KEY-OLD');
    await writeFile(path.join(sideDir(), '.client.key.uci-0123456789ab'), 'KEY-NEW');
    const steps = [
      { area: 'side', target: 'client.crt', temp: '.client.crt.uci-ba9876543210' },
      { area: 'side', target: 'client.key', temp: '.client.key.uci-0123456789ab' },
    ];
    await writeFile(path.join(stateDir, 'journal.json'), JSON.stringify({ op: 'set_openvpn', steps }));
    await expect(openStore()).rejects.toThrow(/corrupt/);
    await openWithSide();
    expect([await readFile(path.join(sideDir(), 'client.crt'), 'utf8'), await readFile(path.join(sideDir(), 'client.key'), 'utf8')]).toEqual(['CERT-NEW', 'KEY-NEW']);
    expect(await readdir(sideDir())).toEqual(['client.crt', 'client.key']);
  });
});
