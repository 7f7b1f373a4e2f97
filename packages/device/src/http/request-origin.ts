// Issue 12.6. DNS rebinding: a foreign page whose name comes to resolve to the router reaches it
// with its own name in Host, so a request is served only under a name the router has: an IP
// address (a page cannot rebind a literal address), localhost, the configured host name (alone
// or in the DHCP domain, as dnsmasq answers it) or an --allowed-host name.
// Cross-site requests: a browser sends Origin with every cross-origin POST, so a POST whose
// Origin is not the very host it was sent to is refused; one without Origin comes from a
// non-browser client (curl, scripts) and is let through.
import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

/** Whether a name (lower case, no port) is one the router has, besides addresses and localhost. */
export type KnownHostName = (host: string) => Promise<boolean>;

/** Host and port of a Host header (lower case, no trailing dot); undefined when malformed. */
export function splitHost(header: string): { host: string; port: string } | undefined {
  const value = header.trim().toLowerCase();
  const end = value.startsWith('[') ? value.indexOf(']') + 1 : 0;
  if (end === 0 && value.startsWith('[')) return undefined;
  const colon = value.indexOf(':', end);
  const host = colon === -1 ? value : value.slice(0, colon);
  const port = colon === -1 ? '' : value.slice(colon + 1);
  if (!host || !/^\d{0,5}$/.test(port)) return undefined;
  return { host: host.endsWith('.') ? host.slice(0, -1) : host, port };
}

// A client sends the same Host on every call: the last header's verdict is kept (a pure function of it).
let lastHeader: string | undefined;
let lastVerdict: boolean | string = true;

/** true or false when the Host header alone decides; otherwise the name to look up among the router's. */
export function hostVerdict(header: string | undefined): boolean | string {
  // HTTP/1.0 without Host: no browser sends that, so no rebinding through it.
  if (header === undefined) return true;
  if (header !== lastHeader) {
    lastVerdict = verdictOf(header);
    lastHeader = header;
  }
  return lastVerdict;
}

function verdictOf(header: string): boolean | string {
  const host = splitHost(header)?.host;
  if (!host) return false;
  if (host === 'localhost' || isIP(host) !== 0) return true;
  if (host.startsWith('[')) return isIP(host.slice(1, -1)) === 6;
  return host;
}

/** A POST with a foreign Origin (or `null`, a sandboxed or privacy-redirected page) is cross-site. */
export function isSameOrigin(headers: IncomingHttpHeaders): boolean {
  const { origin } = headers;
  if (origin === undefined) return true;
  const target = splitHost(headers.host ?? '');
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!target || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.hostname === target.host && (url.port || defaultPort) === (target.port || defaultPort);
}
