import { get_apclient, set_apclient } from '@rc/contract/ops/wifi/scan';
import { ApclientEncryptions, WifiBands } from '@rc/contract/ops/wifi/wifi-rules';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { useRefreshApclient } from './use-scan';

const labelled = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** Spec 2 "enable" and "connect to a Wi-Fi": the uplink client, also filled by the scan list. */
export function ApclientForm() {
  const refresh = useRefreshApclient();
  return (
    <SettingsForm
      read={get_apclient}
      save={set_apclient}
      title="wifi-scan.clientTitle"
      confirm="wifi.reconnect"
      onSaved={() => void refresh()}
      fields={[
        { name: 'enabled', label: 'wifi-scan.enabled', hint: 'wifi-scan.enabledHint' },
        { name: 'band', label: 'wifi-scan.band', options: labelled(WifiBands, 'wifi.bands') },
        { name: 'ssid', label: 'wifi.ssid' },
        { name: 'bssid', label: 'wifi-scan.bssid', hint: 'wifi-scan.bssidHint', placeholder: 'wifi-scan.bssidPlaceholder' },
        { name: 'encryption', label: 'wifi.encryption', options: labelled(ApclientEncryptions, 'wifi.encryptions') },
        { name: 'key', label: 'wifi.key', widget: 'password', reveal: true, dependsOn: { encryption: ['psk2+ccmp', 'psk-mixed', 'sae'] } },
      ]}
    />
  );
}
