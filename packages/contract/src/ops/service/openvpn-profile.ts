// A .ovpn client profile read into the OpenVPN form (the console reads the file; nothing is sent
// until the administrator saves). Directives that make openvpn run a program or read another
// file are refused by name: the form can only carry what the page shows, and a profile that
// needs a script is not one to accept unread.
import { OpenvpnKey, OpenvpnLimits, pemBlocks } from './openvpn-fields';

/** openvpn(8) directives that run a program, load code or read another file. */
export const OVPN_REFUSED_DIRECTIVES = [
  'up',
  'down',
  'script-security',
  'plugin',
  'tls-verify',
  'client-connect',
  'client-disconnect',
  'client-crresponse',
  'ipchange',
  'route-up',
  'route-pre-down',
  'learn-address',
  'auth-user-pass-verify',
  'iproute',
  'config',
] as const;

// What the form carries: the rest of a profile is listed as not imported.
const FORM_DIRECTIVES = new Set(['remote', 'port', 'rport', 'proto', 'dev', 'dev-type', 'ca', 'cert', 'key', 'client', 'nobind', 'auth-user-pass']);
const INLINE_PEMS = new Set(['ca', 'cert', 'key']);

export interface OvpnProfile {
  remote?: string;
  port?: number;
  protocol?: 'udp' | 'tcp';
  device?: 'tun' | 'tap';
  ca?: string;
  cert?: string;
  key?: string;
  /** auth-user-pass: the server asks a username and password (given inline by OpenVPN 2.6 profiles) */
  signsIn?: boolean;
  username?: string;
  password?: string;
  /** directives and inline blocks the form cannot carry (tls-auth, cipher...), each once */
  ignored: string[];
}

export type OvpnParse = { ok: true; profile: OvpnProfile } | { ok: false; key: string; directive?: string };

// Any control character but tab and the line ends: a profile is text.
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function parseOvpnProfile(text: string): OvpnParse {
  if (text.length > OpenvpnLimits.profileMaxBytes) return { ok: false, key: OpenvpnKey.profileTooLarge };
  if (CONTROL_RE.test(text)) return { ok: false, key: OpenvpnKey.profileInvalid };
  const profile: OvpnProfile = { ignored: [] };
  const ignore = (name: string) => profile.ignored.includes(name) || profile.ignored.push(name);
  const lines = text.split(/\r?\n|\r/);
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const inline = /^<([a-z0-9-]+)>$/i.exec(line);
    if (inline) {
      const name = (inline[1] ?? '').toLowerCase();
      const end = lines.findIndex((candidate, at) => at > index && candidate.trim().toLowerCase() === `</${name}>`);
      if (end < 0) return { ok: false, key: OpenvpnKey.profileInvalid };
      const body = lines.slice(index + 1, end).join('\n');
      if (INLINE_PEMS.has(name)) profile[name as 'ca' | 'cert' | 'key'] = pemOnly(body);
      else if (name === 'auth-user-pass') readInlineCredentials(profile, body);
      else ignore(`<${name}>`);
      index = end;
      continue;
    }
    const [head = '', ...args] = line.split(/\s+/);
    const directive = head.replace(/^--/, '').toLowerCase();
    if ((OVPN_REFUSED_DIRECTIVES as readonly string[]).includes(directive)) return { ok: false, key: OpenvpnKey.profileRunsProgram, directive };
    if (!FORM_DIRECTIVES.has(directive)) ignore(directive);
    else readDirective(profile, directive, args, ignore);
  }
  if (!profile.remote) return { ok: false, key: OpenvpnKey.profileNoRemote };
  return { ok: true, profile };
}

function readDirective(profile: OvpnProfile, directive: string, args: string[], ignore: (name: string) => void): void {
  const [first = '', second, third] = args;
  switch (directive) {
    case 'remote':
      // The form holds one server: openvpn tries further ones in turn, the router will not.
      if (profile.remote) return void ignore('remote');
      profile.remote = first;
      if (second) profile.port = Number(second);
      if (third) profile.protocol = protocolOf(third) ?? profile.protocol;
      return;
    case 'port':
    case 'rport':
      profile.port = Number(first);
      return;
    case 'proto':
      profile.protocol = protocolOf(first) ?? profile.protocol;
      return;
    case 'dev':
    case 'dev-type':
      if (/^tun/.test(first)) profile.device = 'tun';
      else if (/^tap/.test(first)) profile.device = 'tap';
      return;
    case 'auth-user-pass':
      // Without an argument openvpn asks on its console; with one it reads a file of the computer
      // the profile was made on. Either way the form asks for both.
      profile.signsIn = true;
      return;
    case 'ca':
    case 'cert':
    case 'key':
      // A file of the computer the profile was made on: its content must come inline.
      if (first !== '[inline]') ignore(directive);
      return;
    default:
      // client and nobind: the router writes both itself.
      return;
  }
}

/** OpenVPN 2.6's inline <auth-user-pass>: the username on the first line, the password on the second. */
function readInlineCredentials(profile: OvpnProfile, body: string): void {
  const [username = '', password = ''] = body.split(/\r?\n/).map((line) => line.trim());
  profile.signsIn = true;
  profile.username = username;
  profile.password = password;
}

function protocolOf(value: string): 'udp' | 'tcp' | undefined {
  if (/^udp[46]?$/.test(value)) return 'udp';
  if (/^tcp[46]?(-client)?$/.test(value)) return 'tcp';
  return undefined;
}

/** Inline certificates often carry `openssl x509 -text` output before the PEM: keep the PEM only. */
function pemOnly(body: string): string {
  const found = [...body.replace(/\r\n/g, '\n').matchAll(/-----BEGIN ([A-Z0-9 ]+)-----\n[\s\S]*?\n-----END \1-----/g)].map((match) => match[0]);
  const text = found.length > 0 ? `${found.join('\n')}\n` : body.trim();
  return pemBlocks(text) ? text : body.trim();
}
