import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OpOutput } from '@rc/contract/op';
import type { get_traffic_realtime } from '@rc/contract/ops/home';
import { formatRate } from '@rc/contract/format';
import { useTraffic } from './use-home';
import { useDeviceClock } from '../../lib/use-device-clock';
import { cssVar, useUplot } from '../../ui/use-uplot';
import { byteScaleAxis, timeAxis } from '../../ui/chart-axes';

type Sample = OpOutput<typeof get_traffic_realtime>['samples'][number];

const CHART_HEIGHT = 240;

function toSeconds(time: number): number {
  return time > 1e12 ? time / 1_000 : time;
}

function chartData(samples: Sample[]): uPlot.AlignedData {
  return [samples.map((s) => toSeconds(s.time)), samples.map((s) => s.txRate), samples.map((s) => s.rxRate)];
}

function chartOptions(width: number, labels: { tx: string; rx: string }, clock: (epochMs: number) => string): uPlot.Options {
  const tx = cssVar('--chart-tx', '#1767d9');
  const rx = cssVar('--chart-rx', '#17a673');
  const rate = byteScaleAxis('rate');
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: rate.range } },
    axes: [timeAxis(clock), rate.axis],
    series: [
      {},
      { label: labels.tx, stroke: tx, width: 2, fill: `${tx}1f`, points: { show: false } },
      { label: labels.rx, stroke: rx, width: 2, fill: `${rx}1f`, points: { show: false } },
    ],
  };
}

/** The chart with the axis in device time (issue 19.5): the zone arrives after the chart is built. */
function useChart(container: RefObject<HTMLDivElement | null>, labels: { tx: string; rx: string }, points: uPlot.AlignedData) {
  const deviceClock = useDeviceClock();
  const clock = useRef(deviceClock);
  clock.current = deviceClock;
  return useUplot(container, (width) => chartOptions(width, labels, (epochMs) => clock.current(epochMs)), points, CHART_HEIGHT);
}

/** Spec 2: real-time WAN traffic, TX and RX, fed every 2 s without rebuilding the chart. */
export function TrafficChart() {
  const { t } = useTranslation();
  const { data } = useTraffic();
  const container = useRef<HTMLDivElement>(null);
  const labels = { tx: t('home.tx'), rx: t('home.rx') };
  // A device that sends no samples draws an empty chart, not a broken one (issue 19.2).
  const samples = useMemo(() => (Array.isArray(data?.samples) ? data.samples : []), [data]);
  const points = useMemo(() => chartData(samples), [samples]);
  const chart = useChart(container, labels, points);
  const latest = samples[samples.length - 1];

  useEffect(() => {
    if (data) chart.current?.setData(points);
  }, [data, points, chart]);

  const tx = latest ? formatRate(latest.txRate) : '--';
  const rx = latest ? formatRate(latest.rxRate) : '--';
  return (
    <section className="card traffic" aria-labelledby="home-traffic-title">
      <div className="card__header">
        <h2 id="home-traffic-title">{t('home.traffic')}</h2>
        <dl className="traffic__legend">
          <div className="traffic__key traffic__key--tx">
            <dt>{labels.tx}</dt>
            <dd>{tx}</dd>
          </div>
          <div className="traffic__key traffic__key--rx">
            <dt>{labels.rx}</dt>
            <dd>{rx}</dd>
          </div>
        </dl>
      </div>
      <div className="card__body">
        <div ref={container} className="traffic__chart" role="img" aria-label={t('home.trafficChart', { tx, rx })} />
      </div>
    </section>
  );
}
