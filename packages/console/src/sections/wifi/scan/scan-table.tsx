import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/data-table-phone.css';
import { SignalBars } from '../../../ui/signal-bars';
import { useScan, type ScannedNetwork } from './use-scan';
import { OutsideText } from '../../../ui/outside-text';
import { loadFailureMessage } from '../../../lib/load-failure-message';

/** Spec 2 "scan list". Every SSID is whatever a neighbour broadcasts: rendered as text only. */
export function ScanTable({ onConnect }: { onConnect: (network: ScannedNetwork) => void }) {
  const { t } = useTranslation();
  const scan = useScan();
  const name = (n: ScannedNetwork) => n.ssid || t('wifi-scan.hiddenNetwork');
  const columns: Column<ScannedNetwork>[] = [
    {
      key: 'ssid',
      header: t('wifi.ssid'),
      phone: 'title',
      cell: (n) => (n.ssid ? <OutsideText className="wifi-page__ssid" text={n.ssid} /> : <span className="wifi-page__no-ssid">{name(n)}</span>),
    },
    {
      key: 'signal',
      header: t('wifi-scan.signal'),
      phone: 'line',
      cell: (n) => (
        <span className="wifi-page__signal">
          <SignalBars value={n.signalDbm} /> {t('wifi-scan.dbm', { dbm: n.signalDbm })}
        </span>
      ),
    },
    { key: 'channel', header: t('wifi-scan.channel'), cell: (n) => n.channel, align: 'end' },
    { key: 'band', header: t('wifi-scan.band'), cell: (n) => t(`wifi.bands.${n.band}`), phone: 'line' },
    { key: 'encryption', header: t('wifi.encryption'), cell: (n) => t(`wifi.encryptions.${n.encryption}`, { defaultValue: n.encryption }), phone: 'line' },
    { key: 'bssid', header: t('wifi-scan.bssid'), cell: (n) => <code>{n.bssid}</code> },
    {
      key: 'action',
      header: t('wifi-scan.action'),
      phone: 'end',
      cell: (n) => (
        <button type="button" className="button" aria-label={t('wifi-scan.connectTo', { ssid: name(n) })} onClick={() => onConnect(n)}>
          {t('wifi-scan.connect')}
        </button>
      ),
    },
  ];
  return (
    <section className="card page-card" aria-labelledby="wifi-scan-title">
      <div className="wifi-page__toolbar">
        <h2 id="wifi-scan-title">{t('wifi-scan.listTitle')}</h2>
        <button type="button" className="button button--primary" disabled={scan.isFetching} onClick={() => void scan.refetch()}>
          {scan.isFetching ? t('wifi-scan.scanning') : t('wifi-scan.scan')}
        </button>
      </div>
      {/* a router without rpcd-mod-iwinfo says to install it (issue 40.6) */}
      {scan.isError && <p role="alert">{loadFailureMessage(scan.error) ?? t('wifi-scan.scanFailed')}</p>}
      <DataTable
        caption={t('wifi-scan.caption')}
        columns={columns}
        rows={scan.data?.networks ?? []}
        rowKey={(n) => `${n.band}-${n.bssid}`}
        empty={scan.isFetching ? t('wifi-scan.scanning') : t('wifi-scan.none')}
      />
    </section>
  );
}
