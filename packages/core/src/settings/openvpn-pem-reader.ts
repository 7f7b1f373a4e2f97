// What the OpenVPN tab reads of a PEM: a certificate's subject and notAfter (RFC 5280 4.1), its
// public key, and the public key a private key carries (PKCS #1 RSAPrivateKey's modulus, RFC 8017
// A.1.2; SEC 1 ECPrivateKey's publicKey, RFC 5915; either inside PKCS #8, RFC 5208). The DER is
// decoded by asn1js (PeculiarVentures, the base of PKI.js; README "Choices" says why), within its
// limits for untrusted input; this file only picks fields out of the decoded tree. The same code
// for the Node daemon and the browser on a router. Anything malformed reads as undefined, never an
// exception.
import { BaseBlock, BaseStringBlock, BitString, Constructed, fromBER, GeneralizedTime, Integer, ObjectIdentifier, OctetString, Sequence, Set as AsnSet, UTCTime } from 'asn1js';

const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const RSASSA_PSS = '1.2.840.113549.1.1.10';
const EC_PUBLIC_KEY = '1.2.840.10045.2.1';
/** Ed25519 and Ed448 (RFC 8410): a key of 32 or 57 bytes that does not carry its public half */
const EDWARDS_KEY_BYTES: ReadonlyMap<string, number> = new Map([
  ['1.3.101.112', 32],
  ['1.3.101.113', 57],
]);
/** a tag like [0] or [1] of a TBSCertificate or an ECPrivateKey */
const CONTEXT_SPECIFIC = 3;

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

export interface OpenvpnCertificate {
  subject: string[];
  notAfter: Date;
  /** comparable with a private key's; undefined for a key the reader does not know */
  publicKey: string | undefined;
}

/** A private key's public half, undefined where the key does not carry one (Ed25519, an EC key without it). */
export interface OpenvpnPrivateKey {
  publicKey: string | undefined;
}

/** The certificate of a PEM CERTIFICATE block, or undefined. */
export function readCertificate(pem: string): OpenvpnCertificate | undefined {
  // Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signatureValue BIT STRING }
  const certificate = only(decode(pemDer(pem)), [Sequence, Sequence, BitString]);
  const tbs = item(certificate, 0, Sequence);
  // TBSCertificate: the [0] version is optional, the serial number comes first without it
  const at = contextTag(tbs?.valueBlock.value[0]) === 0 ? 1 : 0;
  const serial = item(tbs, at, Integer);
  const [signature, issuer, validity, subject, spki] = [1, 2, 3, 4, 5].map((index) => item(tbs, at + index, Sequence));
  const notAfter = time(item(validity, 1, UTCTime) ?? item(validity, 1, GeneralizedTime));
  const names = subject && distinguishedName(subject);
  if (!serial || !signature || !issuer || !spki || !names || !notAfter) return undefined;
  return { subject: names, notAfter, publicKey: subjectPublicKey(spki) };
}

/** The private key of a PEM PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY block, or undefined. */
export function readPrivateKey(pem: string, label: string): OpenvpnPrivateKey | undefined {
  const key = decode(pemDer(pem));
  if (label === 'RSA PRIVATE KEY') return rsaPrivateKey(key);
  if (label === 'EC PRIVATE KEY') return ecPrivateKey(key);
  // PrivateKeyInfo ::= SEQUENCE { version, privateKeyAlgorithm, privateKey OCTET STRING, ... }
  const algorithm = item(item(key, 1, Sequence), 0, ObjectIdentifier)?.getValue();
  const inner = item(key, 2, OctetString);
  if (!item(key, 0, Integer) || !algorithm || !inner || inner.valueBlock.isConstructed) return undefined;
  const innerKey = decode(inner.valueBlock.valueHexView);
  if (algorithm === RSA_ENCRYPTION || algorithm === RSASSA_PSS) return rsaPrivateKey(innerKey);
  if (algorithm === EC_PUBLIC_KEY) return ecPrivateKey(innerKey);
  // CurvePrivateKey ::= OCTET STRING; a key of any other algorithm (DSA, X25519) signs no TLS handshake of openvpn's
  const edwards = innerKey instanceof OctetString && !innerKey.valueBlock.isConstructed ? innerKey.valueBlock.valueHexView.length : undefined;
  return edwards !== undefined && edwards === EDWARDS_KEY_BYTES.get(algorithm) ? { publicKey: undefined } : undefined;
}

/** The DER of a PEM block's base64 body. */
function pemDer(pem: string): Uint8Array | undefined {
  const body = /-----BEGIN [A-Z0-9 ]+-----\n([A-Za-z0-9+/=\n]+)\n-----END /.exec(pem.replace(/\r\n/g, '\n'))?.[1];
  try {
    return body ? Uint8Array.from(atob(body.replace(/\n/g, '')), (char) => char.charCodeAt(0)) : undefined;
  } catch {
    return undefined; // not base64
  }
}

/**
 * The one value `der` holds: undefined for bytes that do not decode, leave some over, or are not
 * the DER of what they decode to. asn1js reads BER, and lets an element run past the end of the
 * SEQUENCE holding it; OpenSSL refuses both, so the tree must encode back to the same bytes.
 */
function decode(der: Uint8Array | undefined): BaseBlock | undefined {
  if (!der?.length) return undefined;
  try {
    // parseEmbedded off: the keys inside OCTET and BIT STRINGs are decoded where they are expected
    const { offset, result } = fromBER(der, { parseEmbedded: false });
    if (offset !== der.length || !(result instanceof BaseBlock) || result.error) return undefined;
    return sameBytes(new Uint8Array(result.toBER()), der) ? result : undefined;
  } catch {
    return undefined;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

type BlockType<T extends BaseBlock> = abstract new (...args: never[]) => T;

/** The `index`th element of a SEQUENCE or SET, when it is exactly a `type` (an ENUMERATED is no INTEGER). */
function item<T extends BaseBlock>(block: BaseBlock | undefined, index: number, type: BlockType<T>): T | undefined {
  const value: unknown = block instanceof Constructed ? block.valueBlock.value[index] : undefined;
  return value instanceof type && value.constructor === type ? value : undefined;
}

function time(value: UTCTime | undefined): Date | undefined {
  const date = value?.toDate();
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** A SEQUENCE holding exactly these types, in this order. */
function only(block: BaseBlock | undefined, types: BlockType<BaseBlock>[]): Sequence | undefined {
  if (!(block instanceof Sequence) || block.valueBlock.value.length !== types.length) return undefined;
  return types.every((type, index) => item(block, index, type)) ? block : undefined;
}

/** n of an explicit [n] tag. */
function contextTag(block: BaseBlock | undefined): number | undefined {
  return block instanceof Constructed && block.idBlock.tagClass === CONTEXT_SPECIFIC ? block.idBlock.tagNumber : undefined;
}

function distinguishedName(name: Sequence): string[] | undefined {
  const parts: string[] = [];
  for (const rdn of name.valueBlock.value) {
    if (!(rdn instanceof AsnSet)) return undefined;
    for (const pair of rdn.valueBlock.value) {
      const type = item(pair, 0, ObjectIdentifier)?.getValue();
      const value = pair instanceof Sequence && pair.valueBlock.value.length === 2 ? pair.valueBlock.value[1] : undefined;
      if (!type || !value) return undefined;
      // a value that is no string the way OpenSSL prints it: # and its DER in hex (RFC 4514 2.4)
      parts.push(`${attributeNames.get(type) ?? type}=${value instanceof BaseStringBlock ? value.getValue() : `#${hex(new Uint8Array(value.toBER()))}`}`);
    }
  }
  return parts;
}

/** SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING } */
function subjectPublicKey(spki: Sequence): string | undefined {
  const algorithm = item(item(spki, 0, Sequence), 0, ObjectIdentifier)?.getValue();
  const key = bitString(item(spki, 1, BitString));
  if (!algorithm || !key) return undefined;
  if (algorithm === EC_PUBLIC_KEY) return `ec:${hex(key)}`;
  if (algorithm !== RSA_ENCRYPTION && algorithm !== RSASSA_PSS) return `${algorithm}:${hex(key)}`;
  // RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
  const modulus = item(only(decode(key), [Integer, Integer]), 0, Integer);
  return modulus && `rsa:${unsigned(modulus)}`;
}

/** RSAPrivateKey ::= SEQUENCE { version, modulus, publicExponent, privateExponent, prime1, prime2, exponent1, exponent2, coefficient, ... } */
function rsaPrivateKey(key: BaseBlock | undefined): OpenvpnPrivateKey | undefined {
  const integers = Array.from({ length: 9 }, (_, index) => item(key, index, Integer));
  return integers.every(Boolean) ? { publicKey: `rsa:${unsigned(integers[1]!)}` } : undefined;
}

/** ECPrivateKey ::= SEQUENCE { version INTEGER, privateKey OCTET STRING, parameters [0] OPTIONAL, publicKey [1] BIT STRING OPTIONAL } */
function ecPrivateKey(key: BaseBlock | undefined): OpenvpnPrivateKey | undefined {
  if (!item(key, 0, Integer) || !item(key, 1, OctetString) || !(key instanceof Sequence)) return undefined;
  const tagged = key.valueBlock.value.find((field) => contextTag(field) === 1);
  const publicKey = tagged && bitString(item(tagged, 0, BitString));
  return { publicKey: publicKey ? `ec:${hex(publicKey)}` : undefined };
}

/** A BIT STRING's bytes, for the whole bytes keys are. */
function bitString(bits: BitString | undefined): Uint8Array | undefined {
  return bits && !bits.valueBlock.isConstructed && bits.valueBlock.unusedBits === 0 ? bits.valueBlock.valueHexView : undefined;
}

/** An INTEGER's magnitude without the leading zero bytes DER adds for the sign. */
function unsigned(integer: Integer): string {
  const bytes = integer.valueBlock.valueHexView;
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return hex(bytes.subarray(start));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
