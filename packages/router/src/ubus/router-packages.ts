// Whether an optional OpenWrt package is installed, asked without running anything it installs:
// rpcd's `rc list {name}` (rpcd rc.c: {<script>: {start, enabled}}, {} when /etc/init.d has no
// such script) for a package with an init script, a file only the package installs for one
// without, `wg --version` for wireguard-tools (neither), and rpcd-mod-iwinfo's object itself.
import { isAbsent, type Ubus } from './ubus';
import { MissingPackageError, type RouterPackage } from '@rc/core/errors/missing-package-error';
import { execProgram } from './router-programs';
import { readRouterFileIfAny } from './router-files';
import { pptpOptionsPath } from './pptp-options';

/** The init script each package installs (its Makefile's /etc/init.d file). */
export const initScripts: Partial<Record<RouterPackage, string>> = {
  'openvpn-openssl': 'openvpn',
  'ddns-scripts': 'ddns',
  watchcat: 'watchcat',
  'samba4-server': 'samba4',
  modemmanager: 'modemmanager',
  'nft-qos': 'nft-qos',
  xl2tpd: 'xl2tpd',
  mwan3: 'mwan3',
  'apfree-wifidog': 'wifidogx',
};

/**
 * A file the package installs: ppp-mod-pptp's options.pptp (ppp's Makefile), beside pptp.so, whose
 * presence makes ppp.sh register proto pptp with netifd; a modem's protocol handler, which netifd
 * runs for an interface of that proto (each package's Makefile installs it in /lib/netifd/proto).
 */
export const packageFiles: Partial<Record<RouterPackage, string>> = {
  'ppp-mod-pptp': pptpOptionsPath,
  uqmi: '/lib/netifd/proto/qmi.sh',
  umbim: '/lib/netifd/proto/mbim.sh',
  'comgt-ncm': '/lib/netifd/proto/ncm.sh',
  comgt: '/lib/netifd/proto/3g.sh',
};

/** How long a "not installed" answer holds: one page's ops share it, a retry after installing asks again. */
const missingHoldsMs = 10_000;

/**
 * The router's packages as one page load asks for them: an installed package is asked about once
 * (the ops of a page, and every page after it, need not ask rpcd again), a missing one again after
 * a few seconds, so that "install it, then try again" works without a reload.
 */
export class RouterPackageChecks {
  private readonly answers = new Map<RouterPackage, { installed: Promise<boolean>; at: number }>();

  constructor(
    private readonly ubus: Ubus,
    private readonly now: () => number = Date.now,
  ) {}

  async require(pkg: RouterPackage): Promise<void> {
    if (!(await this.installed(pkg))) throw new MissingPackageError(pkg);
  }

  private installed(pkg: RouterPackage): Promise<boolean> {
    const known = this.answers.get(pkg);
    if (known && this.now() - known.at < missingHoldsMs) return known.installed;
    const answer = { installed: installed(this.ubus, pkg), at: this.now() };
    this.answers.set(pkg, answer);
    answer.installed.then(
      (yes) => yes && (answer.at = Infinity),
      () => this.answers.get(pkg) === answer && this.answers.delete(pkg),
    );
    return answer.installed;
  }
}

export async function requireRouterPackage(ubus: Ubus, pkg: RouterPackage): Promise<void> {
  if (!(await installed(ubus, pkg))) throw new MissingPackageError(pkg);
}

async function installed(ubus: Ubus, pkg: RouterPackage): Promise<boolean> {
  const script = initScripts[pkg];
  if (script) {
    const answer = await ubus.call<Record<string, unknown>>('rc', 'list', { name: script, skip_running_check: true });
    return Object.hasOwn(answer, script);
  }
  const file = packageFiles[pkg];
  if (file) return (await readRouterFileIfAny(ubus, file)) !== undefined;
  try {
    if (pkg === 'wireguard-tools') await execProgram(ubus, 'wg', ['--version']);
    else await ubus.call('iwinfo', 'devices');
    return true;
  } catch (err) {
    if (err instanceof MissingPackageError || isAbsent(err)) return false;
    throw err;
  }
}
