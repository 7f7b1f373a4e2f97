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

/** A firmware as an image header and the running firmware describe it. */
export interface FirmwareRelease {
  version: string;
  /** YYYY-MM-DD */
  buildDate: string;
}

/**
 * For the downgrade check (issue 26.5): by the version numbers, then by the build date, so that
 * 'V9.9.9 build 20200101' is older than a 'V9.9.9' built since. The date is the image header's
 * (signed with it) and the running firmware's, whether or not the version spells it.
 */
export function compareFirmwareReleases(a: FirmwareRelease, b: FirmwareRelease): number {
  const [x, y] = [versionParts(a.version).slice(0, 3), versionParts(b.version).slice(0, 3)];
  const byNumber = x.map((part, i) => part - (y[i] ?? 0)).find((difference) => difference !== 0);
  if (byNumber !== undefined) return Math.sign(byNumber);
  return a.buildDate < b.buildDate ? -1 : a.buildDate > b.buildDate ? 1 : 0;
}

function versionParts(version: string): number[] {
  if (!isFirmwareVersion(version)) throw new RangeError(`${JSON.stringify(version)} is not a firmware version`);
  const match = PARTS_RE.exec(version) ?? [];
  return [1, 2, 3, 4].map((index) => Number(match[index] ?? 0));
}
