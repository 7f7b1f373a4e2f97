import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatRate } from '@rc/contract/format';
import { RealtimeChart } from './realtime-chart';
import { realtimeSeries, type InterfaceSeries, type RealtimeSeries } from './realtime-series';
import { useRealtimeSamples } from './use-realtime-samples';
import './realtime-page.css';

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
        <button type="button" className="button" aria-pressed={paused} onClick={() => setPaused((was) => !was)}>
          {paused ? t('system-realtime.resume') : t('system-realtime.pause')}
        </button>
        <label className="realtime__choice">
          <span>{t('system-realtime.interval')}</span>
          <select className="field__input" value={intervalS} onChange={(event) => setIntervalS(Number(event.target.value))}>
            {INTERVALS_S.map((seconds) => (
              <option key={seconds} value={seconds}>
                {t('system-realtime.seconds', { count: seconds })}
              </option>
            ))}
          </select>
        </label>
        <label className="realtime__choice">
          <span>{t('system-realtime.span')}</span>
          <select className="field__input" value={spanMin} onChange={(event) => setSpanMin(Number(event.target.value))}>
            {SPANS_MIN.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('system-realtime.minutes', { count: minutes })}
              </option>
            ))}
          </select>
        </label>
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

type View = { from: number; to: number };

function SystemCharts({ series, view, loadNow }: { series: RealtimeSeries; view: View; loadNow: readonly number[] | undefined }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => Math.round(value).toLocaleString(i18n.language);
  const bands = series.clients.map((entry) => entry.band).join();
  return (
    <>
      <RealtimeChart
        id="realtime-cpu"
        title={t('system-realtime.cpu')}
        unit="percent"
        time={series.time}
        lines={[{ label: t('system-realtime.cpuUse'), colour: '--chart-cpu', values: series.cpu }]}
        view={view}
        format={(value) => `${value.toFixed(1)} %`}
        note={<p className="realtime__muted">{t('system-realtime.load', { load: loadNow ? loadNow.map((n) => n.toFixed(2)).join(' / ') : '--' })}</p>}
      />
      <RealtimeChart
        id="realtime-memory"
        title={t('system-realtime.memory')}
        unit="bytes"
        top={series.memTotal}
        time={series.time}
        lines={[{ label: t('system-realtime.memoryUsed'), colour: '--chart-memory', values: series.memUsed }]}
        view={view}
        format={(value) => formatBytes(value)}
        note={<p className="realtime__muted">{t('system-realtime.memoryTotal', { total: series.memTotal ? formatBytes(series.memTotal) : '--' })}</p>}
      />
      <RealtimeChart
        id="realtime-connections"
        title={t('system-realtime.connections')}
        unit="count"
        time={series.time}
        lines={[{ label: t('system-realtime.tracked'), colour: '--chart-conntrack', values: series.conntrack }]}
        view={view}
        format={count}
        note={
          <p className="realtime__muted">
            {series.conntrackMax === undefined ? t('system-realtime.noConntrack') : t('system-realtime.conntrackMax', { max: count(series.conntrackMax) })}
          </p>
        }
      />
      <RealtimeChart
        key={bands}
        id="realtime-clients"
        title={t('system-realtime.clients')}
        unit="count"
        time={series.time}
        lines={series.clients.map(({ band, values }) => ({ label: t(`system-realtime.band.${band}`), colour: `--chart-band-${band}`, values }))}
        view={view}
        format={count}
        note={series.clients.length === 0 ? <p className="realtime__muted">{t('system-realtime.noRadios')}</p> : undefined}
      />
    </>
  );
}

function TrafficChart({ row, time, view }: { row: InterfaceSeries; time: readonly number[]; view: View }) {
  const { t } = useTranslation();
  const name = knownNames.includes(row.name) ? t(`system-realtime.names.${row.name}`) : row.device;
  return (
    <RealtimeChart
      id={`realtime-${row.device.replace(/[^a-z0-9-]/gi, '_')}`}
      title={
        <>
          {t('system-realtime.traffic', { name })} {row.ssid && <span className="realtime__ssid">{row.ssid}</span>} <code className="realtime__device">{row.device}</code>
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
