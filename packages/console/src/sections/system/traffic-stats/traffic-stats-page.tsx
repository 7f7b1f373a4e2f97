import { useTranslation } from 'react-i18next';
import { useDeviceClock } from '../../../lib/use-device-clock';
import type { OpOutput } from '@rc/contract/op';
import { get_flow_stats } from '@rc/contract/ops/system/traffic-stats';
import { useOp } from '../../../lib/use-op';
import { Bytes } from '../../../ui/bytes';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/page-sections.css';
import './traffic-stats-page.css';

type Stats = OpOutput<typeof get_flow_stats>;
type InterfaceRow = Stats['interfaces'][number];
type ClientRow = Stats['clients'][number];

const knownNames = ['wan', 'lan', 'wifi-2g', 'wifi-5g', 'wwan'];

/** System > Traffic information (spec 2 "flow information with refresh"): counters since boot, base 1024. */
export function TrafficStatsPage() {
  const { t, i18n } = useTranslation();
  const deviceClock = useDeviceClock();
  const stats = useOp(get_flow_stats, {});
  const nameOf = (name: string) => (knownNames.includes(name) ? t(`system-flow.names.${name}`) : name);
  const packets = (value: number) => value.toLocaleString(i18n.language);

  const interfaceColumns: Column<InterfaceRow>[] = [
    { key: 'name', header: t('system-flow.interface'), cell: (row) => nameOf(row.name) },
    { key: 'device', header: t('system-flow.device'), cell: (row) => <code>{row.device}</code> },
    { key: 'state', header: t('system-flow.state'), cell: (row) => t(row.up ? 'system-flow.up' : 'system-flow.down') },
    { key: 'rx', header: t('system-flow.received'), cell: (row) => <Bytes value={row.rxBytes} />, align: 'end' },
    { key: 'tx', header: t('system-flow.sent'), cell: (row) => <Bytes value={row.txBytes} />, align: 'end' },
    { key: 'rxPackets', header: t('system-flow.rxPackets'), cell: (row) => packets(row.rxPackets), align: 'end' },
    { key: 'txPackets', header: t('system-flow.txPackets'), cell: (row) => packets(row.txPackets), align: 'end' },
  ];
  // A host name is whatever the client sent: shown as text only.
  const clientColumns: Column<ClientRow>[] = [
    { key: 'hostname', header: t('system-flow.hostname'), cell: (row) => row.hostname || '--' },
    { key: 'ip', header: t('system-flow.ip'), cell: (row) => row.ip },
    { key: 'mac', header: t('system-flow.mac'), cell: (row) => <code>{row.mac}</code>, identifier: true },
    { key: 'interface', header: t('system-flow.interface'), cell: (row) => nameOf(row.interface) },
    { key: 'upload', header: t('system-flow.upload'), cell: (row) => <Bytes value={row.rxBytes} />, align: 'end' },
    { key: 'download', header: t('system-flow.download'), cell: (row) => <Bytes value={row.txBytes} />, align: 'end' },
  ];

  const empty = stats.isPending ? t('form.loading') : t('system-flow.none');
  return (
    <div className="card page-card system-flow">
      <div className="system-flow__toolbar">
        <h2 className="system-flow__title">{t('system-flow.title')}</h2>
        <button type="button" className="button" disabled={stats.isFetching} onClick={() => void stats.refetch()}>
          {stats.isFetching ? t('system-flow.refreshing') : t('system-flow.refresh')}
        </button>
        {stats.dataUpdatedAt > 0 && (
          <span className="system-flow__updated" aria-live="polite">
            {t('system-flow.updated', { time: deviceClock(stats.dataUpdatedAt) })}
          </span>
        )}
      </div>
      {stats.isError && <p role="alert">{t('form.loadFailed')}</p>}
      <DataTable caption={t('system-flow.interfaces')} columns={interfaceColumns} rows={stats.data?.interfaces ?? []} rowKey={(row) => row.name} empty={empty} />
      <DataTable caption={t('system-flow.clients')} columns={clientColumns} rows={stats.data?.clients ?? []} rowKey={(row) => row.mac} empty={empty} />
    </div>
  );
}
