import { get_l2tp, get_l2tp_status, set_l2tp } from '@rc/contract/ops/service/l2tp';
import { PppTunnelState } from '../../../ui/ppp-tunnel-state';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../../../ui/page-sections.css';

/** Service > L2TP (spec 2, 3): the L2TP client tunnel, network.l2tp; the password is write-only. */
export function L2tpPage() {
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_l2tp}
        save={set_l2tp}
        title="vpn.l2tp.title"
        fields={[
          { name: 'enabled', label: 'vpn.enabled' },
          { name: 'server', label: 'vpn.server', hint: 'vpn.serverHint' },
          { name: 'username', label: 'vpn.username' },
          { name: 'password', label: 'vpn.password', widget: 'password', reveal: true, hint: 'vpn.passwordKeep' },
          { name: 'defaultroute', label: 'vpn.defaultroute', hint: 'vpn.defaultrouteHint' },
          { name: 'mtu', label: 'vpn.mtu', hint: 'vpn.mtuHint', fold: 'advanced' },
        ]}
      />
      <PppTunnelState read={get_l2tp_status} />
    </div>
  );
}
