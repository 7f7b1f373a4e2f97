// Whether an optional OpenWrt package is installed, asked without running anything it installs:
// rpcd's `rc list {name}` (rpcd rc.c: {<script>: {start, enabled}}, {} when /etc/init.d has no
// such script) for a package with an init script, `wg --version` for wireguard-tools (none), and
// rpcd-mod-iwinfo's object itself.
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { MissingPackageError, type RouterPackage } from './missing-package-error';
import { execProgram } from './router-programs';

/** The init script each package installs (its Makefile's /etc/init.d file). */
export const initScripts: Partial<Record<RouterPackage, string>> = {
  'openvpn-openssl': 'openvpn',
  'ddns-scripts': 'ddns',
  watchcat: 'watchcat',
  'samba4-server': 'samba4',
  modemmanager: 'modemmanager',
  'nft-qos': 'nft-qos',
};

export async function requireRouterPackage(ubus: Ubus, pkg: RouterPackage): Promise<void> {
  if (!(await installed(ubus, pkg))) throw new MissingPackageError(pkg);
}

async function installed(ubus: Ubus, pkg: RouterPackage): Promise<boolean> {
  const script = initScripts[pkg];
  if (script) {
    const answer = await ubus.call<Record<string, unknown>>('rc', 'list', { name: script, skip_running_check: true });
    return Object.hasOwn(answer, script);
  }
  try {
    if (pkg === 'wireguard-tools') await execProgram(ubus, 'wg', ['--version']);
    else await ubus.call('iwinfo', 'devices');
    return true;
  } catch (err) {
    if (err instanceof MissingPackageError || (err instanceof UbusCallError && err.status === UbusStatus.notFound)) return false;
    throw err;
  }
}
