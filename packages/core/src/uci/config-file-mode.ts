// Who may read a config file. OpenWrt installs every /etc/config file owner-only (openwrt/openwrt
// rules.mk: INSTALL_CONF:=install -m0600); the files that hold credentials stay so here whatever
// mode they were found with, and any other keeps its own.
import { redact } from './history-redaction';

// PPP and WireGuard keys (network), Wi-Fi keys (wireless), the DDNS password, OpenVPN's settings,
// the modem's PIN and APN password (network's wwan, sims).
const CREDENTIAL_PACKAGES: ReadonlySet<string> = new Set(['network', 'wireless', 'ddns', 'openvpn', 'sims', 'cellular']);

/** 0600 for a file that holds or may hold a credential; undefined: keep the file's own mode. */
export function configFileMode(pkg: string, text: string): number | undefined {
  if (CREDENTIAL_PACKAGES.has(pkg)) return 0o600;
  const redacted = redact(text, pkg);
  // A credential option anywhere (a package of LuCI's), or a text too broken to search.
  return redacted.text === null || redacted.secrets.size > 0 ? 0o600 : undefined;
}
