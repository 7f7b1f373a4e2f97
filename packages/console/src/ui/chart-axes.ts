// What every uPlot chart of the console shares: the axes' look from the theme's tokens, the time
// axis in the device's clock (issue 19.5) and byte or rate axes at round ticks (issue 30.13).
// Lines, percent and count axes, which the home page does not draw, are in chart-lines.ts.
import type uPlot from 'uplot';
import { byteAxis, rateAxis } from '@rc/contract/format';
import { cssVar } from './use-uplot';

/** Muted labels and a grid in the border colour, no tick marks. */
export function axisStyle(): Pick<uPlot.Axis, 'stroke' | 'grid' | 'ticks'> {
  return { stroke: cssVar('--color-text-muted', '#5d6878'), grid: { stroke: cssVar('--color-border', '#dfe3ea'), width: 1 }, ticks: { show: false } };
}

/** The x axis (seconds, as uPlot keeps time) labelled in the device's clock; `space`: px between labels. */
export function timeAxis(clock: (epochMs: number) => string, space = 80): uPlot.Axis {
  return { ...axisStyle(), space, values: (_u, ticks) => ticks.map((seconds) => clock(seconds * 1_000)) };
}

/**
 * A y scale from 0 to the first round tick above the data with 15 % headroom, and its axis: bytes,
 * or bytes per second. `floor`: the least top, for a flat or empty chart (a function: read at each
 * redraw, e.g. the memory total that arrives with the first sample).
 */
export function byteScaleAxis(unit: 'bytes' | 'rate', scale = 'y', floor: number | (() => number) = 1024): { range: uPlot.Scale['range']; axis: uPlot.Axis } {
  const axisOf = unit === 'rate' ? rateAxis : byteAxis;
  const least = () => Math.max(typeof floor === 'function' ? floor() : floor, 1);
  const max = (u: uPlot) => u.scales[scale]?.max ?? least();
  return {
    range: (_u, _min, top) => [0, axisOf(Math.max(top * 1.15, least())).ticks.at(-1) ?? least()],
    axis: { ...axisStyle(), scale, size: 80, splits: (u) => axisOf(max(u)).ticks, values: (u, ticks) => ticks.map(axisOf(max(u)).label) },
  };
}
