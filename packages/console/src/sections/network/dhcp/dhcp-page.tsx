import { get_dhcp_config } from '@rc/contract/ops/network/dhcp';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { LeaseTable } from './lease-table';
import { StaticLeases } from './static-leases';
import { dhcpConfigSave } from './use-dhcp';
import '../../../ui/page-sections.css';
import './dhcp-page.css';

/** Network > DHCP (spec 2): the LAN pool, the leases handed out and the static allocations. */
export function DhcpPage() {
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_dhcp_config}
        save={dhcpConfigSave}
        title="network-dhcp.title"
        fields={[
          { name: 'enabled', label: 'network-dhcp.enabled' },
          { name: 'start', label: 'network-dhcp.start', hint: 'network-dhcp.startHint' },
          { name: 'end', label: 'network-dhcp.end', hint: 'network-dhcp.endHint' },
          { name: 'leaseTime', label: 'network-dhcp.leaseTime', hint: 'network-dhcp.leaseHint' },
          {
            name: 'leaseUnit',
            label: 'network-dhcp.leaseUnit',
            options: [
              { value: 'h', label: 'network-dhcp.hours' },
              { value: 'm', label: 'network-dhcp.minutes' },
            ],
          },
        ]}
      />
      <LeaseTable />
      <StaticLeases />
    </div>
  );
}
