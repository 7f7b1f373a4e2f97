import { get_portal, set_portal } from '@rc/contract/ops/service/portal';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { PortalClients } from './portal-clients';
import '../../../ui/page-sections.css';

const on = { enabled: '1' } as const;
const ssl = { enabled: '1', ssl: '1' } as const;

/**
 * Service > Certification (spec 2, 3, 5): the Wi-Fi portal. Clients of the LAN sign in on the auth
 * server (WiFiDog protocol) before they reach the internet; whitelisted domains and MACs pass.
 */
export function WifiAuthPage() {
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_portal}
        save={set_portal}
        title="portal.title"
        fields={[
          { name: 'enabled', label: 'portal.enabled' },
          { name: 'gatewayId', label: 'portal.gatewayId', hint: 'portal.gatewayIdHint', dependsOn: on },
          { name: 'checkInterval', label: 'portal.checkInterval', unit: 'portal.seconds', hint: 'portal.checkIntervalHint', dependsOn: on },
          { name: 'clientTimeout', label: 'portal.clientTimeout', unit: 'portal.minutes', hint: 'portal.clientTimeoutHint', dependsOn: on },
          { name: 'serverHost', label: 'portal.serverHost', dependsOn: on },
          { name: 'serverPort', label: 'portal.serverPort', dependsOn: on },
          { name: 'serverPath', label: 'portal.serverPath', hint: 'portal.serverPathHint', dependsOn: on },
          { name: 'ssl', label: 'portal.ssl', dependsOn: on },
          { name: 'sslPort', label: 'portal.sslPort', dependsOn: ssl },
          { name: 'trustedDomains', label: 'portal.trustedDomains', widget: 'host-list', badLineKey: 'portal.domainLine', hint: 'portal.trustedDomainsHint', dependsOn: on },
          { name: 'trustedMacs', label: 'portal.trustedMacs', widget: 'client-mac-list', hint: 'portal.trustedMacsHint', dependsOn: on },
        ]}
      />
      <PortalClients />
    </div>
  );
}
