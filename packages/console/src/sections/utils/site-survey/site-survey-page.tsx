import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import { site_survey } from '@rc/contract/ops/utils/site-survey';
import { useOp } from '../../../lib/use-op';
import { DataTable, type Column } from '../../../ui/data-table';
import { SignalBars } from '../../../ui/signal-bars';
import '../../../ui/page-sections.css';
import './site-survey-page.css';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

type Band = '2.4' | '5.8';
type Network = OpOutput<typeof site_survey>['results'][number];

const bands: readonly Band[] = ['2.4', '5.8'];

/** Utilities > Site survey (spec 2): the networks one radio hears, strongest first. */
export function SiteSurveyPage() {
  const { t } = useTranslation();
  const id = useId();
  const [band, setBand] = useState<Band>('2.4');
  const scan = useOp(site_survey, { band });
  const rows = [...(scan.data?.results ?? [])].sort((a, b) => b.signalDbm - a.signalDbm);

  // SSIDs are whatever is on the air: rendered as text, never as markup.
  const columns: Column<Network>[] = [
    { key: 'ssid', header: t('utils-investigate.ssid'), cell: (row) => row.ssid || <em>{t('utils-investigate.hidden')}</em> },
    { key: 'bssid', header: t('utils-investigate.bssid'), cell: (row) => <code>{row.bssid}</code> },
    { key: 'channel', header: t('utils-investigate.channel'), cell: (row) => row.channel, align: 'end' },
    {
      key: 'signal',
      header: t('utils-investigate.signal'),
      cell: (row) => (
        <span className="utils-investigate__signal">
          <SignalBars value={row.signalDbm} />
          {row.signalDbm} dBm
        </span>
      ),
    },
    { key: 'encryption', header: t('utils-investigate.encryption'), cell: (row) => (row.encryption === 'none' ? t('utils-investigate.open') : row.encryption) },
  ];

  return (
    <section className="card page-card utils-investigate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('utils-investigate.title')}</h2>
      <div className="utils-investigate__toolbar">
        <fieldset className="utils-investigate__bands">
          <legend>{t('utils-investigate.band')}</legend>
          {bands.map((value) => (
            <label key={value} className="settings-field__radio">
              <input type="radio" name={`${id}-band`} value={value} checked={band === value} onChange={() => setBand(value)} />
              {t(`utils-investigate.bands.${value === '2.4' ? 'b24' : 'b58'}`)}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--primary" disabled={scan.isFetching} onClick={() => void scan.refetch()}>
          {scan.isFetching ? t('utils-investigate.scanning') : t('utils-investigate.scan')}
        </button>
      </div>
      {scan.isError && <LoadFailedAlert error={scan.error} />}
      <DataTable
        caption={t('utils-investigate.caption', { count: rows.length })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.bssid}
        empty={scan.isPending ? t('utils-investigate.scanning') : t('utils-investigate.none')}
      />
    </section>
  );
}
