// A page whose OpenWrt package is not installed says which one to install (issue 27.1) instead of
// failing in a program's own words or saving files nothing reads.

/** The optional OpenWrt packages a console feature needs; each name as `opkg install` / `apk add` takes it. */
export const RouterPackages = ['wireguard-tools', 'openvpn-openssl', 'ddns-scripts', 'watchcat', 'samba4-server', 'modemmanager', 'uqmi', 'umbim', 'comgt-ncm', 'comgt', 'nft-qos', 'rpcd-mod-iwinfo', 'ppp-mod-pptp', 'xl2tpd', 'mwan3', 'apfree-wifidog', 'block-mount', 'e2fsprogs', 'dosfstools', 'exfatprogs'] as const;
export type RouterPackage = (typeof RouterPackages)[number];

export class MissingPackageError extends Error {
  constructor(readonly pkg: RouterPackage) {
    super(`the OpenWrt package ${pkg} is not installed`);
    this.name = 'MissingPackageError';
  }
}
