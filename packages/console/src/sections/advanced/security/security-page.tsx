import { get_firewall, set_firewall } from '@rc/contract/ops/advanced/firewall';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import '../../../ui/page-sections.css';
import { SignInDoors } from './sign-in-doors';

/**
 * Advanced > Security (spec 2, 3): five switches; switching the firewall off asks first. Then the
 * other ways to the admin password and what closes them (issue 39.1).
 */
export function SecurityPage() {
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_firewall}
        save={set_firewall}
        title="security.title"
        confirm={(input) => (input.firewall === '0' ? 'security.firewallOffQuestion' : undefined)}
        fields={[
          { name: 'firewall', label: 'security.firewall', hint: 'security.firewallHint' },
          { name: 'synflood', label: 'security.synflood', hint: 'security.synfloodHint' },
          { name: 'disableIpv6', label: 'security.disableIpv6', hint: 'security.disableIpv6Hint' },
          { name: 'redirect', label: 'security.redirect', hint: 'security.redirectHint' },
          { name: 'wanPing', label: 'security.wanPing', hint: 'security.wanPingHint' },
        ]}
      />
      <SignInDoors />
    </div>
  );
}
