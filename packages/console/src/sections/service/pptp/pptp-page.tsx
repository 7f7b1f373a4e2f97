import { get_pptp, get_pptp_status, set_pptp } from '@rc/contract/ops/service/pptp';
import { PppTunnelState } from '../../../ui/ppp-tunnel-state';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../../../ui/page-sections.css';

/** Service > PPTP (spec 2, 3): the PPTP client tunnel, network.pptp; the password is write-only. */
export function PptpPage() {
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_pptp}
        save={set_pptp}
        title="vpn.pptp.title"
        fields={[
          { name: 'enabled', label: 'vpn.enabled' },
          { name: 'server', label: 'vpn.server', hint: 'vpn.serverHint' },
          { name: 'username', label: 'vpn.username' },
          { name: 'password', label: 'vpn.password', widget: 'password', reveal: true, hint: 'vpn.passwordKeep' },
          { name: 'defaultroute', label: 'vpn.defaultroute', hint: 'vpn.defaultrouteHint' },
          { name: 'mtu', label: 'vpn.mtu', hint: 'vpn.mtuHint', fold: 'advanced' },
        ]}
      />
      <PppTunnelState read={get_pptp_status} />
    </div>
  );
}
