// What a restore changes, per config file, in the words of History (system/history/history-diff):
// section by section, option by option, credentials only as "changed". A file the archive lacks
// stays as it is (UciStore.extractFiles, as sysupgrade -r only extracts), so it changes nothing.
import type { z } from 'zod';
import type { packageChangeSchema } from '@rc/contract/config-change';
import { diffPackages, parseOrEmpty } from '../history/history-diff';

export type PackageChange = z.infer<typeof packageChangeSchema>;

export function restoreChanges(live: ReadonlyMap<string, string>, archive: Record<string, string>): PackageChange[] {
  return Object.keys(archive).sort().flatMap((pkg) => {
    const before = live.get(pkg) ?? null;
    const after = archive[pkg] ?? null;
    if (before === after) return [];
    const sections = diffPackages(parseOrEmpty(before, pkg), parseOrEmpty(after, pkg));
    // A file that differs only in comments or layout changes no setting.
    return sections.length > 0 ? [{ pkg, sections }] : [];
  });
}
