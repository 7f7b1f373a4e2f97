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

  // Rows become taller cards on a phone; measure instead of trusting the estimate.
  useLayoutEffect(() => {
    const measured = enabled ? measureRowPitch(bodyRef.current) : 0;
    if (measured > 0 && Math.abs(measured - rowHeight) > 1) setRowHeight(measured);
  });

  if (!enabled) return { first: 0, last: count, padTop: 0, padBottom: 0, onScroll, bodyRef };
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + OVERSCAN);
  return { first, last, padTop: first * rowHeight, padBottom: (count - last) * rowHeight, onScroll, bodyRef };
}

/** The distance from one row to the next, so that card margins count; one row's height otherwise. */
function measureRowPitch(body: HTMLTableSectionElement | null): number {
  const [first, second] = body?.querySelectorAll<HTMLElement>('tr[aria-rowindex]') ?? [];
  if (first && second && second.offsetTop > first.offsetTop) return second.offsetTop - first.offsetTop;
  return first?.offsetHeight ?? 0;
}
