import { get_cloud_control, get_cloud_control_status, set_cloud_control } from '@rc/contract/ops/service/cloud-control';
import { useOp } from '../../../lib/use-op';
import { CloudGate, useCloudStatus } from '../../../ui/cloud-state';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../../../ui/page-sections.css';

/**
 * Service > Cloud management (spec 2, 3): who may manage the router through the cloud. Allowing it
 * asks first, naming the account; without the cloud login it cannot be allowed, and says so.
 */
export function CloudControlPage() {
  const status = useCloudStatus(get_cloud_control_status);
  const stored = useOp(get_cloud_control, {});
  return (
    <div className="page-sections">
      <CloudGate status={status.data} storedOn={stored.data?.enabled === '1'}>
        <SettingsForm
          read={get_cloud_control}
          save={set_cloud_control}
          title="cloud.control.title"
          fields={[
            { name: 'enabled', label: 'cloud.control.enabled', hint: 'cloud.control.enabledHint' },
            { name: 'account', label: 'cloud.control.account', hint: 'cloud.control.accountHint', placeholder: 'cloud.control.accountPlaceholder' },
            { name: 'remark', label: 'cloud.control.remark', hint: 'cloud.control.remarkHint' },
          ]}
          confirm={(input) =>
            // Asked when management is allowed, or handed to another account.
            input.enabled === '1' && (stored.data?.enabled !== '1' || input.account !== stored.data.account)
              ? { key: 'cloud.control.confirmEnable', params: { account: input.account } }
              : undefined
          }
        />
      </CloudGate>
    </div>
  );
}
