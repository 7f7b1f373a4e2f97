import { describe, expect, it } from 'vitest';
import { parseUci } from './uci-parse';
import { exportUci } from './uci-format';
import {
  addSection,
  clonePackage,
  ensureSection,
  getList,
  getOption,
  getSection,
  packagesEqual,
  removeSection,
  sectionsOfType,
  setOption,
} from './uci-edit';

const network = () =>
  parseUci(
    "config interface 'lan'\n\toption proto 'static'\n\toption ipaddr '192.168.1.1'\n\tlist dns '1.1.1.1'\n\tlist dns '8.8.8.8'\n\n" +
      "config device\n\toption name 'br-lan'\n\nconfig interface 'wan'\n\toption proto 'dhcp'\n",
    'network',
  );

function lan() {
  const pkg = network();
  const section = getSection(pkg, 'lan');
  if (!section) throw new Error('fixture has a lan section');
  return { pkg, section };
}

describe('reading', () => {
  it('finds sections by name and by type', () => {
    const pkg = network();
    expect(getSection(pkg, 'wan')?.type).toBe('interface');
    expect(getSection(pkg, 'nope')).toBeUndefined();
    expect(sectionsOfType(pkg, 'interface').map((s) => s.name)).toEqual(['lan', 'wan']);
  });

  it('reads an option, the first item of a list, and a list from either', () => {
    const { section } = lan();
    expect(getOption(section, 'ipaddr')).toBe('192.168.1.1');
    expect(getOption(section, 'dns')).toBe('1.1.1.1');
    expect(getOption(section, 'missing')).toBeUndefined();
    expect(getList(section, 'dns')).toEqual(['1.1.1.1', '8.8.8.8']);
    expect(getList(section, 'proto')).toEqual(['static']);
    expect(getList(section, 'missing')).toEqual([]);
  });
});

describe('setOption', () => {
  it('keeps an existing option in its place and appends a new one', () => {
    const { section } = lan();
    setOption(section, 'proto', 'dhcp');
    setOption(section, 'mtu', '1400');
    expect([...section.options.keys()]).toEqual(['proto', 'ipaddr', 'dns', 'mtu']);
    expect(getOption(section, 'proto')).toBe('dhcp');
  });

  it('removes the option for undefined, empty string and empty list', () => {
    const { section } = lan();
    setOption(section, 'proto', undefined);
    setOption(section, 'ipaddr', '');
    setOption(section, 'dns', []);
    expect(section.options.size).toBe(0);
  });

  it('stores a list as a copy the caller cannot change afterwards', () => {
    const { section } = lan();
    const servers = ['9.9.9.9'];
    setOption(section, 'dns', servers);
    servers.push('1.1.1.1');
    expect(getList(section, 'dns')).toEqual(['9.9.9.9']);
  });

  it('refuses names a uci file cannot hold, so no user string reaches the file unchecked', () => {
    const { section } = lan();
    expect(() => setOption(section, 'bad-name', 'x')).toThrow(TypeError);
    expect(() => setOption(section, "x' ; reboot", 'x')).toThrow(TypeError);
    expect(() => setOption(section, 'ok', 'a\0b')).toThrow(TypeError);
  });
});

describe('sections', () => {
  it('ensureSection returns the existing section or appends a new one', () => {
    const pkg = network();
    expect(ensureSection(pkg, 'interface', 'lan')).toBe(getSection(pkg, 'lan'));
    const guest = ensureSection(pkg, 'interface', 'guest');
    expect(pkg.sections.at(-1)).toBe(guest);
    expect(() => ensureSection(pkg, 'device', 'lan')).toThrow(TypeError);
  });

  it('addSection appends anonymous or named sections and refuses a duplicate name', () => {
    const pkg = network();
    setOption(addSection(pkg, 'rule'), 'name', 'Allow-Ping');
    expect(exportUci(pkg)).toMatch(/\nconfig rule\n\toption name 'Allow-Ping'\n\n$/);
    expect(() => addSection(pkg, 'interface', 'wan')).toThrow(TypeError);
    expect(() => addSection(pkg, 'bad type', 'x')).toThrow(TypeError);
  });

  it('removeSection removes exactly that section', () => {
    const pkg = network();
    const device = sectionsOfType(pkg, 'device')[0];
    expect(device && removeSection(pkg, device)).toBe(true);
    expect(pkg.sections.map((s) => s.name)).toEqual(['lan', 'wan']);
    expect(device && removeSection(pkg, device)).toBe(false);
  });
});

describe('clonePackage and packagesEqual', () => {
  it('clones deeply: changing the clone leaves the original alone', () => {
    const { pkg, section } = lan();
    const copy = clonePackage(pkg);
    expect(packagesEqual(copy, pkg)).toBe(true);
    const copiedLan = getSection(copy, 'lan');
    if (copiedLan) setOption(copiedLan, 'dns', [...getList(copiedLan, 'dns'), '9.9.9.9']);
    expect(getList(section, 'dns')).toEqual(['1.1.1.1', '8.8.8.8']);
    expect(packagesEqual(copy, pkg)).toBe(false);
  });

  it('tells apart option order, option versus list of one, and section order', () => {
    const a = parseUci("config t 's'\n\toption x 1\n\toption y 2\n", 'p');
    expect(packagesEqual(a, parseUci("config t 's'\n\toption y 2\n\toption x 1\n", 'p'))).toBe(false);
    expect(packagesEqual(a, parseUci("config t 's'\n\tlist x 1\n\toption y 2\n", 'p'))).toBe(false);
    expect(packagesEqual(a, parseUci("# comment\nconfig t s\n option x '1'\n option y \"2\"\n", 'p'))).toBe(true);
    const two = parseUci('config a\nconfig b\n', 'p');
    expect(packagesEqual(two, parseUci('config b\nconfig a\n', 'p'))).toBe(false);
  });
});
