// /etc/config/wireless of the dual-band router: radio0 2.4 GHz, radio1 5 GHz, one AP each on
// the LAN. Unlike OpenWrt's open 'OpenWrt' default, a shipped router has the label's SSID and key.
import type { DeviceIdentity } from '@rc/core/device-identity';
import { defaultSsid } from '../device-identity';

export function wirelessDefaults(identity: DeviceIdentity): string {
  const ssid = defaultSsid(identity);
  return `config wifi-device 'radio0'
	option type 'mac80211'
	option path '1e140000.pcie/pci0000:00/0000:00:00.0/0000:01:00.0'
	option band '2g'
	option channel '1'
	option htmode 'HT20'
	option country 'CN'
	option cell_density '0'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '${ssid}'
	option encryption 'psk2+ccmp'
	option key '${identity.wifiKey}'
	option macaddr '${identity.radio2gMac.toLowerCase()}'

config wifi-device 'radio1'
	option type 'mac80211'
	option path '1e140000.pcie/pci0000:00/0000:00:01.0/0000:02:00.0'
	option band '5g'
	option channel '36'
	option htmode 'VHT80'
	option country 'CN'
	option cell_density '0'

config wifi-iface 'default_radio1'
	option device 'radio1'
	option network 'lan'
	option mode 'ap'
	option ssid '${ssid}-5G'
	option encryption 'psk2+ccmp'
	option key '${identity.wifiKey}'
	option macaddr '${identity.radio5gMac.toLowerCase()}'
`;
}
