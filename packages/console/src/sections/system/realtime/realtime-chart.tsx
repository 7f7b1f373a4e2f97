import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useDeviceClock } from '../../../lib/use-device-clock';
import { byteScaleAxis, timeAxis } from '../../../ui/chart-axes';
import { countScaleAxis, lineSeries, percentScaleAxis } from '../../../ui/chart-lines';
import { cssVar, useUplot } from '../../../ui/use-uplot';
import { newestValue } from './realtime-series';

const CHART_HEIGHT = 170;

export type ChartUnit = 'percent' | 'rate' | 'bytes' | 'count';

export interface ChartLine {
  label: string;
  /** the CSS variable of its colour (realtime-page.css), so that a theme recolours it */
  colour: string;
  values: readonly (number | null)[];
}

export interface RealtimeChartProps {
  id: string;
  title: ReactNode;
  unit: ChartUnit;
  /** the y axis' top for bytes: the memory there is */
  top?: number;
  time: readonly number[];
  lines: ChartLine[];
  /** the window shown, seconds: the newest sample at the right edge, gaps as gaps */
  view: { from: number; to: number };
  format: (value: number) => string;
  /** more facts under the legend (the load averages, the connection limit) */
  note?: ReactNode;
}

interface Latest {
  clock: (epochMs: number, part?: 'clock') => string;
  view: { from: number; to: number };
  top: number | undefined;
}

function scaleAxis(unit: ChartUnit, latest: () => Latest) {
  if (unit === 'percent') return percentScaleAxis();
  if (unit === 'count') return countScaleAxis();
  return byteScaleAxis(unit, 'y', () => latest().top || 1024);
}

// Built once, when the plot is first laid out: what changes later (the window, the memory total,
// the device's zone) is read through `latest` at each redraw.
function chartOptions(width: number, lines: ChartLine[], unit: ChartUnit, latest: () => Latest): uPlot.Options {
  const y = scaleAxis(unit, latest);
  const view = () => latest().view;
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true, range: () => [view().from, view().to] }, y: { range: y.range } },
    axes: [timeAxis((ms) => latest().clock(ms), 70), y.axis],
    series: [{}, ...lines.map((line) => lineSeries(line.label, cssVar(line.colour, '#1767d9')))],
  };
}

/** One card: a legend with the newest values and a uPlot chart of the window, fed without being rebuilt. */
export function RealtimeChart({ id, title, unit, top, time, lines, view, format, note }: RealtimeChartProps) {
  const clock = useDeviceClock();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef<Latest>({ clock, view, top });
  latest.current = { clock, view, top };
  const points = useMemo(() => [time, ...lines.map((line) => line.values)] as uPlot.AlignedData, [time, lines]);
  const chart = useUplot(container, (width) => chartOptions(width, lines, unit, () => latest.current), points, CHART_HEIGHT);

  useEffect(() => {
    chart.current?.setData(points);
  }, [points, chart]);

  const now = lines.map((line) => ({ label: line.label, colour: line.colour, text: valueText(newestValue([...line.values]), format) }));
  const summary = now.map((entry) => `${entry.label} ${entry.text}`).join(', ');
  return (
    <section className="card realtime-chart" aria-labelledby={`${id}-title`}>
      <div className="realtime-chart__head">
        <h3 id={`${id}-title`}>{title}</h3>
        <dl className="realtime-chart__legend">
          {now.map((entry) => (
            <div key={entry.label} className="realtime-chart__key" style={{ '--key-colour': `var(${entry.colour})` } as CSSProperties}>
              <dt>{entry.label}</dt>
              <dd>{entry.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      {note}
      <div ref={container} className="realtime-chart__plot" role="img" aria-label={summary} data-points={time.length} />
    </section>
  );
}

function valueText(value: number | null, format: (value: number) => string): string {
  return value === null ? '--' : format(value);
}
