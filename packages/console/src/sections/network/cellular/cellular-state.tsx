import { useTranslation } from 'react-i18next';
import { operatorName } from '../../../lib/operator-name';
import { durationText } from '../../../lib/duration-text';
import { Bytes } from '../../../ui/bytes';
import { FactsList } from '../../../ui/facts-list';
import { SignalHeadlineValue } from '../../../ui/signal-headline';
import { useCellularStatus } from './use-cellular';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

const stateTone = { connected: 'badge--ok', connecting: 'badge--warn', disconnected: 'badge--bad', no_sim: 'badge--bad' } as const;

/** Spec 2 "3G/4G": signal info (issue 42.2: the headline, spec 9's four bars from its word), status info and the module's traffic. */
export function CellularState() {
  const { t } = useTranslation();
  const { data, isError, error } = useCellularStatus();
  return (
    <section className="card page-card" aria-labelledby="cellular-state-title">
      <div className="iface-page__head">
        <h2 id="cellular-state-title">
          {t('network-net-type.state')}
          {data?.present && <span className={`badge ${stateTone[data.state]}`}>{t(`network-net-type.states.${data.state}`)}</span>}
        </h2>
      </div>
      {isError && <LoadFailedAlert error={error} />}
      {data && !data.present && <p className="iface-page__muted">{t('network-net-type.noModem')}</p>}
      {data?.present && (
        <FactsList
          label={t('network-net-type.state')}
          facts={[
            {
              key: 'signal',
              label: t('network-net-type.signal'),
              value: <SignalHeadlineValue metric={data.signalMetric} value={data.signalDbm} />,
            },
            { key: 'operator', label: t('network-net-type.operator'), value: operatorName(t, data.operator) },
            { key: 'networkType', label: t('network-net-type.networkType'), value: data.networkType || '--' },
            { key: 'ipaddr', label: t('network-net-type.ipaddr'), value: data.ipaddr || '--' },
            { key: 'connected', label: t('network-net-type.connectedTime'), value: data.connectedSeconds > 0 ? durationText(t, data.connectedSeconds) : '--' },
            { key: 'txRate', label: t('network-net-type.txRate'), value: <Bytes value={data.txRate} rate /> },
            { key: 'rxRate', label: t('network-net-type.rxRate'), value: <Bytes value={data.rxRate} rate /> },
            { key: 'txBytes', label: t('network-net-type.txBytes'), value: <Bytes value={data.txBytes} /> },
            { key: 'rxBytes', label: t('network-net-type.rxBytes'), value: <Bytes value={data.rxBytes} /> },
            { key: 'model', label: t('network-net-type.model'), value: data.model || '--' },
            { key: 'imei', label: t('network-net-type.imei'), value: data.imei || '--', mono: true },
            { key: 'iccid', label: t('network-net-type.iccid'), value: data.iccid || '--', mono: true },
          ]}
        />
      )}
    </section>
  );
}
