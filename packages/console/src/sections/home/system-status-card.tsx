import { useTranslation } from 'react-i18next';
import { useSystemStatus } from './use-home';

function Meter({ label, percent }: { label: string; percent: number | undefined }) {
  const value = percent === undefined ? undefined : Math.min(100, Math.max(0, Math.round(percent)));
  const tone = value === undefined ? '' : value >= 90 ? ' stat__meter--bad' : value >= 70 ? ' stat__meter--warn' : '';
  return (
    <div className="stat">
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value">{value === undefined ? '--' : `${value}%`}</dd>
      <dd className={`stat__meter${tone}`} aria-hidden="true">
        <span style={{ inlineSize: `${value ?? 0}%` }} />
      </dd>
    </div>
  );
}

/** Spec 2: CPU use, memory use, system load and online terminals. */
export function SystemStatusCard() {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  const memory = data && data.memTotal > 0 ? (data.memUsed / data.memTotal) * 100 : undefined;
  return (
    <section className="card" aria-labelledby="home-status-title">
      <div className="card__header">
        <h2 id="home-status-title">{t('home.equipmentStatus')}</h2>
      </div>
      <dl className="card__body stats">
        <Meter label={t('home.cpu')} percent={data?.cpu} />
        <Meter label={t('home.memory')} percent={memory} />
        <div className="stat">
          <dt className="stat__label">{t('home.load')}</dt>
          <dd className="stat__value stat__value--compact">{Array.isArray(data?.load) ? data.load.map((value) => (Number.isFinite(value) ? value.toFixed(2) : '--')).join(' / ') : '--'}</dd>
          <dd className="stat__hint">{t('home.loadHint')}</dd>
        </div>
        <div className="stat">
          <dt className="stat__label">{t('home.terminals')}</dt>
          <dd className="stat__value">{Number.isFinite(data?.terminals) ? data?.terminals : '--'}</dd>
          <dd className="stat__hint">{t('home.terminalsHint')}</dd>
        </div>
      </dl>
    </section>
  );
}
