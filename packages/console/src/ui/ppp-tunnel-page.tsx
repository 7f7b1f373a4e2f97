import { useQueryClient } from '@tanstack/react-query';
import type { get_pptp, get_pptp_status, set_pptp } from '@rc/contract/ops/service/pptp';
import type { get_l2tp, get_l2tp_status, set_l2tp } from '@rc/contract/ops/service/l2tp';
import type { PppTunnel } from '@rc/contract/ops/service/ppp-tunnel-fields';
import type { FieldDecl } from './settings-form/field-types';
import { PppTunnelState } from './ppp-tunnel-state';
import { SettingsForm } from './settings-form/settings-form';
import './page-sections.css';

/** The PPTP and L2TP ops share one schema but PPTP's MPPE; the tabs differ only in the interface they edit. */
export interface PppTunnelOps {
  tunnel: PppTunnel;
  read: typeof get_pptp | typeof get_l2tp;
  save: typeof set_pptp | typeof set_l2tp;
  status: typeof get_pptp_status | typeof get_l2tp_status;
  /** i18n key of the heading */
  title: string;
}

const fields: FieldDecl<'enabled' | 'server' | 'username' | 'password' | 'defaultroute' | 'mtu'>[] = [
  { name: 'enabled', label: 'vpn.enabled' },
  { name: 'server', label: 'vpn.server', hint: 'vpn.serverHint' },
  { name: 'username', label: 'vpn.username' },
  { name: 'password', label: 'vpn.password', widget: 'password', reveal: true, hint: 'vpn.passwordKeep' },
  { name: 'defaultroute', label: 'vpn.defaultroute', hint: 'vpn.defaultrouteHint' },
  { name: 'mtu', label: 'vpn.mtu', hint: 'vpn.mtuHint', fold: 'advanced' },
];

/** PPTP's encryption, the same choice as the VPN overview's (one section, two pages). */
export const mppeField: FieldDecl<'mppe'> = { name: 'mppe', label: 'vpn.mppe', hint: 'vpn.mppeHint', widget: 'select', options: [{ value: '1', label: 'vpn.mppeRequired' }, { value: '0', label: 'vpn.mppeOff' }] };

/** Service > PPTP and L2TP (spec 2, 3): a client tunnel's settings and state; the password is write-only. */
export function PppTunnelPage({ tunnel, read, save, status, title }: PppTunnelOps) {
  const queryClient = useQueryClient();
  // The VPN overview shows the same section, and the tunnels' state follows a save.
  const onSaved = () => void Promise.all([status.op, 'get_vpn_client', 'get_vpn_status'].map((op) => queryClient.invalidateQueries({ queryKey: [op] })));
  return (
    <div className="page-sections">
      <SettingsForm read={read} save={save} title={title} onSaved={onSaved} fields={tunnel === 'pptp' ? [...fields, mppeField] : fields} />
      <PppTunnelState read={status} tunnel={tunnel} />
    </div>
  );
}
