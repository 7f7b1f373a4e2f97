import { useTranslation } from 'react-i18next';
import { Bytes } from '../../../ui/bytes';
import { FactsList } from '../../../ui/facts-list';
import { useLanStatus } from './use-lan';

/** Spec 2 "LAN" status table: the bridge's MAC and address, its clients and whether DHCP serves them. */
export function LanState() {
  const { t } = useTranslation();
  const { data, isError } = useLanStatus();
  return (
    <section className="card page-card" aria-labelledby="lan-state-title">
      <div className="iface-page__head">
        <h2 id="lan-state-title">{t('network-lan.state')}</h2>
      </div>
      {isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && (
        <FactsList
          label={t('network-lan.state')}
          facts={[
            { key: 'macaddr', label: t('network-lan.macaddr'), value: data.macaddr, mono: true },
            { key: 'ipaddr', label: t('network-lan.ipaddr'), value: data.ipaddr },
            { key: 'netmask', label: t('network-lan.netmask'), value: data.netmask },
            { key: 'terminals', label: t('network-lan.terminals'), value: data.terminals },
            { key: 'dhcp', label: t('network-lan.dhcp'), value: t(data.dhcp ? 'network-lan.dhcpOn' : 'network-lan.dhcpOff') },
            { key: 'rxBytes', label: t('network-lan.rxBytes'), value: <Bytes value={data.rxBytes} /> },
            { key: 'txBytes', label: t('network-lan.txBytes'), value: <Bytes value={data.txBytes} /> },
          ]}
        />
      )}
    </section>
  );
}
