import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';

const kit = tabDevicePerTest();

const network = () => configFile(kit.device.dataDir, 'network');
const firewall = () => configFile(kit.device.dataDir, 'firewall');
const section = (text: string, header: string) => {
  const start = text.indexOf(header);
  if (start < 0) return undefined;
  const end = text.indexOf('\nconfig ', start + 1);
  return text.slice(start, end < 0 ? undefined : end + 1);
};
const wanZone = (text: string) => {
  const start = text.indexOf("option name 'wan'");
  return text.slice(text.lastIndexOf('\nconfig ', start), text.indexOf('\nconfig ', start));
};

const base = { enabled: '1', server: 'vpn.example.com', username: 'alice', password: 's3cret pass', defaultroute: '1', mtu: 1400 };

describe.each(['pptp', 'l2tp'] as const)('get_%s / set_%s', (tunnel) => {
  const get = `get_${tunnel}`;
  const set = `set_${tunnel}`;

  it(`writes config interface '${tunnel}' with each option, joins the wan zone and keeps it over a restart`, async () => {
    await kit.ok(set, { ...base, mtu: 1380 });
    expect(section(await network(), `config interface '${tunnel}'`)).toBe(
      `config interface '${tunnel}'\n\toption proto '${tunnel}'\n\toption server 'vpn.example.com'\n\toption username 'alice'\n\toption password 's3cret pass'\n\toption defaultroute '1'\n\toption mtu '1380'\n\toption disabled '0'\n\n`,
    );
    expect(wanZone(await firewall())).toContain(`list network '${tunnel}'`);
    await kit.restart();
    const answer = await kit.ok(get);
    const mppe = tunnel === 'pptp' ? { mppe: '1' } : {};
    expect(answer).toEqual({ code: '1', enabled: '1', server: 'vpn.example.com', username: 'alice', password_set: '1', defaultroute: '1', mtu: 1380, ...mppe });
    expect(JSON.stringify(answer)).not.toContain('s3cret');
    // History says the password changed, never what it is.
    const history = JSON.stringify(await kit.ok('get_history'));
    expect(history).toContain(`set_${tunnel}`);
    expect(history).not.toContain('s3cret');
  });

  it('keeps the stored password when the password is empty, and switches off with disabled 1', async () => {
    await kit.ok(set, base);
    await kit.ok(set, { ...base, enabled: '0', server: '203.0.113.7', password: '', defaultroute: '0' });
    const text = section(await network(), `config interface '${tunnel}'`) ?? '';
    expect(text).toContain("option password 's3cret pass'");
    expect(text).toContain("option server '203.0.113.7'");
    expect(text).toContain("option defaultroute '0'");
    expect(text).toContain("option disabled '1'");
    expect(await kit.ok(get)).toMatchObject({ enabled: '0', password_set: '1', defaultroute: '0' });
    // joined once, however often saved
    expect(wanZone(await firewall()).split(`list network '${tunnel}'`).length).toBe(2);
  });

  it('saves a blank form switched off on a factory unit, and a switched-off save keeps what it leaves blank', async () => {
    await kit.ok(set, { enabled: '0', server: '', username: '', password: '', defaultroute: '1', mtu: null });
    expect(await kit.ok(get)).toMatchObject({ enabled: '0', server: '', username: '', password_set: '0' });
    await kit.ok(set, base);
    await kit.ok(set, { enabled: '0', server: '', username: ' ', password: '' });
    expect(await kit.ok(get)).toMatchObject({ enabled: '0', server: 'vpn.example.com', username: 'alice', password_set: '1', defaultroute: '1', mtu: 1400 });
    await kit.refused(set, { enabled: '0', server: '-oProxyCommand=x' }, [{ field: 'server', key: 'validation.ipOrHostname' }]);
  });

  it('answers password_set 0 before any setup and refuses to switch on without a password', async () => {
    expect(await kit.ok(get)).toMatchObject({ enabled: '0', password_set: '0', username: '', server: '' });
    await kit.refused(set, { ...base, password: '' }, [{ field: 'password', key: 'validation.required' }]);
  });

  it('takes quotes and backslashes where pppd gets them as its own arguments (PPTP), refuses them where they go into an options file (L2TP)', async () => {
    // ppp.sh ppp_generic_setup: `${username:+user "$username" password "$password"}` on pppd's command line.
    const quoted = { ...base, username: 'al"ice\\x', password: 'p"w\\ "plugin" x' };
    if (tunnel === 'pptp') {
      await kit.ok(set, quoted);
      expect(section(await network(), "config interface 'pptp'")).toContain("\toption username 'al\"ice\\x'\n\toption password 'p\"w\\ \"plugin\" x'\n");
      expect(await kit.ok(get)).toMatchObject({ username: 'al"ice\\x' });
    } else {
      await kit.refused(set, quoted, [{ field: 'username', key: 'vpn.credentialQuote' }, { field: 'password', key: 'vpn.credentialQuote' }]);
    }
  });

  it('refuses hostile and bad values with -2, files byte-identical', async () => {
    await kit.refused(set, { ...base, server: '-oProxyCommand=x' }, [{ field: 'server', key: 'validation.ipOrHostname' }]);
    await kit.refused(set, { ...base, server: 'vpn.example.com --plugin x' }, [{ field: 'server', key: 'validation.ipOrHostname' }]);
    await kit.refused(set, { ...base, server: 'vpn.example.com\nlns = x' }, [{ field: 'server', key: 'validation.ipOrHostname' }]);
    if (tunnel === 'l2tp') {
      // l2tp.sh writes `user "$username" password "$password"` into pppd's options file, whose parser
      // ends the string at a quote and takes a backslash as an escape: `plugin` would follow.
      await kit.refused(set, { ...base, username: 'al"ice' }, [{ field: 'username', key: 'vpn.credentialQuote' }]);
      await kit.refused(set, { ...base, username: 'al\\ice' }, [{ field: 'username', key: 'vpn.credentialQuote' }]);
      await kit.refused(set, { ...base, password: 'x" plugin "/tmp/evil.so' }, [{ field: 'password', key: 'vpn.credentialQuote' }]);
      await kit.refused(set, { ...base, password: 'x\\' }, [{ field: 'password', key: 'vpn.credentialQuote' }]);
    }
    await kit.refused(set, { ...base, password: "x\noption proto 'none'" }, [{ field: 'password', key: 'validation.text' }]);
    await kit.refused(set, { ...base, username: 'a\u0007b' }, [{ field: 'username', key: 'validation.text' }]);
    await kit.refused(set, { ...base, username: '' }, [{ field: 'username', key: 'validation.required' }]);
    await kit.refused(set, { ...base, mtu: 100 }, [{ field: 'mtu', key: 'vpn.mtu' }]);
    await kit.refused(set, { ...base, mtu: 1501 }, [{ field: 'mtu', key: 'vpn.mtu' }]);
    await kit.refused(set, { ...base, defaultroute: 'yes' }, [{ field: 'defaultroute', key: 'validation.invalid' }]);
    await kit.refused(set, { ...base, proto: 'static' }, [{ field: 'proto', key: 'validation.unknownField' }]);
  });
});

describe('PPTP MPPE', () => {
  it("turns MPPE off as pppd_options 'nomppe' (ppp.sh hands it to pppd) and back on without it", async () => {
    await kit.ok('set_pptp', { ...base, mppe: '0' });
    expect(section(await network(), "config interface 'pptp'")).toContain("\toption pppd_options 'nomppe'\n");
    expect(await kit.ok('get_pptp')).toMatchObject({ mppe: '0' });
    await kit.ok('set_pptp', { ...base, password: '' });
    expect(section(await network(), "config interface 'pptp'")).not.toContain('pppd_options');
    await kit.refused('set_l2tp', { ...base, mppe: '0' }, [{ field: 'mppe', key: 'validation.unknownField' }]);
  });
});

describe('one default route among the tunnels', () => {
  it('refuses a second enabled tunnel holding the default route, naming the other, and takes it once the first lets go', async () => {
    await kit.ok('set_pptp', base);
    await kit.refused('set_l2tp', base, [{ field: 'defaultroute', key: 'vpn.defaultRouteTaken', params: { tunnel: 'PPTP' } }]);
    await kit.ok('set_l2tp', { ...base, defaultroute: '0' });
    await kit.ok('set_pptp', { ...base, defaultroute: '0' });
    await kit.ok('set_l2tp', base);
    await kit.refused('set_pptp', base, [{ field: 'defaultroute', key: 'vpn.defaultRouteTaken', params: { tunnel: 'L2TP' } }]);
    // a switched-off tunnel holds nothing
    await kit.ok('set_pptp', { ...base, enabled: '0' });
  });
});

describe.each(['pptp', 'l2tp'] as const)('get_%s_status', (tunnel) => {
  const status = () => kit.ok(`get_${tunnel}_status`);
  const set = (input: Record<string, unknown>) => kit.ok(`set_${tunnel}`, { ...base, ...input });

  it('is down while switched off, comes up with an address over the WAN, and says why it fails', async () => {
    expect(await status()).toMatchObject({ up: '0', reason: 'disabled', ipaddr: '' });
    await set({});
    const up = await status();
    expect(up).toMatchObject({ up: '1', reason: '' });
    expect(up.ipaddr).toMatch(/^10\.\d+\.\d+\.\d+$/);
    // Saved a moment ago, it has been up for a moment, with a moment's traffic (issue 28.15).
    expect(up.connectedSeconds).toBeLessThan(5);
    expect(up.rxBytes).toBeLessThan(10_000_000);
    expect(JSON.stringify(up)).not.toContain('s3cret');
    await set({ password: 'wrong-pass' });
    expect(await status()).toMatchObject({ up: '0', reason: 'authFailed' });
    await set({ password: 's3cret', server: 'vpn.example.invalid' });
    expect(await status()).toMatchObject({ up: '0', reason: 'unreachable' });
    await set({ server: 'vpn.example.com' });
    await kit.ok('wan_disconnect');
    expect(await status()).toMatchObject({ up: '0', reason: 'wanDown', ipaddr: '' });
  });
});
