// Service > OpenVPN (spec 3: "enabled, remote, port, protocol (tcp | udp), device (tun | tap), ca,
// cert, key"): its messages, limits and the rules the form and the device share. On OpenWrt up to
// 24.10 the openvpn package's init script (net/openvpn/files/openvpn.init, append_params) writes each
// option of `config openvpn` as `name value` on a line of /var/etc/openvpn-<section>.conf, unquoted:
// a newline in a value would be a directive of its own, a leading '-' an option.
import { z } from 'zod';

export const OpenvpnKey = {
  /** a certificate field holding anything but PEM certificates */
  certInvalid: 'openvpn.certInvalid',
  /** the key field holding anything but one PEM private key */
  keyInvalid: 'openvpn.keyInvalid',
  /** openvpn would stop at start-up to ask for the passphrase */
  keyEncrypted: 'openvpn.keyEncrypted',
  /** the private key is not the certificate's */
  keyMismatch: 'openvpn.keyMismatch',
  pemTooLarge: 'openvpn.pemTooLarge',
  /** a .ovpn profile naming a directive that runs a program (params.directive) */
  profileRunsProgram: 'openvpn.profileRunsProgram',
  profileNoRemote: 'openvpn.profileNoRemote',
  profileInvalid: 'openvpn.profileInvalid',
  profileTooLarge: 'openvpn.profileTooLarge',
  /** a username or password openvpn.init cannot write as one line of the auth-user-pass file */
  credentialInvalid: 'openvpn.credentialInvalid',
} as const;

/**
 * A PEM field holds a certificate chain or a key of a few KB; three of them fit the daemon's 64 KB
 * JSON body. A .ovpn profile with its inline certificates stays well under 64 KB too.
 */
export const OpenvpnLimits = { pemMaxLength: 16 * 1024, profileMaxBytes: 64 * 1024, portDefault: 1194, credentialMaxLength: 128 } as const;

// openvpn.init's openvpn_get_credentials writes `option username` and `option password` as the two
// lines of /var/run/openvpn.<section>.userpass with busybox's `echo "$value"`, and passes it as
// --auth-user-pass: a control character would break the lines, and `-n`, `-e` or `-E` alone is an
// echo option, not text. 128 is OpenVPN 2.5's USER_PASS_LEN (misc.h), the least of supported versions.
const CREDENTIAL_CONTROL_RE = /[\u0000-\u001f\u007f]/;
const ECHO_OPTION_RE = /^-[neE]+$/;

/** A username or password of auth-user-pass; '' for none (the username) or keep (the password). */
export function openvpnCredentialSchema() {
  return z
    .string({ error: OpenvpnKey.credentialInvalid })
    .max(OpenvpnLimits.credentialMaxLength, OpenvpnKey.credentialInvalid)
    .refine((value) => !CREDENTIAL_CONTROL_RE.test(value) && !ECHO_OPTION_RE.test(value), OpenvpnKey.credentialInvalid);
}

export const OpenvpnProtocols = ['udp', 'tcp'] as const;
export const OpenvpnDevices = ['tun', 'tap'] as const;

const CERT_LABELS = ['CERTIFICATE'];
const KEY_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY'];
const PEM_BLOCK_RE = /-----BEGIN ([A-Z0-9 ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----/g;

/** The PEM blocks of a text, CRLF as LF; what lies between blocks must be blank. */
export function pemBlocks(text: string): { label: string; pem: string }[] | undefined {
  const normal = text.replace(/\r\n/g, '\n');
  const blocks: { label: string; pem: string }[] = [];
  let end = 0;
  for (const match of normal.matchAll(PEM_BLOCK_RE)) {
    if (normal.slice(end, match.index).trim() !== '') return undefined;
    blocks.push({ label: match[1] ?? '', pem: `${match[0]}\n` });
    end = (match.index ?? 0) + match[0].length;
  }
  return normal.slice(end).trim() === '' && blocks.length > 0 ? blocks : undefined;
}

/** One or more PEM certificates (a CA file may hold a chain), nothing else. */
export function isCertificatePem(text: string): boolean {
  return pemBlocks(text)?.every((block) => CERT_LABELS.includes(block.label)) ?? false;
}

/** Exactly one PEM private key. */
export function isPrivateKeyPem(text: string): boolean {
  const blocks = pemBlocks(text);
  return blocks?.length === 1 && KEY_LABELS.includes(blocks[0]?.label ?? '');
}

/** A PEM field: empty keeps the stored one; otherwise PEM text of the kind, within the limit. */
export function pemSchema(kind: 'certificate' | 'key') {
  const key = kind === 'key' ? OpenvpnKey.keyInvalid : OpenvpnKey.certInvalid;
  const isKind = kind === 'key' ? isPrivateKeyPem : isCertificatePem;
  return z
    .string({ error: key })
    .max(OpenvpnLimits.pemMaxLength, OpenvpnKey.pemTooLarge)
    .refine((value) => value === '' || isKind(value), key)
    .meta({ description: kind === 'key' ? "PEM private key, '' keeps the stored one" : "PEM certificate(s), '' keeps the stored one" });
}

/** Why the tunnel is down: off, no WAN, the server not answering, or the TLS handshake refused (certificate not signed by the CA, or expired). */
export const OpenvpnReasons = ['', 'disabled', 'wanDown', 'unreachable', 'certRefused', 'authFailed', 'unavailable'] as const;
