import { describe, expect, it } from 'vitest';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import type { SimulatedPlatform } from '../../../../device/src/platform/simulated/simulated-platform';

const kit = tabDevicePerTest();

const duck = {
  enabled: '1',
  provider: 'duckdns',
  updateUrl: '',
  domain: 'myrouter',
  username: 'admin@example.com',
  password: 'tok"en\'$(id)`x`',
  interval: 600,
  logLines: 100,
  timeout: 5,
  remark: 'home router',
};

const ddnsFile = () => configFile(kit.device.dataDir, 'ddns');

describe('get_ddns / set_ddns', () => {
  it('writes ddns-scripts options, never answers the password, and reads back after a restart', async () => {
    await kit.ok('set_ddns', duck);
    expect(await ddnsFile()).toBe(
      [
        'package ddns',
        '',
        "config service 'myddns_ipv4'",
        "\toption enabled '1'",
        "\toption service_name 'duckdns.org'",
        "\toption domain 'myrouter'",
        "\toption lookup_host 'myrouter'",
        "\toption username 'admin@example.com'",
        "\toption password 'tok\"en'\\''$(id)`x`'",
        "\toption interface 'wan'",
        "\toption ip_source 'network'",
        "\toption ip_network 'wan'",
        "\toption check_interval '600'",
        "\toption check_unit 'seconds'",
        "\toption retry_interval '5'",
        "\toption retry_unit 'seconds'",
        "\toption remark 'home router'",
        "\toption use_https '1'",
        '',
        "config ddns 'global'",
        "\toption ddns_loglines '100'",
        '',
        '',
      ].join('\n'),
    );
    await kit.restart();
    const { password, ...shown } = duck;
    expect(password).not.toBe('');
    expect(await kit.ok('get_ddns')).toEqual({ code: '1', ...shown, useHttps: '1', password_set: '1' });
  });

  it('sends the credentials over HTTPS unless told otherwise, and reads a file without use_https as plain http', async () => {
    // dynamic_dns_functions.sh send_update: `[ $use_https -ne 0 ] && __URL=... 's#^http:#https:#'`, without
    // which duckdns.org.json's http://www.duckdns.org/update?...&token=[PASSWORD] goes in clear.
    expect(await kit.ok('get_ddns')).toMatchObject({ useHttps: '1' });
    await kit.ok('set_ddns', { ...duck, useHttps: '0' });
    expect(await ddnsFile()).toContain("\toption use_https '0'\n");
    expect(await kit.ok('get_ddns')).toMatchObject({ useHttps: '0' });
    await kit.ok('set_ddns', duck);
    expect(await ddnsFile()).toContain("\toption use_https '1'\n");
    const before = (await ddnsFile()).replace("\toption use_https '1'\n", '');
    await import('node:fs/promises').then((fs) => fs.writeFile(`${kit.device.dataDir}/config/ddns`, before));
    expect(await kit.ok('get_ddns')).toMatchObject({ useHttps: '0' });
    // Cloudflare's script forces HTTPS (update_cloudflare_com_v4.sh) and he.net's URL is https: always on.
    await kit.ok('set_ddns', { ...duck, provider: 'cloudflare', domain: 'home@example.com', username: 'Bearer', password: 'cf-token', useHttps: '0' });
    expect(await ddnsFile()).toContain("\toption use_https '1'\n");
    expect(await kit.ok('get_ddns')).toMatchObject({ useHttps: '1' });
  });

  it('keeps the stored password when the form sends none, and asks for one on a first save', async () => {
    await kit.refused('set_ddns', { ...duck, password: '' }, [{ field: 'password', key: 'ddns.passwordRequired' }]);
    await kit.ok('set_ddns', duck);
    await kit.ok('set_ddns', { ...duck, password: '', interval: 3600 });
    expect(await ddnsFile()).toContain("option password 'tok\"en'\\''$(id)`x`'");
    expect(await ddnsFile()).toContain("option check_interval '3600'");
  });

  it('writes a custom update URL instead of a service name, and Cloudflare host@zone with its lookup host', async () => {
    await kit.ok('set_ddns', { ...duck, provider: 'custom', updateUrl: 'https://dyn.example.net/nic/update?hostname=[DOMAIN]&myip=[IP]', domain: 'home.example.net' });
    let file = await ddnsFile();
    expect(file).toContain("option update_url 'https://dyn.example.net/nic/update?hostname=[DOMAIN]&myip=[IP]'");
    expect(file).not.toContain('service_name');
    await kit.ok('set_ddns', { ...duck, provider: 'cloudflare', domain: 'home@example.com', username: 'Bearer', password: 'cf-token' });
    file = await ddnsFile();
    expect(file).toContain("option service_name 'cloudflare.com-v4'");
    expect(file).toContain("option lookup_host 'home.example.com'");
    expect(file).not.toContain('update_url');
  });

  it('switches off with the switch alone, keeping every stored option, and on a factory unit with a blank form', async () => {
    await kit.ok('set_ddns', { enabled: '0', provider: 'duckdns', updateUrl: '', domain: '', username: '', password: '', interval: null, logLines: null, timeout: null, remark: '' });
    expect(await kit.ok('get_ddns')).toMatchObject({ enabled: '0', domain: '', password_set: '0' });
    await kit.ok('set_ddns', duck);
    await kit.ok('set_ddns', { enabled: '0' });
    const { password: _password, ...shown } = duck;
    expect(await kit.ok('get_ddns')).toEqual({ code: '1', ...shown, enabled: '0', password_set: '1', useHttps: '1' });
    expect(await ddnsFile()).toContain("option password 'tok\"en'\\''$(id)`x`'");
  });

  it('switched off, still refuses a given value its rule refuses, changing nothing', async () => {
    await kit.refused('set_ddns', { enabled: '0', domain: '$(id)' }, [{ field: 'domain', key: 'ddns.domainInvalid' }]);
    await kit.refused('set_ddns', { enabled: '0', interval: 5 }, [{ field: 'interval', key: 'validation.ddnsInterval' }]);
    await kit.refused('set_ddns', { enabled: '0', updateUrl: "https://x.example/u?ip=[IP]'; reboot '" }, [{ field: 'updateUrl', key: 'ddns.updateUrlInvalid' }]);
    await kit.refused('set_ddns', { enabled: '0', password: "it's" }, [{ field: 'password', key: 'ddns.quoteRefused' }]);
  });

  it('answers -2 for what the spec and ddns-scripts refuse, changing nothing', async () => {
    await kit.refused('set_ddns', { ...duck, interval: 599 }, [{ field: 'interval', key: 'validation.ddnsInterval' }]);
    await kit.refused('set_ddns', { ...duck, logLines: 99 }, [{ field: 'logLines', key: 'validation.ddnsLogLength' }]);
    await kit.refused('set_ddns', { ...duck, timeout: 4 }, [{ field: 'timeout', key: 'validation.ddnsTimeout' }]);
    await kit.refused('set_ddns', { ...duck, username: '' }, [{ field: 'username', key: 'ddns.usernameRequired' }]);
    for (const domain of ['a.example.com;reboot', '$(id)', '-f', "x.example.com\noption enabled '0'", '']) {
      await kit.refused('set_ddns', { ...duck, domain }, [{ field: 'domain', key: 'ddns.domainInvalid' }]);
    }
    await kit.refused('set_ddns', { ...duck, provider: 'cloudflare', domain: 'home.example.com' }, [{ field: 'domain', key: 'ddns.cloudflareDomainInvalid' }]);
    await kit.refused('set_ddns', { ...duck, provider: 'cloudflare', domain: '@example.com', password: "it's" }, [{ field: 'password', key: 'ddns.quoteRefused' }]);
    await kit.refused('set_ddns', { ...duck, provider: 'custom', updateUrl: "https://x.example/u?ip=[IP]'; reboot '" }, [{ field: 'updateUrl', key: 'ddns.updateUrlInvalid' }]);
    await kit.refused('set_ddns', { ...duck, provider: 'custom', updateUrl: 'https://x.example/update' }, [{ field: 'updateUrl', key: 'ddns.updateUrlInvalid' }]);
    // What a restore refuses as unsafe (issue 26.1) the page refuses too, so that its own save never writes it.
    for (const updateUrl of ['https://x.example/u?ip=[IP]$(reboot)', 'https://x.example/u?ip=[IP]`reboot`']) {
      await kit.refused('set_ddns', { ...duck, provider: 'custom', updateUrl }, [{ field: 'updateUrl', key: 'ddns.updateUrlInvalid' }]);
    }
    await kit.refused('set_ddns', { ...duck, password: 'a\nb' }, [{ field: 'password', key: 'validation.text' }]);
    await kit.refused('set_ddns', { ...duck, use_https: '1' }, [{ field: 'use_https', key: 'validation.unknownField' }]);
  });
});

describe('the DDNS updater on the simulated router', () => {
  it('registers the WAN address, answers nochg when current, badauth for another password, and logs it', async () => {
    await kit.ok('set_ddns', duck);
    const first = await kit.ok('ddns_update_now');
    const wan = await kit.ok('get_wan_status');
    expect(first).toMatchObject({ enabled: '1', lastAnswer: 'good', registeredIp: wan.ipaddr, localIp: wan.ipaddr, lastUpdateSecondsAgo: 0 });
    expect(await kit.ok('ddns_update_now')).toMatchObject({ lastAnswer: 'nochg' });

    await kit.ok('set_ddns', { ...duck, password: 'another-token' });
    expect(await kit.ok('ddns_update_now')).toMatchObject({ lastAnswer: 'badauth' });
    const { lines } = (await kit.ok('get_ddns_log')) as unknown as { lines: string[] };
    expect(lines.some((line) => /^ \d{6}  info : Update successful - IP '[\d.]+' send$/.test(line))).toBe(true);
    expect(lines.some((line) => line.endsWith('ERROR : Provider refused the update: badauth'))).toBe(true);
    expect(lines.join('\n')).not.toContain('another-token');
  });

  it('answers nohost for a name DuckDNS does not serve, noconnect with no uplink, and -12 when off', async () => {
    await kit.ok('set_ddns', { ...duck, domain: 'home.example.com' });
    expect(await kit.ok('ddns_update_now')).toMatchObject({ lastAnswer: 'nohost' });
    const platform = kit.device.device.services.platform as SimulatedPlatform;
    platform.failUplink('wan');
    platform.failUplink('wwan');
    expect(await kit.ok('ddns_update_now')).toMatchObject({ lastAnswer: 'noconnect', localIp: '' });
    await kit.ok('set_ddns', { ...duck, enabled: '0' });
    expect(await kit.call('ddns_update_now')).toMatchObject({ code: '-12', msg: 'ddns.disabled' });
  });
});
