import { useMemo, useState } from 'react';

/** Which rows are ticked, by key; keys that left the list drop out of the selection. */
export function useSelection(keys: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const present = useMemo(() => new Set(keys), [keys]);
  const selected = useMemo(() => [...ticked].filter((key) => present.has(key)), [ticked, present]);
  return {
    size: selected.length,
    keys: () => selected,
    has: (key: string) => ticked.has(key) && present.has(key),
    allSelected: keys.length > 0 && selected.length === keys.length,
    toggle: (key: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    toggleAll: () => setTicked(selected.length === keys.length ? new Set() : new Set(keys)),
    clear: () => setTicked(new Set()),
  };
}
