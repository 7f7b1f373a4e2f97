// Ordering of firmware versions as get_web_msg spells them ('V1.0.3 build 20261101'), for the
// online check (spec 8 'The current version is already the latest version').
import { isFirmwareVersion } from './firmware-image';

const PARTS_RE = /^V(\d+)\.(\d+)\.(\d+)(?: build (\d{8}))?$/;

/** Negative when `a` is older than `b`, 0 when equal, positive when newer; a build date breaks a tie. */
export function compareFirmwareVersions(a: string, b: string): number {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < x.length; i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

function versionParts(version: string): number[] {
  if (!isFirmwareVersion(version)) throw new RangeError(`${JSON.stringify(version)} is not a firmware version`);
  const match = PARTS_RE.exec(version) ?? [];
  return [1, 2, 3, 4].map((index) => Number(match[index] ?? 0));
}
