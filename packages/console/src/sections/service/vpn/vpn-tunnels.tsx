import { useTranslation } from 'react-i18next';
import { get_vpn_status } from '@rc/contract/ops/service/vpn';
import { PppTunnels, type PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import type { OpOutput } from '@rc/contract/op';
import { durationText } from '../../../lib/duration-text';
import { useOp } from '../../../lib/use-op';
import { Bytes } from '../../../ui/bytes';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { TunnelButtons } from '../../../ui/tunnel-buttons';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

// As the PPTP and L2TP tabs' state cards.
const STATUS_POLL_MS = 3_000;

type Tunnel = OpOutput<typeof get_vpn_status>['tunnels'][number];

const isClient = (type: string): type is PppTunnel => (PppTunnels as readonly string[]).includes(type);

/** Every tunnel's state, one row each, with connect and disconnect for the client tunnels. */
export function VpnTunnels() {
  const { t } = useTranslation();
  const status = useOp(get_vpn_status, {}, { refetchInterval: STATUS_POLL_MS });
  const columns: Column<Tunnel>[] = [
    { key: 'type', header: t('vpn.tunnels.type'), cell: (row) => t(`vpn.types.${row.type}`) },
    {
      key: 'state',
      header: t('vpn.tunnels.state'),
      cell: (row) => (
        <>
          <span className={`badge ${row.up === '1' ? 'badge--ok' : 'badge--bad'}`}>{t(row.up === '1' ? 'vpn.state.up' : 'vpn.state.down')}</span>
          {row.reason && ` ${t(`vpn.state.reasons.${row.reason}`)}`}
        </>
      ),
    },
    { key: 'ipaddr', header: t('vpn.state.ipaddr'), cell: (row) => row.ipaddr || '--' },
    { key: 'connected', header: t('vpn.state.connected'), cell: (row) => (row.up === '1' ? durationText(t, row.connectedSeconds) : '--') },
    { key: 'rxBytes', header: t('vpn.state.rxBytes'), cell: (row) => <Bytes value={row.rxBytes} />, align: 'end' },
    { key: 'txBytes', header: t('vpn.state.txBytes'), cell: (row) => <Bytes value={row.txBytes} />, align: 'end' },
    {
      key: 'actions',
      header: t('vpn.tunnels.actions'),
      cell: (row) =>
        isClient(row.type) ? <TunnelButtons tunnel={row.type} up={row.up === '1'} reason={row.reason} label={t(`vpn.types.${row.type}`)} /> : '--',
    },
  ];
  return (
    <PageSection title={t('vpn.tunnels.title')}>
      {status.isError && <LoadFailedAlert error={status.error} />}
      <DataTable caption={t('vpn.tunnels.title')} columns={columns} rows={status.data?.tunnels ?? []} rowKey={(row) => row.name} empty={t('vpn.tunnels.none')} />
    </PageSection>
  );
}
