// The POSIX ustar header (IEEE Std 1003.1, "pax" format's ustar interchange header): one
// 512-byte block per entry, numbers as NUL-terminated octal text, data padded to 512 bytes.
export const TAR_BLOCK = 512;

/** [offset, length] of each header field. */
export const TarField = {
  name: [0, 100],
  mode: [100, 8],
  uid: [108, 8],
  gid: [116, 8],
  size: [124, 12],
  mtime: [136, 12],
  checksum: [148, 8],
  type: [156, 1],
  linkname: [157, 100],
  magic: [257, 6],
  version: [263, 2],
  uname: [265, 32],
  gname: [297, 32],
  devmajor: [329, 8],
  devminor: [337, 8],
  prefix: [345, 155],
} as const;

export type TarFieldName = keyof typeof TarField;

export const TarType = { file: '0', oldFile: '\0', directory: '5' } as const;

export function fieldOf(block: Uint8Array, name: TarFieldName): Uint8Array {
  const [offset, length] = TarField[name];
  return block.subarray(offset, offset + length);
}

/** The unsigned sum of the header's bytes with the checksum field counted as spaces. */
export function headerChecksum(block: Uint8Array): number {
  const [offset, length] = TarField.checksum;
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i++) sum += i >= offset && i < offset + length ? 0x20 : (block[i] ?? 0);
  return sum;
}

export function paddedSize(size: number): number {
  return Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
}
