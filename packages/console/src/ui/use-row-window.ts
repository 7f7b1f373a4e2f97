import { useCallback, useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';

const OVERSCAN = 8;
// Before layout (or in a test DOM without layout) assume a viewport about a screen tall.
const FALLBACK_VIEWPORT_PX = 600;

export interface RowWindow {
  first: number;
  last: number;
  padTop: number;
  padBottom: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
}

/** The slice of `count` rows a scroll box shows, plus the space the others would take. */
export function useRowWindow(count: number, enabled: boolean, estimatePx: number): RowWindow {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT_PX);
  const [rowHeight, setRowHeight] = useState(estimatePx);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
    setViewport(event.currentTarget.clientHeight || FALLBACK_VIEWPORT_PX);
  }, []);

  const first = enabled ? Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN) : 0;
  const last = enabled ? Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + OVERSCAN) : count;

  // Rows become taller cards on a phone; measure instead of trusting the estimate, each time
  // other rows are rendered (a new measure moves the window, which measures again until stable).
  useLayoutEffect(() => {
    const measured = enabled ? measureRowPitch(bodyRef.current) : 0;
    if (measured > 0) setRowHeight((current) => (Math.abs(measured - current) > 1 ? measured : current));
  }, [enabled, first, last]);

  if (!enabled) return { first, last, padTop: 0, padBottom: 0, onScroll, bodyRef };
  return { first, last, padTop: first * rowHeight, padBottom: (count - last) * rowHeight, onScroll, bodyRef };
}

/** The distance from one row to the next, so that card margins count; one row's height otherwise. */
function measureRowPitch(body: HTMLTableSectionElement | null): number {
  const [first, second] = body?.querySelectorAll<HTMLElement>('tr[aria-rowindex]') ?? [];
  if (first && second && second.offsetTop > first.offsetTop) return second.offsetTop - first.offsetTop;
  return first?.offsetHeight ?? 0;
}
