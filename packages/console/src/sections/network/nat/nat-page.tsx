import { useTranslation } from 'react-i18next';
import { get_nat_accel, set_nat_accel } from '@rc/contract/ops/network/nat';
import { get_qos } from '@rc/contract/ops/network/qos';
import { useOp } from '../../../lib/use-op';
import { BlockedNotice } from '../../../ui/blocked-notice';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../../../ui/page-sections.css';

/** Network > NAT (spec 2): firewall4 flow offloading, software and hardware. */
export function NatPage() {
  const { t } = useTranslation();
  // Set on another tab, so asked again each time; a model without the QoS tab answers -9:
  // then there is no QoS to be in the way.
  const qos = useOp(get_qos, {}, { retry: false, staleTime: 0 });
  return (
    <div className="page-sections">
      {qos.data?.enabled === '1' && <BlockedNotice text={t('network-nat.qosOn')} linkText={t('network-nat.qosLink')} to="/network/qos" />}
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
