// The realtime graphs' and the radio history's lines and their count and percent axes: beside
// chart-axes.ts (what the home page's chart needs as well), so that the home page loads none of it.
import type uPlot from 'uplot';
import { axisStyle } from './chart-axes';

/** A line series without points or fill; `null` values break the line (a gap in the samples). */
export function lineSeries(label: string, colour: string, scale = 'y'): uPlot.Series {
  return { label, stroke: colour, width: 2, scale, spanGaps: false, points: { show: false } };
}

/** 0-100 %, labelled with the unit. */
export function percentScaleAxis(scale = 'y'): { range: uPlot.Scale['range']; axis: uPlot.Axis } {
  return { range: [0, 100], axis: { ...axisStyle(), scale, size: 52, splits: () => [0, 25, 50, 75, 100], values: (_u, ticks) => ticks.map((v) => `${v} %`) } };
}

/** Whole counts (connections, clients) from 0, headroom above the data, at least `floor`. */
export function countScaleAxis(scale = 'y', floor = 4): { range: uPlot.Scale['range']; axis: uPlot.Axis } {
  return {
    range: (_u, _min, top) => [0, niceTop(Math.max(top * 1.15, floor))],
    axis: { ...axisStyle(), scale, size: 52, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? `${v}` : '')) },
  };
}

/** The first of 1, 2, 5 x 10^n at or above `value`. */
function niceTop(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5].find((n) => n * power >= value) ?? 10) * power;
}
