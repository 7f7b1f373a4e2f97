// Writes the plain ustar archives of our backups: regular files only, owned by root, mode 0644.
import { fieldOf, headerChecksum, paddedSize, TAR_BLOCK, TarType, type TarFieldName } from './tar-header';

export interface TarFile {
  path: string;
  data: Uint8Array;
}

/** `mtimeSeconds` stamps every entry, so the same files give the same archive. */
export function writeTar(files: readonly TarFile[], mtimeSeconds: number): Buffer {
  const blocks = files.flatMap((file) => [fileHeader(file, mtimeSeconds), padded(file.data)]);
  return Buffer.concat([...blocks, Buffer.alloc(2 * TAR_BLOCK)]);
}

function fileHeader(file: TarFile, mtimeSeconds: number): Buffer {
  // Our paths are 'manifest.json' and 'config/<name>': they never need the prefix field.
  if (!/^[\x21-\x7e]{1,100}$/.test(file.path)) throw new RangeError(`tar path ${JSON.stringify(file.path)} is not 1-100 ASCII characters`);
  const block = Buffer.alloc(TAR_BLOCK);
  const put = (name: TarFieldName, text: string) => fieldOf(block, name).set(Buffer.from(text, 'ascii'));
  put('name', file.path);
  put('mode', octal(0o644, 8));
  put('uid', octal(0, 8));
  put('gid', octal(0, 8));
  put('size', octal(file.data.length, 12));
  put('mtime', octal(mtimeSeconds, 12));
  put('type', TarType.file);
  put('magic', 'ustar\0');
  put('version', '00');
  put('uname', 'root');
  put('gname', 'root');
  put('checksum', `${octal(headerChecksum(block), 7)} `);
  return block;
}

/** Zero-padded octal filling the field but its final NUL. */
function octal(value: number, fieldLength: number): string {
  return `${value.toString(8).padStart(fieldLength - 1, '0')}\0`;
}

function padded(data: Uint8Array): Buffer {
  const out = Buffer.alloc(paddedSize(data.length));
  out.set(data);
  return out;
}
