import { useTranslation } from 'react-i18next';
import { operatorName } from '../../lib/operator-name';
import { SignalHeadlineValue } from '../../ui/signal-headline';
import { useCellular } from './use-home';
import { RadioLine } from './radio-line';

const stateTone = { connected: 'badge--ok', connecting: 'badge--warn', disconnected: 'badge--bad', no_sim: 'badge--bad' } as const;

/** Spec 2: the 4G block: operator, signal (issue 42.2: the headline and its word), network type, SIM number, model, IMEI, connection state. */
export function CellularCard() {
  const { t } = useTranslation();
  const { data } = useCellular();
  const absent = data !== undefined && !data.present;
  return (
    <section className="card" aria-labelledby="home-cellular-title">
      <div className="card__header">
        <h2 id="home-cellular-title">{t('home.cellular')}</h2>
        {data?.present && <span className={`badge ${stateTone[data.state]}`}>{t(`home.cellularState.${data.state}`)}</span>}
      </div>
      {absent ? (
        <p className="card__body card__empty">{t('home.noModem')}</p>
      ) : (
        <dl className="card__body facts">
          <div>
            <dt>{t('home.operator')}</dt>
            <dd>{operatorName(t, data?.operator)}</dd>
          </div>
          <div>
            <dt>{t('home.signal')}</dt>
            <dd>{data ? <SignalHeadlineValue metric={data.signalMetric} value={data.signalDbm} /> : '--'}</dd>
          </div>
          <div>
            <dt>{t('home.networkType')}</dt>
            <dd>{data?.networkType || '--'}</dd>
          </div>
          <div>
            <dt>{t('home.simNumber')}</dt>
            <dd className="facts__mono">{data?.iccid || '--'}</dd>
          </div>
          <div>
            <dt>{t('home.model')}</dt>
            <dd>{data?.model || '--'}</dd>
          </div>
          <div>
            <dt>{t('home.imei')}</dt>
            <dd className="facts__mono">{data?.imei || '--'}</dd>
          </div>
        </dl>
      )}
      {!absent && <RadioLine />}
    </section>
  );
}
