import { useTranslation } from 'react-i18next';
import type { RadioMetric } from '@rc/contract/radio/radio-quality';
import { FactsList, type Fact } from '../../../../ui/facts-list';
import { RadioQualityBadge, technologyName } from '../../../../ui/radio-quality';
import { useRadioStatus } from './use-radio';
import { signalHeadline } from '@rc/contract/radio/signal-headline';
import { SignalHeadlineValue } from '../../../../ui/signal-headline';
import './radio.css';

const units: Record<RadioMetric, string> = { rsrp: 'dBm', rsrq: 'dB', sinr: 'dB', rssi: 'dBm' };
const text = (value: number | null) => (value === null ? '--' : String(value));

/** The headline of the reading (issue 42.2), as the state above and the home page show it. */
function headlineOf(radio: { rsrp: number | null; rssi: number | null }) {
  const headline = signalHeadline(radio);
  return { metric: headline?.metric ?? 'none', value: headline?.value ?? null } as const;
}

/** Issue 31.1: the serving cell, each reading with its quality word. */
export function RadioPanel() {
  const { t } = useTranslation();
  const { data, isError } = useRadioStatus();
  const reading = (metric: RadioMetric): Fact => {
    const value = data?.[metric] ?? null;
    return {
      key: metric,
      label: t(`network-radio.${metric}`),
      value: (
        <span className="radio-panel__reading" data-metric={metric}>
          <span>{value === null ? '--' : `${value} ${units[metric]}`}</span>
          <RadioQualityBadge metric={metric} value={value} />
        </span>
      ),
    };
  };
  return (
    <section className="card page-card" aria-labelledby="radio-title">
      <div className="iface-page__head">
        <h2 id="radio-title">{t('network-radio.title')}</h2>
      </div>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && !data.present && <p className="iface-page__muted">{t('network-net-type.noModem')}</p>}
      {data?.present && (
        <>
          <FactsList
            label={t('network-radio.title')}
            facts={[
              { key: 'signal', label: t('network-net-type.signal'), value: <SignalHeadlineValue {...headlineOf(data)} /> },
              { key: 'technology', label: t('network-radio.technology'), value: technologyName(data.technology) },
              { key: 'band', label: t('network-radio.band'), value: data.band || '--' },
              { key: 'arfcn', label: t('network-radio.arfcn'), value: text(data.arfcn) },
              ...(data.technology === 'nr5g_nsa' ? [{ key: 'nr', label: t('network-radio.nrLeg'), value: `${data.nrBand || '--'} / ${text(data.nrArfcn)}` }] : []),
              { key: 'cellId', label: t('network-radio.cellId'), value: text(data.cellId), mono: true },
              { key: 'pci', label: t('network-radio.pci'), value: text(data.pci) },
              { key: 'tac', label: t('network-radio.tac'), value: text(data.tac) },
              reading('rsrp'),
              reading('rsrq'),
              reading('sinr'),
              reading('rssi'),
            ]}
          />
          <p className="iface-page__muted radio-panel__note">{t('network-radio.thresholds')}</p>
        </>
      )}
    </section>
  );
}
