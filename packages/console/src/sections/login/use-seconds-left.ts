import { useEffect, useReducer } from 'react';

/** Whole seconds until `until` (epoch ms), re-rendering every second; 0 when past or unset. */
export function useSecondsLeft(until: number | undefined): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (until === undefined) return undefined;
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1_000));
}
