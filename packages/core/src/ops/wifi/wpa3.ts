// WPA3 (issue 31.6): encryption 'sae' and 'sae-mixed' with the management frame protection hostapd
// needs. netifd's hostapd.sh (openwrt package/network/config/wifi-scripts/files/lib/netifd/
// hostapd.sh, hostapd_set_bss_options) maps encryption sae to auth_type sae and sae-mixed to
// psk-sae, and reads `ieee80211w`: 0 off, 1 optional, 2 required; its defaults are 2 for sae and
// 1 for psk-sae (set_default ieee80211w), which is what WPA3 requires (PMF mandatory for SAE-only,
// optional so that WPA2 clients still join a mixed network). Written out, so that the file says so.
import { SaeEncryptions } from '@rc/contract/ops/wifi/wifi-rules';
import type { UciSection } from '../../uci/uci-types';
import { getOption, setOption } from '../../uci/uci-edit';

const pmfOf: Readonly<Record<string, string>> = { sae: '2', 'sae-mixed': '1' };

/** Sets the encryption, with ieee80211w for SAE; leaving SAE drops the PMF it had written. */
export function writeEncryption(ap: UciSection, encryption: string): void {
  const before = getOption(ap, 'encryption') ?? '';
  setOption(ap, 'encryption', encryption);
  if (SaeEncryptions.includes(encryption)) setOption(ap, 'ieee80211w', pmfOf[encryption]);
  else if (SaeEncryptions.includes(before)) setOption(ap, 'ieee80211w', undefined);
}
