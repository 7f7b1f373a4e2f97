// npm run make-firmware -- --version V1.0.4 --model ZBT-WE1626 [--out file] [--payload-size N]
//   [--key private.pem --key-id ID]
// Writes an upgrade image with a deterministic payload, signed with the Ed25519 key given (the
// repository's TEST key when none is: keys/README.md), and prints its path.
import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FirmwareImage, isDeviceModel, isFirmwareKeyId, isFirmwareVersion } from '@rc/contract/firmware-image';
import { writeFirmwareImage } from '../src/system/firmware/build-image';

const USAGE =
  'usage: make-firmware --version V1.0.4 --model ZBT-WE1626 [--out file] [--payload-size bytes] [--description text] [--key private.pem --key-id id]';

function fail(message: string): never {
  console.error(`make-firmware: ${message}\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      version: { type: 'string' },
      model: { type: 'string' },
      out: { type: 'string' },
      'payload-size': { type: 'string' },
      description: { type: 'string' },
      key: { type: 'string' },
      'key-id': { type: 'string' },
    },
  });
  if (!isFirmwareVersion(values.version)) fail("--version must look like V1.2.3 or 'V1.2.3 build 20260131'");
  if (!isDeviceModel(values.model)) fail('--model must be 1-32 letters, digits, - or _');
  const payloadSize = Number(values['payload-size'] ?? 256 * 1024);
  const maxPayload = FirmwareImage.maxImageBytes - FirmwareImage.prefixBytes - FirmwareImage.maxHeaderBytes;
  if (!Number.isInteger(payloadSize) || payloadSize < 1 || payloadSize > maxPayload) fail(`--payload-size must be 1-${maxPayload}`);
  const fileName = `firmware-${values.model}-${values.version.replace(/ /g, '-')}.bin`;
  return {
    version: values.version,
    model: values.model,
    payloadSize,
    description: values.description,
    signingKey: signingKeyOf(values.key, values['key-id']),
    out: resolveOut(values.out ?? fileName),
  };
}

function signingKeyOf(keyFile: string | undefined, keyId: string | undefined) {
  if (keyFile === undefined) {
    console.error('make-firmware: signed with the TEST key (rc-test-2026): only devices that trust it accept the image');
    return undefined;
  }
  if (!isFirmwareKeyId(keyId)) fail('--key-id must be 1-32 lowercase letters, digits or -');
  try {
    const privateKey = createPrivateKey(readFileSync(resolveOut(keyFile)));
    if (privateKey.asymmetricKeyType !== 'ed25519') fail('--key must be an Ed25519 private key (PEM)');
    return { keyId, privateKey };
  } catch (err) {
    return fail(`cannot read --key: ${err instanceof Error ? err.message : String(err)}`);
  }
}

// npm runs scripts from the workspace root; a relative --out means the caller's folder.
function resolveOut(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const { out, ...image } = readOptions();
try {
  await writeFirmwareImage(out, image);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
console.log(out);
