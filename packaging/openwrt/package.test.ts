// The OpenWrt package as the SDK would build it, checked by reading its Makefile and by
// installing its file list (there is no SDK here, issue 27 "out of scope").
import { execFileSync } from 'node:child_process';
import { statSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Limits } from '../../packages/contract/src/constants';
import { DiagnosticsTools } from '../../packages/contract/src/diagnostics';
import { DiskLimits } from '../../packages/contract/src/ops/service/disk-fields';
import { loadConfig } from '../../packages/device/src/config';
import { failuresBeforeLockout, perClientPolicy } from '../../packages/device/src/sessions/login-lockout';
import { aclNeeds } from '../../packages/router/src/ubus/acl-needs';
import { routerPrograms } from '../../packages/router/src/ubus/router-programs';
import { formatJob, mkfsArgs } from '../../packages/router/src/ubus/router-storage';
import { consoleBuild, installPackageFiles, maxInstalledBytes, packageFiles } from './install-files';

const here = new URL('.', import.meta.url);
const makefile = readFileSync(new URL('routerd/Makefile', here), 'utf8');
const plugin = readFileSync(new URL('files/usr/share/rpcd/ucode/routerd.uc', here), 'utf8');
const placeholderConsole = new URL('../../openwrt-test/placeholder-console', here).pathname;

function makeVariable(name: string): string {
  return new RegExp(`^\\s*${name}:=(.*)$`, 'm').exec(makefile)?.[1]?.trim() ?? '';
}

function block(name: string): string[] {
  const body = new RegExp(`^define ${name}\\n([\\s\\S]*?)^endef`, 'm').exec(makefile)?.[1] ?? '';
  return body.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name))}`)
    .sort();
}

describe('packaging/openwrt/routerd/Makefile', () => {
  it('is one architecture-independent package with nothing to compile', () => {
    expect(makefile.match(/call BuildPackage,/g)).toHaveLength(1);
    expect(makeVariable('PKGARCH')).toBe('all');
    expect(block('Build/Compile')).toEqual([]);
  });

  it('depends only on packages of OpenWrt base feed, not node', () => {
    const baseFeed = ['uhttpd', 'uhttpd-mod-ubus', 'rpcd', 'rpcd-mod-file', 'rpcd-mod-iwinfo', 'rpcd-mod-ucode', 'ucode', 'ucode-mod-fs', 'ucode-mod-ubus', 'ucode-mod-uci', 'cgi-io'];
    const depends = makeVariable('DEPENDS').split(/\s+/).map((dep) => dep.replace(/^\+/, ''));
    expect(depends.length).toBeGreaterThan(0);
    for (const dep of depends) expect(baseFeed).toContain(dep);
  });

  it("pulls in rpcd-mod-iwinfo, which LuCI brings where it is installed: without it the Wi-Fi pages cannot read the radios (issue 40.6)", () => {
    expect(makeVariable('DEPENDS').split(/\s+/)).toContain('+rpcd-mod-iwinfo');
  });

  it('installs the list install-files.ts installs', () => {
    expect(block('Package/routerd/install')).toEqual([
      '$(CP) $(PKG_BUILD_DIR)/files/* $(1)/',
      '$(INSTALL_DIR) $(1)/www/routerd',
      '$(CP) $(PKG_BUILD_DIR)/www-routerd/* $(1)/www/routerd/',
      '$(INSTALL_DIR) $(1)/www/cgi-bin',
      '$(INSTALL_BIN) $(PKG_BUILD_DIR)/routerd-assets.cgi $(1)/www/cgi-bin/routerd',
    ]);
    expect(block('Build/Prepare')).toContain('$(CP) $(ROUTERD_SRC)/packaging/openwrt/files $(PKG_BUILD_DIR)/files');
    expect(block('Build/Prepare')).toContain('$(CP) $(ROUTERD_SRC)/packages/router/dist/www/routerd $(PKG_BUILD_DIR)/www-routerd');
    expect(packageFiles().map(({ from, to }) => [relative(new URL('../..', here).pathname, from), to])).toEqual([
      ['packaging/openwrt/files', '/'],
      ['packages/router/dist/www/routerd', '/www/routerd'],
      ['packages/router/scripts/routerd-assets.cgi', '/www/cgi-bin/routerd'],
    ]);
  });
});

describe('install-files.ts', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('installs the plugin, the ACL and the console, nothing of Node', () => {
    root = mkdtempSync(join(tmpdir(), 'routerd-pkg-'));
    const bytes = installPackageFiles(root, placeholderConsole);
    expect(filesUnder(root)).toEqual([
      '/etc/config/autoreboot',
      '/etc/config/cellular',
      '/etc/config/cloud',
      '/etc/config/sims',
      '/etc/config/speech',
      '/etc/init.d/routerd-simwatch',
      '/etc/uci-defaults/90-routerd-login',
      '/usr/share/routerd/exec-shapes.json',
      '/usr/share/routerd/simwatch-rules.json',
      '/usr/share/routerd/simwatch.uc',
      '/usr/share/rpcd/acl.d/routerd.json',
      '/usr/share/rpcd/ucode/routerd.uc',
      '/www/cgi-bin/routerd',
      '/www/routerd/index.html',
    ]);
    expect(statSync(join(root, 'www/cgi-bin/routerd')).mode & 0o111).toBe(0o111);
    // procd's rc.common runs the init script itself (its #! line)
    expect(statSync(join(root, 'etc/init.d/routerd-simwatch')).mode & 0o111).toBe(0o111);
    expect(bytes).toBeLessThan(maxInstalledBytes);
  });

  it.skipIf(!existsSync(join(consoleBuild, 'index.html')))('keeps the package with the router build within 1 MB', () => {
    root = mkdtempSync(join(tmpdir(), 'routerd-pkg-'));
    expect(installPackageFiles(root)).toBeLessThanOrEqual(maxInstalledBytes);
  });
});

describe('/etc/init.d/routerd-simwatch', () => {
  const script = readFileSync(new URL('files/etc/init.d/routerd-simwatch', here), 'utf8');
  const installed = (path: string) => existsSync(new URL(`files${path}`, here));

  it('is a procd service that respawns, restarts on a saved config/sims and runs what the package installs', () => {
    expect(script.startsWith('#!/bin/sh /etc/rc.common\n')).toBe(true);
    expect(script).toMatch(/^USE_PROCD=1$/m);
    expect(script).toMatch(/^\tprocd_set_param respawn$/m);
    expect(script).toMatch(/^\tprocd_set_param file \/etc\/config\/sims$/m);
    expect(script).toMatch(/^\tprocd_add_reload_trigger sims system$/m);
    const command = /procd_set_param command (\S+) (\S+)$/m.exec(script);
    expect(command?.[1]).toBe('/usr/bin/ucode');
    expect(installed(command?.[2] ?? '')).toBe(true);
    expect(installed('/etc/config/sims')).toBe(true);
  });

  it('is valid sh', () => {
    expect(() => execFileSync('sh', ['-n', new URL('files/etc/init.d/routerd-simwatch', here).pathname])).not.toThrow();
  });
});

describe('/etc/uci-defaults/90-routerd-login', () => {
  const path = new URL('files/etc/uci-defaults/90-routerd-login', here).pathname;
  const script = readFileSync(path, 'utf8');
  const quoted = (name: string) => new RegExp(`^const ${name} = '([^']*)';`, 'm').exec(plugin)?.[1];

  it('is valid sh', () => {
    expect(() => execFileSync('sh', ['-n', path])).not.toThrow();
  });

  it('writes the login entries the plugin reads: the check entry, and the session entry of its group', () => {
    expect(script).toContain(`uci set rpcd.${quoted('CHECK_ENTRY')}=login`);
    expect(script).toContain(`uci set rpcd.${quoted('CHECK_ENTRY')}.password='$p$root'`);
    expect(script).toContain(`uci set rpcd.routerd_session.username='${quoted('SESSION_USERNAME')}'`);
    expect(script).toContain(`uci add_list rpcd.routerd_session.read='${quoted('ACL_GROUP')}'`);
    expect(script).toContain(`uci add_list rpcd.routerd_session.write='${quoted('ACL_GROUP')}'`);
    expect(script).not.toMatch(/routerd_session\.password/);
  });
});

describe('the routerd.uc plugin numbers', () => {
  const constant = (name: string) => Number(new RegExp(`^const ${name} = (\\d+);`, 'm').exec(plugin)?.[1]);
  const defaults = loadConfig([], {});

  it('are the daemon lockout and session numbers', () => {
    expect(constant('FAILURES_BEFORE_LOCKOUT')).toBe(failuresBeforeLockout);
    expect(constant('LOCKOUT_BASE_SECONDS')).toBe(defaults.lockoutSeconds);
    expect(constant('LOCKOUT_MAX_SECONDS')).toBe(perClientPolicy.maxLockoutSeconds);
    expect(constant('FORGET_AFTER_SECONDS') * 1000).toBe(perClientPolicy.forgetAfterMs);
    expect(constant('SESSION_IDLE_SECONDS')).toBe(defaults.sessionIdleSeconds);
    expect(constant('ADMIN_PASSWORD_MIN_LENGTH')).toBe(Limits.adminPasswordMinLength);
  });

  it('keep the history within the daemon bounds', () => {
    expect(constant('HISTORY_ENTRIES')).toBe(defaults.historyEntries);
    expect(constant('HISTORY_BYTES')).toBe(defaults.historyBytes);
  });
});

describe('the routerd.uc plugin\'s programs', () => {
  const list = (name: string) => JSON.parse((new RegExp(`^const ${name} = (\\[.*\\]);`, 'm').exec(plugin)?.[1] ?? '[]').replace(/'/g, '"')) as string[];
  const pattern = (name: string) => new RegExp(new RegExp(`^const ${name} = /(.*)/s;`, 'm').exec(plugin)?.[1] ?? '$^');

  it('stops only the diagnostics programs the console runs (router-programs.ts)', () => {
    expect(list('DIAGNOSTICS_PROGRAMS')).toEqual(DiagnosticsTools.map((tool) => routerPrograms[tool].path));
  });

  it('reads the argument shapes the package installs (exec-shapes.ts, generated by npm run acl)', () => {
    const path = /^const EXEC_SHAPES_FILE = sourcepath\(0, true\) \+ '(.*)';$/m.exec(plugin)?.[1] ?? '';
    expect(JSON.parse(readFileSync(new URL(`files/usr/share/rpcd/ucode${path}`, here), 'utf8'))).toEqual(aclNeeds.execShapes);
  });

  it('names every partition\'s format job and every program path the console starts in the background', () => {
    expect(pattern('JOB_NAME').test(formatJob('mmcblk0p1'))).toBe(true);
    expect(pattern('JOB_NAME').test(formatJob('a'.repeat(DiskLimits.idMaxLength)))).toBe(true);
    for (const { program } of Object.values(mkfsArgs)) expect(pattern('JOB_PATH').test(routerPrograms[program].path)).toBe(true);
  });
});
