// Guest network tab (spec 2: mode, name, status): its own name and password, on the radios the
// mode picks, isolated from the LAN by the device.
import { get_guest_wifi, set_guest_wifi } from '@rc/contract/ops/wifi/guest';
import { GuestModes, WifiEncryptions } from '@rc/contract/ops/wifi/wifi-rules';
import { useOp } from '../../../lib/use-op';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { WifiQr } from '../../../ui/wifi-qr';
import '../wifi.css';

const labelled = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

export function GuestPage() {
  const { data: loaded } = useOp(get_guest_wifi, {});
  return (
    <div className="page-sections wifi-page">
      <div className="card page-card">
        <SettingsForm
          read={get_guest_wifi}
          save={set_guest_wifi}
          title="wifi-visitor.title"
          confirm="wifi.reconnect"
          fields={[
            { name: 'enabled', label: 'wifi-visitor.status', hint: 'wifi-visitor.isolation' },
            { name: 'mode', label: 'wifi-visitor.mode', widget: 'radio', options: labelled(GuestModes, 'wifi-visitor.modes') },
            { name: 'ssid', label: 'wifi-visitor.ssid' },
            { name: 'hidden', label: 'wifi.hidden', hint: 'wifi.hiddenHint' },
            { name: 'encryption', label: 'wifi.encryption', options: labelled(WifiEncryptions, 'wifi.encryptions') },
            { name: 'key', label: 'wifi.key', widget: 'password', reveal: true, hint: 'wifi.keyHint', dependsOn: { encryption: ['psk2+ccmp', 'psk-mixed'] } },
          ]}
        />
      </div>
      {loaded?.enabled === '1' && <WifiQr ssid={loaded.ssid} password={loaded.key} encryption={loaded.encryption} hidden={loaded.hidden} />}
    </div>
  );
}
