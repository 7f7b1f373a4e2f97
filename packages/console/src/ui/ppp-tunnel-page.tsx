import type { get_pptp, get_pptp_status, set_pptp } from '@rc/contract/ops/service/pptp';
import { PppTunnelState } from './ppp-tunnel-state';
import { SettingsForm } from './settings-form/settings-form';
import './page-sections.css';

/** The PPTP and L2TP ops share one schema; the tabs differ only in the interface they edit. */
export interface PppTunnelOps {
  read: typeof get_pptp;
  save: typeof set_pptp;
  status: typeof get_pptp_status;
  /** i18n key of the heading */
  title: string;
}

/** Service > PPTP and L2TP (spec 2, 3): a client tunnel's settings and state; the password is write-only. */
export function PppTunnelPage({ read, save, status, title }: PppTunnelOps) {
  return (
    <div className="page-sections">
      <SettingsForm
        read={read}
        save={save}
        title={title}
        fields={[
          { name: 'enabled', label: 'vpn.enabled' },
          { name: 'server', label: 'vpn.server', hint: 'vpn.serverHint' },
          { name: 'username', label: 'vpn.username' },
          { name: 'password', label: 'vpn.password', widget: 'password', reveal: true, hint: 'vpn.passwordKeep' },
          { name: 'defaultroute', label: 'vpn.defaultroute', hint: 'vpn.defaultrouteHint' },
          { name: 'mtu', label: 'vpn.mtu', hint: 'vpn.mtuHint', fold: 'advanced' },
        ]}
      />
      <PppTunnelState read={status} />
    </div>
  );
}
