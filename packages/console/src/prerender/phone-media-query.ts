// Build time only: scripts/prerender.mjs puts this in place of lib/use-media-query.ts when it
// renders the home page, which is prerendered as a phone (below 800 px) shows it.
export function useMediaQuery(query: string): boolean {
  return query.includes('max-width');
}
