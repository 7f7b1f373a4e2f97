import { useTranslation } from 'react-i18next';
import type { get_wireguard_status } from '@rc/contract/ops/service/wireguard';
import type { OpOutput } from '@rc/contract/op';
import { agoText } from '../../../lib/duration-text';
import { Bytes } from '../../../ui/bytes';
import { DataTable, type Column } from '../../../ui/data-table';
import { useWireguardStatus, type PeerRow } from './use-wireguard';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';

type PeerState = OpOutput<typeof get_wireguard_status>['peers'][number];

/** wg0's peers as `wg show` tells them: latest handshake, endpoint, bytes; polled like the other tunnels' state. */
export function WireguardLive({ peers }: { peers: readonly PeerRow[] }) {
  const { t, i18n } = useTranslation();
  const status = useWireguardStatus();
  const data = status.data;
  const nameOf = (publicKey: string) => peers.find((peer) => peer.publicKey === publicKey)?.description || `${publicKey.slice(0, 8)}…`;
  const columns: Column<PeerState>[] = [
    { key: 'peer', header: t('wireguard.peerName'), cell: (row) => nameOf(row.publicKey) },
    {
      key: 'handshake',
      header: t('wireguard.live.handshake'),
      cell: (row) => (row.handshakeSecondsAgo < 0 ? t('wireguard.live.never') : agoText(i18n.language, row.handshakeSecondsAgo)),
    },
    { key: 'endpoint', header: t('wireguard.endpoint'), cell: (row) => row.endpoint || '--' },
    { key: 'rxBytes', header: t('vpn.state.rxBytes'), cell: (row) => <Bytes value={row.rxBytes} />, align: 'end' },
    { key: 'txBytes', header: t('vpn.state.txBytes'), cell: (row) => <Bytes value={row.txBytes} />, align: 'end' },
  ];
  if (status.isError) return <LoadFailedAlert error={status.error} />;
  if (data?.available === '0') return <p>{t('wireguard.live.unavailable')}</p>;
  if (data?.up === '0') return <p>{t('wireguard.live.down')}</p>;
  return <DataTable caption={t('wireguard.live.title')} columns={columns} rows={data?.peers ?? []} rowKey={(row) => row.publicKey} empty={t('wireguard.noPeers')} />;
}
