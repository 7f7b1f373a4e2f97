// What a page loads on demand (a dynamic import and what it builds), loaded once. Browser-safe.

/**
 * `load` run at the first call and its promise kept; a failure (on a router, a chunk that did not
 * arrive while it rebooted) is forgotten, so that the next call loads again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
