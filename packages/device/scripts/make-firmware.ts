// npm run make-firmware -- --version V1.0.4 --model ZBT-WE1626 [--out file] [--payload-size N]
// Writes a valid test upgrade image with a deterministic payload and prints its path.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FirmwareImage, isDeviceModel, isFirmwareVersion } from '@rc/contract/firmware-image';
import { writeFirmwareImage } from '../src/system/firmware/build-image';

const USAGE = 'usage: make-firmware --version V1.0.4 --model ZBT-WE1626 [--out file] [--payload-size bytes] [--description text]';

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
    },
  });
  if (!isFirmwareVersion(values.version)) fail("--version must look like V1.2.3 or 'V1.2.3 build 20260131'");
  if (!isDeviceModel(values.model)) fail('--model must be 1-32 letters, digits, - or _');
  const payloadSize = Number(values['payload-size'] ?? 256 * 1024);
  const maxPayload = FirmwareImage.maxImageBytes - FirmwareImage.prefixBytes - FirmwareImage.maxHeaderBytes;
  if (!Number.isInteger(payloadSize) || payloadSize < 1 || payloadSize > maxPayload) fail(`--payload-size must be 1-${maxPayload}`);
  const fileName = `firmware-${values.model}-${values.version.replace(/ /g, '-')}.bin`;
  return { version: values.version, model: values.model, payloadSize, description: values.description, out: resolveOut(values.out ?? fileName) };
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
