import { describe, expect, it } from 'vitest';
import { exportUci } from '../uci/uci-format';
import { parseUci } from '../uci/uci-parse';
import { writeDdns, readDdns } from './ddns-settings';
import { readPppTunnel, writePppTunnel } from './ppp-tunnel-settings';
import { readSambaShare, writeSambaShare } from './samba-settings';

// Issue 26.1: a page's save never keeps an option it does not own that runs a program or reaches
// outside the storage roots, however it got there (by hand, or a restore from before the check).
describe('a page save drops the unsafe options of the sections it writes', () => {
  it('DDNS: update_script, ip_script and a command in ddns_rundir go; the rest stays', () => {
    const ddns = parseUci("config ddns 'global'\n\toption ddns_rundir '/etc/init.d'\n\toption ddns_dateformat '%F %R'\nconfig service 'myddns_ipv4'\n\toption service_name 'duckdns.org'\n\toption domain 'x.duckdns.org'\n\toption username 'u'\n\toption update_script '/tmp/x.sh'\n\toption ip_script '/tmp/ip.sh'\n\toption use_https '1'\n", 'ddns');
    writeDdns(ddns, { ...readDdns(ddns), remark: 'home' });
    const saved = exportUci(ddns);
    for (const option of ['update_script', 'ip_script', 'ddns_rundir']) expect(saved).not.toContain(`option ${option} `);
    for (const kept of ["option use_https '1'", "option ddns_dateformat '%F %R'", "option remark 'home'"]) expect(saved).toContain(kept);
  });

  it('PPTP: a pppd plugin and connect script go, the administrator\'s harmless pppd words and nomppe stay', () => {
    const network = parseUci("config interface 'pptp'\n\toption proto 'pptp'\n\toption server 'vpn.example.com'\n\toption pppd_options 'debug plugin /tmp/evil.so nomppe'\n\toption connect '/tmp/x'\n", 'network');
    writePppTunnel(network, 'pptp', readPppTunnel(network, 'pptp'));
    const saved = exportUci(network);
    expect(saved).toContain("option pppd_options 'debug nomppe'");
    expect(saved).not.toContain('option connect ');
  });

  it('L2TP: a pppd_options with a plugin goes whole', () => {
    const network = parseUci("config interface 'l2tp'\n\toption proto 'l2tp'\n\toption server 'vpn.example.com'\n\toption pppd_options 'plugin /tmp/evil.so'\n", 'network');
    writePppTunnel(network, 'l2tp', readPppTunnel(network, 'l2tp'));
    expect(exportUci(network)).not.toContain('pppd_options');
  });

  it('File sharing: force_root and a vfs module by path go; the share stays', () => {
    const samba = parseUci("config samba\nconfig sambashare\n\toption name 'share'\n\toption path '/mnt/sda1'\n\toption users 'admin'\n\toption force_root '1'\n\toption vfs_objects '/tmp/evil.so'\n\toption browseable 'yes'\n", 'samba4');
    writeSambaShare(samba, readSambaShare(samba));
    const saved = exportUci(samba);
    expect(saved).not.toContain('force_root');
    expect(saved).not.toContain('vfs_objects');
    expect(saved).toContain("option browseable 'yes'");
  });

});
