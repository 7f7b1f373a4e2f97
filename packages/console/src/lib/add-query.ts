// Issue 30.11: a list page opened as `#/network/qos?add=192.168.1.104` opens its add dialog with
// that value filled in (the terminal list's Limit and Schedule actions).
import { useLocation } from 'react-router';

/** The `add` value of the page's hash query, if any. */
export function useAddQuery(): string | undefined {
  const { search } = useLocation();
  return new URLSearchParams(search).get('add') ?? undefined;
}

/** The app path that opens `path`'s add dialog with `value`. */
export function addQueryPath(path: string, value: string): string {
  return `${path}?${new URLSearchParams({ add: value }).toString()}`;
}
