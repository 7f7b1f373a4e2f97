import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { meetsDhcpGapHint } from '@rc/contract/datatypes';
import { get_dhcp_config } from '@rc/contract/ops/network/dhcp';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { LeaseTable } from './lease-table';
import { StaticLeases } from './static-leases';
import { dhcpConfigSave, useLanSubnet } from './use-dhcp';
import '../../../ui/page-sections.css';
import './dhcp-page.css';

/** Network > DHCP (spec 2): the LAN pool, the leases handed out and the static allocations. */
export function DhcpPage() {
  const { t } = useTranslation();
  const lan = useLanSubnet();
  // The pool is checked against the LAN subnet once it is known; without it the device still answers -4.
  const ipaddr = lan.data?.ipaddr;
  const netmask = lan.data?.netmask;
  const save = useMemo(() => dhcpConfigSave(ipaddr !== undefined && netmask !== undefined ? { ipaddr, netmask } : undefined), [ipaddr, netmask]);
  return (
    <div className="page-sections">
      {lan.isPending ? (
        <p role="status">{t('form.loading')}</p>
      ) : (
        <SettingsForm
          read={get_dhcp_config}
          save={save}
          title="network-dhcp.title"
          // Spec 5's hint is a recommendation: a small pool is saved once the administrator agrees.
          confirm={(input) => (meetsDhcpGapHint(input.start, input.end) ? undefined : 'network-dhcp.smallPoolConfirm')}
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
      )}
      <LeaseTable />
      <StaticLeases />
    </div>
  );
}
