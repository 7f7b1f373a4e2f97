/**
 * The share as each computer opens it (issue 30.10): Windows Explorer takes \\192.168.1.1\share,
 * macOS Finder (Go > Connect to Server) and Linux file managers smb://192.168.1.1/share.
 * `server` is get_samba's \\<LAN IP>.
 */
export function shareAddresses(server: string, name: string): { windows: string; mac: string } {
  const host = server.replace(/^\\+/, '');
  return { windows: `\\\\${host}\\${name}`, mac: `smb://${host}/${encodeURIComponent(name)}` };
}
