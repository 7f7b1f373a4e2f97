import { get_openvpn, set_openvpn } from '@rc/contract/ops/service/openvpn';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { OpenvpnCertificates } from './openvpn-certificates';
import { OpenvpnState } from './openvpn-state';
import { PemFiles } from './pem-files';
import { ProfileImport } from './profile-import';
import '../../../ui/page-sections.css';

/** Service > OpenVPN (spec 2, 3; issue 16): the OpenVPN client, its certificates and its state. The key is write-only. */
export function OpenvpnPage() {
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_openvpn}
        save={set_openvpn}
        title="openvpn.title"
        // Issue 30.9: most people start from their provider's .ovpn file.
        lead={<ProfileImport />}
        fields={[
          { name: 'enabled', label: 'openvpn.enabled' },
          { name: 'remote', label: 'openvpn.remote', hint: 'openvpn.remoteHint' },
          { name: 'port', label: 'openvpn.port' },
          { name: 'protocol', label: 'openvpn.protocol', options: [{ value: 'udp', label: 'openvpn.protocols.udp' }, { value: 'tcp', label: 'openvpn.protocols.tcp' }] },
          { name: 'device', label: 'openvpn.device', options: [{ value: 'tun', label: 'openvpn.devices.tun' }, { value: 'tap', label: 'openvpn.devices.tap' }] },
          { name: 'ca', label: 'openvpn.ca', widget: 'textarea', hint: 'openvpn.pemHint' },
          { name: 'cert', label: 'openvpn.cert', widget: 'textarea', hint: 'openvpn.pemHint' },
          { name: 'key', label: 'openvpn.key', widget: 'textarea', hint: 'openvpn.keyKeep' },
          { name: 'username', label: 'openvpn.username', hint: 'openvpn.usernameHint' },
          { name: 'password', label: 'openvpn.password', widget: 'password', reveal: true, hint: 'openvpn.passwordKeep' },
        ]}
      >
        <PemFiles />
      </SettingsForm>
      <OpenvpnCertificates />
      <OpenvpnState />
    </div>
  );
}
