import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnsafeOption } from '@rc/contract/unsafe-options';
import { exportUci } from '../uci/uci-format';
import { parseUci } from '../uci/uci-parse';
import type { UciPackage } from '../uci/uci-types';
import { needsReference, openwrtReference, referenceConfigs } from '../../../device/test-support/openwrt-reference';
import { plantedAttacks } from '../../../device/src/system/backup/backup-test-kit';
import { restorableFiles } from './restorable-files';
import { RESTORABLE } from './restorable-options';

/** OpenWrt's shipped files, read where they are (never copied into the repository), one package each. */
function openwrtFiles(): Record<string, string>[] {
  const files = { ...referenceConfigs('defaults'), ...referenceConfigs('stock') };
  return Object.entries(files).map(([name, text]) => ({ [name === 'openvpn-network' ? 'network' : name]: text }));
}

/** The sections an attack edits, as every unit has them. */
const bare: Record<string, string> = { dhcp: 'config dnsmasq\n', system: 'config system\n' };

const where = (parts: Array<{ section: string; option: string }>) => parts.map((part) => `${part.section}.${part.option}`);

describe('restorableFiles', () => {
  it.skipIf(!openwrtReference)(needsReference("keeps every option of OpenWrt's shipped files byte for byte"), () => {
    const files = openwrtFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(restorableFiles(file).notRestored).toEqual([]);
    for (const file of files) expect(restorableFiles(file).files).toEqual(file);
  });

  it.each(plantedAttacks.filter((attack) => attack.pkg !== 'samba4').map((attack) => [attack.label, attack] as const))('leaves out %s and says where', (_label, attack) => {
    const { files, notRestored } = restorableFiles({ [attack.pkg]: attack.edit(bare[attack.pkg] ?? '') });
    expect(where(notRestored)).toEqual(expect.arrayContaining(attack.notRestored));
    expect(files[attack.pkg]).not.toMatch(attack.planted);
  });

  it('keeps the rest of a section it takes an option out of, and the sections around it', () => {
    const dhcp = "config dnsmasq\n\toption domain 'lan'\n\toption dhcpscript '/tmp/x'\n\nconfig dhcp 'lan'\n\toption interface 'lan'\n\toption start '100'\n";
    const { files, notRestored } = restorableFiles({ dhcp });
    expect(notRestored).toEqual([{ package: 'dhcp', section: '@dnsmasq[0]', type: 'dnsmasq', option: 'dhcpscript', reason: 'option' }]);
    const kept = parseUci(files.dhcp!, 'dhcp');
    expect(kept.sections.map((section) => [section.type, Object.fromEntries(section.options)])).toEqual([
      ['dnsmasq', { domain: 'lan' }],
      ['dhcp', { interface: 'lan', start: '100' }],
    ]);
  });

  it('leaves out a config file no page writes and OpenWrt ships no allow-list for, whole', () => {
    expect(restorableFiles({ luci: "config core 'main'\n\toption lang 'auto'\n", crontabs: 'x' })).toEqual({
      files: {},
      notRestored: [
        { package: 'luci', section: '', type: '', option: '', reason: 'package' },
        { package: 'crontabs', section: '', type: '', option: '', reason: 'package' },
      ],
    });
  });

  it.each([
    ['dhcp', "config dnsmasq\n\toption leasefile '/etc/shadow'\n", '@dnsmasq[0].leasefile'],
    ['openvpn', "config openvpn 'vpn'\n\toption ca '/etc/openvpn/../shadow'\n\toption status '/etc/rc.local'\n", 'vpn.ca vpn.status'],
    ['network', "config interface 'pptp'\n\toption pppd_options 'nomppe plugin /tmp/evil.so'\n", 'pptp.pppd_options'],
    ['network', "config interface 'vpn'\n\toption proto 'openvpn'\n\toption config '/tmp/evil.conf'\n", 'vpn.config'],
    ['samba4', "config sambashare\n\toption path '/etc'\n\toption force_root '1'\n\toption vfs_objects '/tmp/evil.so'\n", '@sambashare[0].path @sambashare[0].force_root @sambashare[0].vfs_objects'],
    ['uhttpd', "config uhttpd 'main'\n\toption home '/'\n\tlist interpreter '.sh=/bin/sh'\n\toption cgi_prefix '/bin'\n", 'main.home main.interpreter main.cgi_prefix'],
    ['dropbear', "config dropbear\n\toption ForceCommand '/bin/sh'\n\toption BannerFile '/etc/shadow'\n", '@dropbear[0].ForceCommand @dropbear[0].BannerFile'],
    ['rpcd', "config login\n\toption username 'admin'\n\toption password '$1$abc$def'\n", '@login[0].username @login[0].password'],
    ['wireless', "config wifi-iface 'ap'\n\toption ssid 'a\nb'\n", 'ap.ssid'],
  ])('leaves out a %s value of another kind than the option takes', (pkg, text, found) => {
    expect(where(restorableFiles({ [pkg]: text }).notRestored)).toEqual(found.split(' '));
  });

  it('throws on a file that is no UCI, for the caller to refuse as corrupt', () => {
    expect(() => restorableFiles({ openvpn: "config openvpn 'client\n" })).toThrow();
  });
});

describe('restorableFiles, for any archive', () => {
  // Names of the allow-list mixed with others, so that both sides are hit often.
  const packages = [...Object.keys(RESTORABLE), 'luci', 'uhttpd2', 'crontabs'];
  const types = [...new Set(Object.values(RESTORABLE).flatMap((byType) => Object.keys(byType))), 'include', 'swap', 'client', 'x'];
  const options = [...new Set(Object.values(RESTORABLE).flatMap((byType) => Object.values(byType).flatMap((byOption) => Object.keys(byOption)))), 'dhcpscript', 'script', 'up', 'log_file', 'confdir'];
  const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('1', '0', '/', '/etc/rc.local', '/tmp/evil.sh', 'run_script', 'plugin=/tmp/x.so', 'lan', '192.168.1.1', "$(reboot)", '/mnt/sda1/x'));
  const section = fc.record({
    type: fc.constantFrom(...types),
    name: fc.option(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), { nil: undefined }),
    options: fc.dictionary(fc.constantFrom(...options), fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })), { maxKeys: 6 }),
  });
  const archive = fc.dictionary(fc.constantFrom(...packages), fc.array(section, { maxLength: 5 }), { minKeys: 1, maxKeys: 4 });

  it('writes no option outside the allow-list, and none of another kind or unsafe', () => {
    fc.assert(
      fc.property(archive, (generated) => {
        const files = Object.fromEntries(Object.entries(generated).map(([pkg, sections]) => [pkg, exportUci(uciPackage(pkg, sections))]));
        const restored = restorableFiles(files).files;
        for (const [pkg, text] of Object.entries(restored)) {
          const byType = RESTORABLE[pkg];
          expect(byType).toBeDefined();
          for (const kept of parseUci(text, pkg).sections) {
            const kinds = byType![kept.type];
            expect(kinds, `${pkg} ${kept.type}`).toBeDefined();
            for (const [option, stored] of kept.options) {
              const values = typeof stored === 'string' ? [stored] : stored;
              expect(Object.hasOwn(kinds!, option), `${pkg}.${kept.type}.${option}`).toBe(true);
              expect(values.every(kinds![option]!), `${pkg}.${kept.type}.${option} ${JSON.stringify(values)}`).toBe(true);
              expect(isUnsafeOption(pkg, kept.type, option, values)).toBe(false);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

function uciPackage(name: string, sections: Array<{ type: string; name: string | undefined; options: Record<string, string | string[]> }>): UciPackage {
  // uci merges two sections of one name; the generator's names may repeat.
  const named = new Set<string>();
  return {
    name,
    sections: sections.map((section) => {
      const unique = section.name !== undefined && !named.has(section.name) ? section.name : undefined;
      if (unique) named.add(unique);
      return { type: section.type, name: unique, options: new Map(Object.entries(section.options)) };
    }),
  };
}
