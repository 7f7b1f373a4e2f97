import { useTranslation } from 'react-i18next';
import { get_wireguard, set_wireguard } from '@rc/contract/ops/service/wireguard';
import type { Column } from '../../../ui/data-table';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { PrivateWanNotice, PageSection } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { AddPhone } from './add-phone';
import { WireguardLive } from './wireguard-live';
import { peerItem, peerList, useSavePeers, useWireguard, type PeerRow } from './use-wireguard';
import '../../../ui/page-sections.css';
import '../../../ui/wifi-qr.css';
import './wireguard-page.css';

const blank: PeerRow = { description: '', publicKey: '', presharedKey: '', allowedIps: '', endpointHost: '', endpointPort: '', persistentKeepalive: '', routeAllowedIps: '0' };

/** Service > WireGuard (issue 16): the wg0 server, its peers, and *Add a phone* with a QR code. */
export function WireguardPage() {
  const { t } = useTranslation();
  const { data } = useWireguard();
  const savePeers = useSavePeers();
  // The stored preshared key never comes back: the form shows it empty, and empty keeps it.
  const peers: PeerRow[] = (data?.peers ?? []).map(({ presharedKeySet: _set, ...peer }) => ({ ...peer, presharedKey: '' }));
  const columns: Column<PeerRow>[] = [
    { key: 'description', header: t('wireguard.peerName'), cell: (peer) => peer.description || '--' },
    { key: 'allowedIps', header: t('wireguard.allowedIps'), cell: (peer) => peer.allowedIps },
    { key: 'endpoint', header: t('wireguard.endpoint'), cell: (peer) => (peer.endpointHost ? `${peer.endpointHost}:${peer.endpointPort || '51820'}` : '--') },
    { key: 'publicKey', header: t('wireguard.publicKey'), cell: (peer) => <code className="wireguard__key">{peer.publicKey}</code> },
  ];
  return (
    <div className="page-sections">
      <PrivateWanNotice area="wireguard" text="wireguard.privateWan" />
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
        <p>{t('wireguard.peersIntro')}</p>
        <AddPhone clientOfServer={peers.some((peer) => peer.allowedIps.split(',').includes('0.0.0.0/0'))} />
        <ListEditor
          caption={t('wireguard.peers')}
          items={peers}
          listSchema={peerList}
          itemSchema={peerItem}
          listKey="peers"
          columns={columns}
          fields={[
            { name: 'description', label: 'wireguard.peerName', hint: 'wireguard.phoneNameHint' },
            { name: 'publicKey', label: 'wireguard.publicKey' },
            { name: 'presharedKey', label: 'wireguard.presharedKey', hint: 'wireguard.presharedKeyHint' },
            { name: 'allowedIps', label: 'wireguard.allowedIps', hint: 'wireguard.allowedIpsHint' },
            { name: 'endpointHost', label: 'wireguard.peerEndpointHost', hint: 'wireguard.peerEndpointHint' },
            { name: 'endpointPort', label: 'wireguard.endpointPort' },
            { name: 'persistentKeepalive', label: 'wireguard.persistentKeepalive', hint: 'wireguard.persistentKeepaliveHint' },
            { name: 'routeAllowedIps', label: 'wireguard.routeAllowedIps', hint: 'wireguard.routeAllowedIpsHint' },
          ]}
          blank={blank}
          keyOf={(peer) => peer.publicKey || 'new'}
          save={savePeers}
          addTitle="wireguard.addPeer"
          editTitle="wireguard.editPeer"
        />
      </PageSection>
      <PageSection title={t('wireguard.live.title')}>
        <WireguardLive peers={peers} />
      </PageSection>
    </div>
  );
}
