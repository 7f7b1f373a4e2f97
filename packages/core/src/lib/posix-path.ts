// Absolute POSIX paths as node:path's posix.resolve makes them, without Node: the share's link
// search (system/samba/share-links.ts) runs in the browser on a router. Browser-safe.

/** `target` against the absolute `base`: '.' and '..' resolved, no empty segment, no trailing '/'. */
export function resolvePosix(base: string, target: string): string {
  const parts: string[] = [];
  for (const segment of (target.startsWith('/') ? target : `${base}/${target}`).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return `/${parts.join('/')}`;
}
