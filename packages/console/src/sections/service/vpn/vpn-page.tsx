import { useQueryClient } from '@tanstack/react-query';
import { get_vpn_client, set_vpn_client } from '@rc/contract/ops/service/vpn';
import type { FieldOption } from '../../../ui/settings-form/field-types';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { mppeField } from '../../../ui/ppp-tunnel-page';
import { VpnTunnels } from './vpn-tunnels';
import '../../../ui/page-sections.css';

// The tabs that show what the overview saves (one section, two pages) and the tunnels' state.
const alsoShown = ['get_pptp', 'get_l2tp', 'get_vpn_status', 'get_pptp_status', 'get_l2tp_status'];

/** The types this model offers, as the device answers them (menu_conf.json's srv_client_pptp, srv_client_l2tp). */
const typeOptions = (values: Readonly<Record<string, unknown>>): FieldOption[] =>
  (Array.isArray(values.types) ? (values.types as string[]) : []).map((type) => ({ value: type, label: `vpn.types.${type}` }));

/** Service > VPN (spec 2, 3, issue 16): the client (the PPTP or L2TP tab's own section) and every tunnel's state. */
export function VpnPage() {
  const queryClient = useQueryClient();
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_vpn_client}
        save={set_vpn_client}
        title="vpn.overview.title"
        onSaved={() => void Promise.all(alsoShown.map((op) => queryClient.invalidateQueries({ queryKey: [op] })))}
        fields={[
          { name: 'type', label: 'vpn.type', hint: 'vpn.typeHint', widget: 'select', optionsFor: typeOptions },
          { name: 'server', label: 'vpn.server', hint: 'vpn.serverHint' },
          { name: 'username', label: 'vpn.username' },
          { name: 'password', label: 'vpn.password', widget: 'password', reveal: true, hint: 'vpn.passwordKeep' },
          { ...mppeField, dependsOn: { type: 'pptp' } },
        ]}
      />
      <VpnTunnels />
    </div>
  );
}
