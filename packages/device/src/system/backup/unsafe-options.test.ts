import { describe, expect, it } from 'vitest';
import { stockFiles } from './backup-test-kit';
import { unsafeOptions } from './unsafe-options';
import { needsReference, openwrtReference, readReference } from '../../../test-support/openwrt-reference';

describe('unsafeOptions', () => {
  it.skipIf(!openwrtReference)(needsReference('finds nothing in the files a stock OpenWrt router with LuCI ships'), () => {
    const stock = stockFiles();
    expect(Object.keys(stock).sort()).toEqual(['ddns', 'dhcp', 'dropbear', 'firewall', 'fstab', 'network', 'openvpn', 'rpcd', 'samba4', 'system', 'uhttpd', 'wireless']);
    expect(unsafeOptions(stock)).toEqual([]);
  });

  it.skipIf(!openwrtReference)(needsReference("finds nothing in openvpn's shipped samples as network interfaces (OpenWrt after 24.10)"), () => {
    expect(unsafeOptions({ network: readReference('stock', 'openvpn-network')! })).toEqual([]);
  });

  it.each([
    ['openvpn', "config openvpn 'client'\n\toption script_security '2'\n\toption up '/usr/bin/reboot'\n\tlist plugin '/tmp/evil.so'\n", ['client.script_security', 'client.up', 'client.plugin']],
    ['openvpn', "config openvpn 'client'\n\toption remote 'vpn.example.com 1194\nup /tmp/x'\n\toption setenv 'LD_PRELOAD /tmp/evil.so'\n", ['client.remote', 'client.setenv']],
    ['openvpn', "config openvpn 'client'\n\toption config '/tmp/evil.conf'\n\toption status '/etc/shadow'\n\toption status_version '2'\n", ['client.config', 'client.status']],
    ['ddns', "config service 'myddns_ipv4'\n\toption service_name 'duckdns.org'\n\toption update_url \"http://x/?ip=[IP]'$(reboot)'\"\n\toption update_script '/tmp/x.sh'\n\toption bind_network 'wan;reboot'\n", ['myddns_ipv4.update_url', 'myddns_ipv4.update_script', 'myddns_ipv4.bind_network']],
    ['ddns', "config ddns 'global'\n\toption ddns_rundir '/etc/init.d'\n", ['global.ddns_rundir']],
    ['network', "config interface 'pptp'\n\toption proto 'pptp'\n\toption pppd_options 'nomppe plugin /tmp/evil.so'\n\noption connect '/tmp/x'\n", ['pptp.pppd_options', 'pptp.connect']],
    ['network', "config interface 'vpn'\n\toption proto 'openvpn'\n\toption up '/tmp/x'\n", ['vpn.up']],
    ['samba4', "config sambashare\n\toption name 'etc'\n\toption path '/mnt/sda1/etc'\n\toption force_root '1'\nconfig sambashare\n\toption path '/etc'\n\toption vfs_objects '/tmp/evil.so'\n", ['@sambashare[0].force_root', '@sambashare[1].path', '@sambashare[1].vfs_objects']],
    ['samba4', "config sambashare_off\n\toption name 'x\n[etc]'\n\toption path '/mnt/sda1/../../etc'\n", ['@sambashare_off[0].name', '@sambashare_off[0].path']],
    ['fstab', "config mount\n\toption target '/etc'\nconfig mount\n\toption target '/overlay'\nconfig mount\n\toption target '/mnt/sda1'\n", ['@mount[0].target', '@mount[1].target']],
    ['dropbear', "config dropbear\n\toption ForceCommand '/bin/sh'\n\toption BannerFile '/etc/shadow'\n\tlist keyfile '/etc/passwd'\n", ['@dropbear[0].ForceCommand', '@dropbear[0].BannerFile', '@dropbear[0].keyfile']],
    ['uhttpd', "config uhttpd 'main'\n\toption home '/'\n\tlist interpreter '.sh=/bin/sh'\n\toption cgi_prefix '/bin'\n\tlist lua_prefix '/x=/tmp/x.lua'\n\tlist ucode_prefix '/x=/tmp/x.uc'\n", ['main.home', 'main.interpreter', 'main.cgi_prefix', 'main.lua_prefix', 'main.ucode_prefix']],
    ['rpcd', "config login\n\toption username 'admin'\n\toption password '$1$abc$def'\n\tlist write '*'\n", ['@login[0].password']],
  ])('finds what a crafted %s file plants', (pkg, text, found) => {
    expect(unsafeOptions({ [pkg]: text })).toEqual(
      found.map((where) => {
        const at = where.lastIndexOf('.');
        return { package: pkg, section: where.slice(0, at), option: where.slice(at + 1) };
      }),
    );
  });

  it('leaves a file that is no UCI to the parse that refuses it', () => {
    expect(unsafeOptions({ openvpn: "config openvpn 'client\n" })).toEqual([]);
  });
});
