import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import { useDarkScheme } from '../lib/use-color-scheme';

/**
 * Hooks a uPlot chart to a container: built once when the container is first laid out (which
 * brings the width) with the points already there, resized with it, destroyed with it. New points
 * go in with `chart.current.setData`. Built again when the colour scheme changes: the options
 * read their colours from the CSS variables (cssVar).
 */
export function useUplot(container: RefObject<HTMLDivElement | null>, options: (width: number) => uPlot.Options, points: uPlot.AlignedData, height: number) {
  const chart = useRef<uPlot | null>(null);
  const latest = useRef({ options, points });
  latest.current = { options, points };
  const dark = useDarkScheme();
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let plot: uPlot | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (!plot) plot = chart.current = new uPlot(latest.current.options(width || 600), latest.current.points, element);
      else if (width > 0) plot.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot?.destroy();
      chart.current = null;
    };
  }, [container, height, dark]);
  return chart;
}

export function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}
