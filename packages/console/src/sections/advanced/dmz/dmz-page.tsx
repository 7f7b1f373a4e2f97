import { get_dmz, set_dmz } from '@rc/contract/ops/advanced/dmz';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { PrivateWanNotice } from '../../../ui/page-section';
import { RouterKeeps } from './router-keeps';
import '../../../ui/page-sections.css';

/**
 * Advanced > DMZ (spec 2, 3, 5): what comes from the WAN and no port forward takes goes to one
 * LAN host, but for the excluded ports and the router's own services, which stay with the router.
 */
export function DmzPage() {
  return (
    <div className="page-sections">
      <PrivateWanNotice area="forwarding" text="forwarding.privateWanDmz" />
      <SettingsForm
        read={get_dmz}
        save={set_dmz}
        title="dmz.title"
        fields={[
          { name: 'enabled', label: 'dmz.enabled', hint: 'dmz.enabledHint' },
          { name: 'hostIp', label: 'dmz.hostIp', widget: 'client-ip', hint: 'dmz.hostIpHint', dependsOn: { enabled: '1' } },
          { name: 'excludedPorts', label: 'dmz.excludedPorts', hint: 'dmz.excludedPortsHint', placeholder: 'dmz.excludedPortsPlaceholder', dependsOn: { enabled: '1' } },
        ]}
      />
      <RouterKeeps />
    </div>
  );
}
