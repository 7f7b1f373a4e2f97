import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatRate } from '@rc/contract/format';
import { RealtimeChart, type RealtimeChartProps } from './realtime-chart';
import { realtimeSeries, type InterfaceSeries, type RealtimeSeries } from './realtime-series';
import { useRealtimeSamples } from './use-realtime-samples';
import './realtime-page.css';
import { OutsideText } from '../../../ui/outside-text';

// Issue 32.4: a sample every 1-3 s, the last 3-10 minutes shown; the longest span is kept.
const INTERVALS_S = [1, 2, 3] as const;
const SPANS_MIN = [3, 5, 10] as const;
const KEEP_MS = Math.max(...SPANS_MIN) * 60_000;

const knownNames = ['wan', 'wwan', 'lan', 'wifi-2g', 'wifi-5g'];

/** System > Realtime graphs (issue 32.4): CPU, memory, traffic per interface, connections and Wi-Fi clients. */
export function RealtimePage() {
  const { t } = useTranslation();
  const [intervalS, setIntervalS] = useState<number>(2);
  const [spanMin, setSpanMin] = useState<number>(5);
  const [paused, setPaused] = useState(false);
  const { kept, state } = useRealtimeSamples(intervalS * 1000, KEEP_MS, paused);
  const series = useMemo(() => realtimeSeries(kept), [kept]);
  const newest = series.time.at(-1) ?? Date.now() / 1000;
  const view = { from: newest - spanMin * 60, to: newest };

  return (
    <div className="realtime">
      <div className="realtime__toolbar">
        <h2 className="realtime__title">{t('system-realtime.title')}</h2>
        <p className="realtime__state" role="status">
          {t(`system-realtime.state.${state}`, { seconds: intervalS })}
        </p>
        <button type="button" className="button" onClick={() => setPaused((was) => !was)}>
          {paused ? t('system-realtime.resume') : t('system-realtime.pause')}
        </button>
        <Choice label={t('system-realtime.interval')} value={intervalS} options={INTERVALS_S} onChange={setIntervalS} text={(count) => t('system-realtime.seconds', { count })} />
        <Choice label={t('system-realtime.span')} value={spanMin} options={SPANS_MIN} onChange={setSpanMin} text={(count) => t('system-realtime.minutes', { count })} />
      </div>
      {kept.length === 0 && <p className="realtime__muted">{t('system-realtime.waiting')}</p>}
      <div className="realtime__grid">
        <SystemCharts series={series} view={view} loadNow={kept.at(-1)?.sample.load} />
        {series.interfaces.map((row) => (
          <TrafficChart key={row.device} row={row} time={series.time} view={view} />
        ))}
      </div>
    </div>
  );
}

interface ChoiceProps {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
  text: (value: number) => string;
}

function Choice({ label, value, options, onChange, text }: ChoiceProps) {
  return (
    <label className="realtime__choice">
      <span>{label}</span>
      <select className="field__input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

type View = { from: number; to: number };

/** CPU, memory, connections and Wi-Fi clients: the charts every device has, declared. */
function SystemCharts({ series, view, loadNow }: { series: RealtimeSeries; view: View; loadNow: readonly number[] | undefined }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => Math.round(value).toLocaleString(i18n.language);
  const note = (text: string) => <p className="realtime__muted">{text}</p>;
  const charts: Omit<RealtimeChartProps, 'time' | 'view'>[] = [
    {
      id: 'realtime-cpu',
      title: t('system-realtime.cpu'),
      unit: 'percent',
      lines: [{ label: t('system-realtime.cpuUse'), colour: '--chart-cpu', values: series.cpu }],
      format: (value) => `${value.toFixed(1)} %`,
      note: note(t('system-realtime.load', { load: loadNow ? loadNow.map((n) => n.toFixed(2)).join(' / ') : '--' })),
    },
    {
      id: 'realtime-memory',
      title: t('system-realtime.memory'),
      unit: 'bytes',
      top: series.memTotal,
      lines: [{ label: t('system-realtime.memoryUsed'), colour: '--chart-memory', values: series.memUsed }],
      format: (value) => formatBytes(value),
      note: note(t('system-realtime.memoryTotal', { total: series.memTotal ? formatBytes(series.memTotal) : '--' })),
    },
    {
      id: 'realtime-connections',
      title: t('system-realtime.connections'),
      unit: 'count',
      lines: [{ label: t('system-realtime.tracked'), colour: '--chart-conntrack', values: series.conntrack }],
      format: count,
      note: note(series.conntrackMax === undefined ? t('system-realtime.noConntrack') : t('system-realtime.conntrackMax', { max: count(series.conntrackMax) })),
    },
    {
      id: 'realtime-clients',
      title: t('system-realtime.clients'),
      unit: 'count',
      lines: series.clients.map(({ band, values }) => ({ label: t(`system-realtime.band.${band}`), colour: `--chart-band-${band}`, values })),
      format: count,
      note: series.clients.length === 0 ? note(t('system-realtime.noRadios')) : undefined,
    },
  ];
  // A chart's lines are fixed when it is built: another set of lines (a band appears) builds it anew.
  return charts.map((chart) => <RealtimeChart key={`${chart.id}:${chart.lines.map((line) => line.label).join()}`} {...chart} time={series.time} view={view} />);
}

function TrafficChart({ row, time, view }: { row: InterfaceSeries; time: readonly number[]; view: View }) {
  const { t } = useTranslation();
  const name = knownNames.includes(row.name) ? t(`system-realtime.names.${row.name}`) : row.device;
  return (
    <RealtimeChart
      id={`realtime-${row.device.replace(/[^a-z0-9-]/gi, '_')}`}
      title={
        <>
          {t('system-realtime.traffic', { name })} {row.ssid && <OutsideText className="realtime__ssid" text={row.ssid} />} <code className="realtime__device">{row.device}</code>
        </>
      }
      unit="rate"
      time={time}
      lines={[
        { label: t('system-realtime.rx'), colour: '--chart-rx', values: row.rx },
        { label: t('system-realtime.tx'), colour: '--chart-tx', values: row.tx },
      ]}
      view={view}
      format={(value) => formatRate(value)}
    />
  );
}
