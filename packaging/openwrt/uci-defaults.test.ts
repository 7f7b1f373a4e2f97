// /etc/uci-defaults/90-routerd-login run with OpenWrt's own uci, as default_postinst runs it
// (sourced in /etc/uci-defaults), over rpcd's stock login entry, on a root with and without LuCI:
// the machine's root under an overlay in a mount namespace of its own, entered with chroot, so that
// /etc/config and /www are the test's (root only; OPENWRT_TOOLS names the folder with uci).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stockRpcdConfig } from '../../openwrt-test/tools';

const tools = process.env.OPENWRT_TOOLS;
// rpcd's stock /etc/config/rpcd login entry (package/system/rpcd/files/rpcd.config), read as stack.ts reads it
const stockRpcd = stockRpcdConfig(tools);
const runnable = process.getuid?.() === 0 && tools !== undefined && existsSync(join(tools, 'bin/uci')) && stockRpcd !== undefined;
const script = readFileSync(new URL('files/etc/uci-defaults/90-routerd-login', import.meta.url), 'utf8');

let scratch = '';
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Runs the script twice (a second boot finds it done) over a root with or without LuCI; `uci show rpcd` after. */
function runScript(luci: boolean): string {
  scratch = mkdtempSync(join(tmpdir(), 'routerd-uci-defaults-'));
  const upper = join(scratch, 'upper');
  for (const dir of ['etc/config', 'etc/uci-defaults', 'www/cgi-bin']) mkdirSync(join(upper, dir), { recursive: true });
  for (const dir of ['merged', 'work']) mkdirSync(join(scratch, dir));
  writeFileSync(join(upper, 'etc/config/rpcd'), stockRpcd!);
  writeFileSync(join(upper, 'etc/uci-defaults/90-routerd-login'), script);
  if (luci) writeFileSync(join(upper, 'www/cgi-bin/luci'), '#!/bin/sh\n', { mode: 0o755 });
  const inside = [
    `mount -t overlay overlay -o lowerdir=/,upperdir=${upper},workdir=${join(scratch, 'work')} ${join(scratch, 'merged')}`,
    // the script reads /dev/urandom (a mount of its own, not in the overlay)
    `mount --bind /dev ${join(scratch, 'merged/dev')}`,
    `chroot ${join(scratch, 'merged')} /bin/sh -c 'PATH=${tools}/bin:$PATH; export LD_LIBRARY_PATH=${tools}/lib; cd /etc/uci-defaults && for i in 1 2; do (. ./90-routerd-login); done; uci show rpcd'`,
  ].join(' && ');
  return execFileSync('unshare', ['-m', '--propagation', 'private', 'sh', '-c', inside], { encoding: 'utf8' });
}

describe.skipIf(!runnable)('90-routerd-login with OpenWrt\'s uci (skipped without root, OPENWRT_TOOLS or rpcd\'s stock config in ../shared/openwrt)', () => {
  it('without LuCI: the check and session entries, and root\'s own entry without its password', () => {
    const rpcd = runScript(false);
    expect(rpcd).toMatch(/^rpcd\.routerd_check\.username='routerd-check-[0-9a-f]{32}'$/m);
    expect(rpcd).toMatch(/^rpcd\.routerd_check\.password='\$p\$root'$/m);
    expect(rpcd).toContain("rpcd.routerd_session.username='routerd'\nrpcd.routerd_session.read='routerd'\nrpcd.routerd_session.write='routerd'\n");
    expect(rpcd).toContain("rpcd.@login[0].username='root'\nrpcd.@login[0].read='*'");
    expect(rpcd.match(/routerd_check=login/g)).toHaveLength(1);
  });

  it('with LuCI: root\'s own entry keeps its password (LuCI signs in through it)', () => {
    const rpcd = runScript(true);
    expect(rpcd).toContain("rpcd.@login[0].username='root'\nrpcd.@login[0].password='$p$root'\n");
    expect(rpcd).toMatch(/^rpcd\.routerd_check\.username='routerd-check-[0-9a-f]{32}'$/m);
  });
});
