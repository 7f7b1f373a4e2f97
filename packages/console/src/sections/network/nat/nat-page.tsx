import { useTranslation } from 'react-i18next';
import { get_nat_accel, set_nat_accel } from '@rc/contract/ops/network/nat';
import { get_qos } from '@rc/contract/ops/network/qos';
import { useOp } from '../../../lib/use-op';
import { Link } from '../../../ui/link';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import './nat-page.css';

/** Network > NAT (spec 2): firewall4 flow offloading, software and hardware. */
export function NatPage() {
  const { t } = useTranslation();
  // Set on another tab, so asked again each time; a model without the QoS tab answers -9:
  // then there is no QoS to be in the way.
  const qos = useOp(get_qos, {}, { retry: false, staleTime: 0 });
  return (
    <div className="network-nat">
      {qos.data?.enabled === '1' && (
        <p className="network-nat__notice" role="status">
          {t('network-nat.qosOn')} <Link to="/network/qos">{t('network-nat.qosLink')}</Link>
        </p>
      )}
      <SettingsForm
        read={get_nat_accel}
        save={set_nat_accel}
        title="network-nat.title"
        fields={[
          { name: 'flowOffloading', label: 'network-nat.flowOffloading', hint: 'network-nat.flowOffloadingHint' },
          { name: 'flowOffloadingHw', label: 'network-nat.flowOffloadingHw', hint: 'network-nat.flowOffloadingHwHint', dependsOn: { flowOffloading: '1' } },
        ]}
      />
    </div>
  );
}
