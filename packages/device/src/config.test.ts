import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, helpText, loadConfig, wantsHelp } from './config';

describe('daemon settings', () => {
  it('has router defaults when nothing is given', () => {
    const config = loadConfig([], {});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      platform: 'simulated',
      model: 'ZBT',
      sessionIdleSeconds: 1800,
      rebootSeconds: 20,
      lockoutSeconds: 30,
      initialPassword: undefined,
    });
    expect(config.consoleDir.endsWith(path.join('packages', 'console', 'dist'))).toBe(true);
  });

  it('reads every setting from its environment variable', () => {
    const config = loadConfig([], {
      DEVICE_HOST: '0.0.0.0',
      DEVICE_PORT: '0',
      DEVICE_DATA: '/tmp/d',
      DEVICE_PLATFORM: 'linux',
      DEVICE_MODEL: 'SL',
      DEVICE_SEED: '42',
      DEVICE_SESSION_IDLE_SECONDS: '0.5',
      DEVICE_REBOOT_SECONDS: '0',
      DEVICE_LOCKOUT_SECONDS: '2',
      DEVICE_CONSOLE_DIR: '/tmp/c',
      DEVICE_INITIAL_PASSWORD: 'secret-1',
      DEVICE_LEGACY_GET_LOGIN: '1',
      DEVICE_ALLOWED_HOST: 'Router.Example, gw',
      DEVICE_HISTORY_ENTRIES: '20',
      DEVICE_HISTORY_BYTES: '65536',
      DEVICE_APPLY_WINDOW_SECONDS: '90',
      DEVICE_RESET_ADMIN_PASSWORD: '1',
      DEVICE_CONFIG_DIR: '/tmp/etc/config',
      DEVICE_RELEASE_KEY: '/etc/routerd/vendor.pub.pem',
      DEVICE_RELEASE_KEY_ID: 'vendor-2027',
      DEVICE_TRUST_TEST_KEY: '1',
      DEVICE_TEST_WATCHDOG_SECOND_MS: '100',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 0,
      dataDir: '/tmp/d',
      configDir: '/tmp/etc/config',
      platform: 'linux',
      model: 'SL',
      seed: 42,
      sessionIdleSeconds: 0.5,
      rebootSeconds: 0,
      lockoutSeconds: 2,
      consoleDir: '/tmp/c',
      initialPassword: 'secret-1',
      legacyGetLogin: true,
      allowedHosts: ['router.example', 'gw'],
      upgradePrivateHosts: false,
      historyEntries: 20,
      historyBytes: 65536,
      applyWindowSeconds: 90,
      testWatchdogSecondMs: 100,
      testFailoverSecondMs: 1000,
      followLan: false,
      resetAdminPassword: true,
      releaseKeyFile: '/etc/routerd/vendor.pub.pem',
      releaseKeyId: 'vendor-2027',
      trustTestKey: true,
    });
  });

  it('trusts the test firmware key on the simulated router only, unless told (issue 26.5)', () => {
    expect(loadConfig([], {}).trustTestKey).toBe(true);
    expect(loadConfig([], { DEVICE_TRUST_TEST_KEY: '0' }).trustTestKey).toBe(false);
    for (const platform of ['linux']) {
      expect(loadConfig(['--platform', platform], {}).trustTestKey).toBe(false);
      expect(loadConfig(['--platform', platform, '--trust-test-key'], {}).trustTestKey).toBe(true);
    }
  });

  it('takes a release key with its id, and neither alone', () => {
    expect(loadConfig(['--release-key', 'vendor.pub.pem', '--release-key-id', 'vendor-2027'], {})).toMatchObject({
      releaseKeyFile: path.resolve('vendor.pub.pem'),
      releaseKeyId: 'vendor-2027',
    });
    expect(() => loadConfig(['--release-key', 'vendor.pub.pem'], {})).toThrow(/--release-key-id/);
    expect(() => loadConfig(['--release-key', 'vendor.pub.pem', '--release-key-id', 'Vendor 2027'], {})).toThrow(/--release-key-id/);
    expect(() => loadConfig(['--release-key-id', 'vendor-2027'], {})).toThrow(/needs --release-key/);
  });

  it('takes --follow-lan as a switch, off by default', () => {
    expect(loadConfig([], {}).followLan).toBe(false);
    expect(loadConfig(['--follow-lan'], {}).followLan).toBe(true);
  });

  it("takes a switch's 0 or 1, as --help's (default 0) says, beside or after '=' (issue 28.14)", () => {
    expect(loadConfig(['--follow-lan', '1', '--port', '9000'], {})).toMatchObject({ followLan: true, port: 9000 });
    expect(loadConfig(['--follow-lan', '0'], { DEVICE_FOLLOW_LAN: '1' }).followLan).toBe(false);
    expect(loadConfig(['--follow-lan=1'], {}).followLan).toBe(true);
    expect(loadConfig(['--legacy-get-login', '--follow-lan'], {})).toMatchObject({ legacyGetLogin: true, followLan: true });
    expect(() => loadConfig(['--follow-lan=yes'], {})).toThrow(ConfigError);
    expect(() => loadConfig(['--follow-lan', '2'], {})).toThrow(ConfigError);
  });

  it('takes --reset-admin-password as a switch, off by default', () => {
    expect(loadConfig([], {}).resetAdminPassword).toBe(false);
    expect(loadConfig(['--reset-admin-password'], {}).resetAdminPassword).toBe(true);
  });

  it("keeps spec 7's GET login off unless --legacy-get-login is given", () => {
    expect(loadConfig([], {}).legacyGetLogin).toBe(false);
    expect(loadConfig(['--legacy-get-login'], {}).legacyGetLogin).toBe(true);
    expect(loadConfig(['--allowed-host', 'router.lan'], {}).allowedHosts).toEqual(['router.lan']);
  });

  it('lets a flag win over its environment variable', () => {
    const config = loadConfig(['--port', '9000', '--data=/tmp/flag', '--platform', 'linux'], { DEVICE_PORT: '1', DEVICE_DATA: '/tmp/env' });
    expect(config).toMatchObject({ port: 9000, dataDir: '/tmp/flag', platform: 'linux' });
  });

  it.each([
    [['--port', '70000']],
    [['--port', '-1']],
    [['--platform', 'lede']],
    [['--model', 'XYZ']],
    [['--session-idle-seconds', '0']],
    [['--bogus', '1']],
    [['--allowed-host', 'evil host']],
    [['--allowed-host', 'a/b']],
  ])('refuses %j', (argv) => {
    expect(() => loadConfig(argv, {})).toThrow(ConfigError);
  });

  it('documents every flag with its environment variable in --help', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    const text = helpText();
    for (const name of ['HOST', 'PORT', 'DATA', 'PLATFORM', 'MODEL', 'SEED', 'SESSION_IDLE_SECONDS', 'REBOOT_SECONDS', 'LOCKOUT_SECONDS', 'CONSOLE_DIR', 'INITIAL_PASSWORD', 'LEGACY_GET_LOGIN', 'ALLOWED_HOST']) {
      expect(text).toContain(`DEVICE_${name}`);
    }
    expect(text).toContain('--session-idle-seconds');
  });

  it('refuses the openwrt platform: a router runs the console over ubus, no daemon (issue 27)', () => {
    expect(() => loadConfig(['--platform', 'openwrt'], {})).toThrow(/platform/);
  });

  it('keeps the UCI files in <data>/config unless --config-dir names another folder', () => {
    expect(loadConfig(['--data', '/tmp/d'], {}).configDir).toBe('/tmp/d/config');
    expect(loadConfig(['--data', '/srv/routerd', '--config-dir', '/srv/uci', '--platform', 'linux'], {})).toMatchObject({
      dataDir: '/srv/routerd',
      configDir: '/srv/uci',
      platform: 'linux',
    });
  });
});
