import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useDeviceClock } from '../../../../lib/use-device-clock';
import { technologyName } from '../../../../ui/radio-quality';
import { cssVar, useUplot } from '../../../../ui/use-uplot';
import { axisStyle, timeAxis } from '../../../../ui/chart-axes';
import { lineSeries } from '../../../../ui/chart-lines';
import { cellChanges, usableHistory, type CellChange, type RadioHistory } from './radio-changes';
import { useRadioHistory } from './use-radio';

const CHART_HEIGHT = 260;

function chartData(history: RadioHistory): uPlot.AlignedData {
  return [history.time.map((time) => time / 1_000), history.rsrp, history.rsrq, history.sinr];
}

/** A dashed vertical line at each cell change, drawn over the plot. */
function markChanges(changes: () => CellChange[], colour: string): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx, bbox } = u;
        ctx.save();
        ctx.strokeStyle = colour;
        ctx.lineWidth = 1;
        ctx.setLineDash([4, 4]);
        for (const change of changes()) {
          const x = Math.round(u.valToPos(change.time / 1_000, 'x', true));
          ctx.beginPath();
          ctx.moveTo(x, bbox.top);
          ctx.lineTo(x, bbox.top + bbox.height);
          ctx.stroke();
        }
        ctx.restore();
      },
    },
  };
}

interface Labels {
  rsrp: string;
  rsrq: string;
  sinr: string;
}

function chartOptions(width: number, labels: Labels, clock: (epochMs: number) => string, changes: () => CellChange[]): uPlot.Options {
  const axis = axisStyle();
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { dbm: { range: [-130, -50] }, db: { range: [-25, 35] } },
    axes: [
      timeAxis(clock, 90),
      { ...axis, scale: 'dbm', size: 56, values: (_u, ticks) => ticks.map((v) => `${v}`), label: 'dBm' },
      { ...axis, scale: 'db', side: 1, size: 44, grid: { show: false }, values: (_u, ticks) => ticks.map((v) => `${v}`), label: 'dB' },
    ],
    series: [{}, lineSeries(labels.rsrp, cssVar('--chart-tx', '#1767d9'), 'dbm'), lineSeries(labels.rsrq, cssVar('--color-warning', '#b35c00'), 'db'), lineSeries(labels.sinr, cssVar('--chart-rx', '#17a673'), 'db')],
    plugins: [markChanges(changes, cssVar('--color-danger', '#c62828'))],
  };
}

const newest = (values: readonly (number | null)[]) => values[values.length - 1] ?? null;

/** Issue 31.2: RSRP, RSRQ and SINR over the last 24 h, one point a minute, the cell changes marked and listed. */
export function RadioChart() {
  const { t } = useTranslation();
  const clock = useDeviceClock();
  const { data } = useRadioHistory();
  const container = useRef<HTMLDivElement>(null);
  const history = useMemo(() => usableHistory(data), [data]);
  const points = useMemo(() => chartData(history), [history]);
  const changes = useMemo(() => cellChanges(history), [history]);
  const latest = useRef({ changes, clock });
  latest.current = { changes, clock };
  const labels = { rsrp: 'RSRP (dBm)', rsrq: 'RSRQ (dB)', sinr: 'SINR (dB)' };
  const chart = useUplot(container, (width) => chartOptions(width, labels, (ms) => latest.current.clock(ms), () => latest.current.changes), points, CHART_HEIGHT);

  useEffect(() => {
    if (data) chart.current?.setData(points);
  }, [data, points, chart]);

  const now = { rsrp: newest(history.rsrp) ?? '--', rsrq: newest(history.rsrq) ?? '--', sinr: newest(history.sinr) ?? '--' };
  return (
    <section className="card page-card" aria-labelledby="radio-history-title">
      <div className="iface-page__head">
        <h2 id="radio-history-title">{t('network-radio.historyTitle')}</h2>
      </div>
      <ul className="radio-chart__legend" aria-hidden="true">
        <li className="radio-chart__key radio-chart__key--rsrp">{labels.rsrp}</li>
        <li className="radio-chart__key radio-chart__key--rsrq">{labels.rsrq}</li>
        <li className="radio-chart__key radio-chart__key--sinr">{labels.sinr}</li>
        <li className="radio-chart__key radio-chart__key--change">{t('network-radio.cellChanges')}</li>
      </ul>
      <div
        ref={container}
        className="radio-chart"
        role="img"
        data-samples={history.time.length}
        aria-label={t('network-radio.chartLabel', { ...now, count: history.time.length, changes: changes.length })}
      />
      {data && <p className="iface-page__muted">{t(`network-radio.kept.${history.kept}`)}</p>}
      <h3 className="radio-chart__subtitle">{t('network-radio.cellChanges')}</h3>
      {changes.length === 0 ? (
        <p className="iface-page__muted">{t('network-radio.noChanges')}</p>
      ) : (
        <ol className="radio-chart__changes">
          {changes
            .slice(-20)
            .reverse()
            .map((change) => (
              <li key={change.time}>
                <time dateTime={new Date(change.time).toISOString()}>{clock(change.time, 'datetime')}</time>{' '}
                {t('network-radio.cellChange', { from: change.from ?? '--', to: change.to ?? '--', technology: technologyName(change.technology) })}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
