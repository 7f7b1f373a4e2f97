import { useTranslation } from 'react-i18next';
import { get_wireguard, set_wireguard } from '@rc/contract/ops/service/wireguard';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageSection } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { AddPhone } from './add-phone';
import { useWireguard } from './use-wireguard';
import '../../../ui/page-sections.css';
import '../../../ui/wifi-qr.css';
import './wireguard-page.css';

type Peer = NonNullable<ReturnType<typeof useWireguard>['data']>['peers'][number];

/** Service > WireGuard (issue 16): the wg0 server, its peers, and *Add a phone* with a QR code. */
export function WireguardPage() {
  const { t } = useTranslation();
  const { data } = useWireguard();
  const columns: Column<Peer>[] = [
    { key: 'description', header: t('wireguard.peerName'), cell: (peer) => peer.description || '--' },
    { key: 'allowedIps', header: t('wireguard.allowedIps'), cell: (peer) => peer.allowedIps },
    { key: 'endpoint', header: t('wireguard.endpoint'), cell: (peer) => (peer.endpointHost ? `${peer.endpointHost}:${peer.endpointPort || '51820'}` : '--') },
    { key: 'publicKey', header: t('wireguard.publicKey'), cell: (peer) => <code className="wireguard__key">{peer.publicKey}</code> },
  ];
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_wireguard}
        save={set_wireguard}
        title="wireguard.title"
        transformSave={(values) => ({ enabled: values.enabled ?? '0', listenPort: values.listenPort ?? 51820, addresses: values.addresses ?? '' })}
        fields={[
          { name: 'enabled', label: 'wireguard.enabled', hint: 'wireguard.enabledHint' },
          { name: 'listenPort', label: 'wireguard.listenPort', hint: 'wireguard.listenPortHint' },
          { name: 'addresses', label: 'wireguard.addresses', hint: 'wireguard.addressesHint' },
        ]}
      />
      {data?.publicKey && (
        <p className="wireguard__router-key">
          {t('wireguard.routerKey')} <code className="wireguard__key">{data.publicKey}</code>
        </p>
      )}
      <PageSection title={t('wireguard.peers')}>
        <DataTable caption={t('wireguard.peers')} columns={columns} rows={data?.peers ?? []} rowKey={(peer) => peer.publicKey} empty={t('wireguard.noPeers')} />
      </PageSection>
      <PageSection title={t('wireguard.phoneTitle')}>
        <AddPhone />
      </PageSection>
    </div>
  );
}
