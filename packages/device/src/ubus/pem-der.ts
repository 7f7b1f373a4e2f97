// Just enough DER (ITU-T X.690) to read what the OpenVPN tab shows and checks of a PEM in the
// browser, where node:crypto's X509Certificate is not: a certificate's subject and notAfter
// (RFC 5280 4.1), its public key, and the public key a private key carries (PKCS #1 RSAPrivateKey's
// modulus, RFC 8017 A.1.2; SEC 1 ECPrivateKey's publicKey, RFC 5915; either inside PKCS #8,
// RFC 5208). Anything malformed is undefined, never an exception. Browser-safe.

interface Tlv {
  tag: number;
  /** the content's bytes */
  content: Uint8Array;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;
const OCTET_STRING = 0x04;
const OID = 0x06;
const UTC_TIME = 0x17;
const GENERALIZED_TIME = 0x18;
const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const EC_PUBLIC_KEY = '1.2.840.10045.2.1';

/** The TLVs one after another in `bytes`; undefined when a length runs past the end. */
function tlvs(bytes: Uint8Array): Tlv[] | undefined {
  const items: Tlv[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    let length = bytes[at + 1];
    if (length === undefined) return undefined;
    at += 2;
    if (length & 0x80) {
      const count = length & 0x7f;
      if (count === 0 || count > 4 || at + count > bytes.length) return undefined;
      length = 0;
      for (let i = 0; i < count; i++) length = length * 256 + bytes[at + i]!;
      at += count;
    }
    if (at + length > bytes.length) return undefined;
    items.push({ tag, content: bytes.subarray(at, at + length) });
    at += length;
  }
  return items;
}

/** The one TLV `bytes` holds, of `tag`. */
function single(bytes: Uint8Array, tag: number): Tlv | undefined {
  const items = tlvs(bytes);
  return items?.length === 1 && items[0]!.tag === tag ? items[0] : undefined;
}

function oid(content: Uint8Array): string {
  const parts = [Math.floor(content[0]! / 40), content[0]! % 40];
  let value = 0;
  for (const byte of content.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** An INTEGER's magnitude without the leading zero bytes DER adds for the sign. */
function unsigned(content: Uint8Array): string {
  let start = 0;
  while (start < content.length - 1 && content[start] === 0) start++;
  return hex(content.subarray(start));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The DER of a PEM block's base64 body. */
export function pemDer(pem: string): Uint8Array | undefined {
  const body = /-----BEGIN [A-Z0-9 ]+-----\n([A-Za-z0-9+/=\n]+)\n-----END /.exec(pem.replace(/\r\n/g, '\n'))?.[1];
  if (!body) return undefined;
  try {
    return Uint8Array.from(atob(body.replace(/\n/g, '')), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The short names OpenSSL (and node's X509Certificate.subject) print. */
const attributeNames: ReadonlyMap<string, string> = new Map([
  ['2.5.4.3', 'CN'],
  ['2.5.4.6', 'C'],
  ['2.5.4.7', 'L'],
  ['2.5.4.8', 'ST'],
  ['2.5.4.10', 'O'],
  ['2.5.4.11', 'OU'],
  ['1.2.840.113549.1.9.1', 'emailAddress'],
]);

function text(value: Tlv): string {
  // BMPString is UTF-16BE; UTF8String, PrintableString, IA5String and the rest read as UTF-8
  if (value.tag === 0x1e) return String.fromCharCode(...Array.from({ length: value.content.length / 2 }, (_, i) => (value.content[2 * i]! << 8) | value.content[2 * i + 1]!));
  return new TextDecoder().decode(value.content);
}

function distinguishedName(name: Tlv): string[] | undefined {
  const parts: string[] = [];
  for (const set of tlvs(name.content) ?? []) {
    for (const pair of tlvs(set.content) ?? []) {
      const [type, value] = tlvs(pair.content) ?? [];
      if (type?.tag !== OID || !value) return undefined;
      const id = oid(type.content);
      parts.push(`${attributeNames.get(id) ?? id}=${text(value)}`);
    }
  }
  return parts;
}

function time(value: Tlv | undefined): Date | undefined {
  const digits = value && new TextDecoder().decode(value.content);
  const match = digits && /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(digits);
  if (!match || (value.tag === UTC_TIME) !== (match[1]!.length === 2) || ![UTC_TIME, GENERALIZED_TIME].includes(value.tag)) return undefined;
  const year = Number(match[1]) + (match[1]!.length === 2 ? (Number(match[1]) >= 50 ? 1900 : 2000) : 0);
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** What a certificate's public key is, comparable with privateKeyPublic's answer. */
function publicKeyInfo(spki: Tlv): string | undefined {
  const [algorithm, key] = tlvs(spki.content) ?? [];
  const algorithmId = algorithm && tlvs(algorithm.content)?.[0];
  if (algorithmId?.tag !== OID || key?.tag !== BIT_STRING) return undefined;
  const id = oid(algorithmId.content);
  const bits = key.content.subarray(1);
  if (id !== RSA_ENCRYPTION) return `${id}:${hex(bits)}`;
  const modulus = single(bits, SEQUENCE) && tlvs(single(bits, SEQUENCE)!.content)?.[0];
  return modulus?.tag === INTEGER ? `rsa:${unsigned(modulus.content)}` : undefined;
}

export interface CertificateDer {
  subject: string[];
  notAfter: Date;
  /** the public key (see publicKeyInfo); undefined for a kind this reader does not know */
  publicKey: string | undefined;
}

/** The certificate a PEM CERTIFICATE block holds, or undefined. */
export function readCertificate(pem: string): CertificateDer | undefined {
  const der = pemDer(pem);
  const certificate = der && single(der, SEQUENCE);
  const tbs = certificate && tlvs(certificate.content)?.[0];
  const fields = tbs?.tag === SEQUENCE ? tlvs(tbs.content) : undefined;
  if (!fields) return undefined;
  // [0] version is optional: the serial number's INTEGER comes first without it
  const rest = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields;
  const [serial, , issuer, validity, subject, spki] = rest;
  if (serial?.tag !== INTEGER || issuer?.tag !== SEQUENCE || validity?.tag !== SEQUENCE || subject?.tag !== SEQUENCE || spki?.tag !== SEQUENCE) return undefined;
  const notAfter = time(tlvs(validity.content)?.[1]);
  const names = distinguishedName(subject);
  if (!notAfter || !names) return undefined;
  return { subject: names, notAfter, publicKey: publicKeyInfo(spki) };
}

export type PrivateKeyDer = { publicKey: string | undefined } | undefined;

/**
 * The private key of a PEM PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY block: undefined when
 * it does not parse; its publicKey undefined when the key does not carry one (an EC key without
 * the optional publicKey, Ed25519).
 */
export function readPrivateKey(pem: string, label: string): PrivateKeyDer {
  const der = pemDer(pem);
  const key = der && single(der, SEQUENCE);
  const fields = key && tlvs(key.content);
  if (!fields) return undefined;
  if (label === 'RSA PRIVATE KEY') return fields[1]?.tag === INTEGER ? { publicKey: `rsa:${unsigned(fields[1].content)}` } : undefined;
  if (label === 'EC PRIVATE KEY') return ecPrivateKey(fields);
  // PKCS #8: version, the algorithm, the key in an OCTET STRING
  const [, algorithm, inner] = fields;
  const algorithmId = algorithm?.tag === SEQUENCE ? tlvs(algorithm.content)?.[0] : undefined;
  if (algorithmId?.tag !== OID || inner?.tag !== OCTET_STRING) return undefined;
  const id = oid(algorithmId.content);
  const innerKey = single(inner.content, SEQUENCE);
  const innerFields = innerKey ? tlvs(innerKey.content) : undefined;
  if (id === RSA_ENCRYPTION) return innerFields?.[1]?.tag === INTEGER ? { publicKey: `rsa:${unsigned(innerFields[1].content)}` } : undefined;
  if (id === EC_PUBLIC_KEY) return innerFields ? ecPrivateKey(innerFields) : undefined;
  return { publicKey: undefined };
}

function ecPrivateKey(fields: Tlv[]): PrivateKeyDer {
  if (fields[0]?.tag !== INTEGER || fields[1]?.tag !== OCTET_STRING) return undefined;
  const publicKey = fields.find((field) => field.tag === 0xa1);
  const bits = publicKey && single(publicKey.content, BIT_STRING);
  return { publicKey: bits ? `${EC_PUBLIC_KEY}:${hex(bits.content.subarray(1))}` : undefined };
}
